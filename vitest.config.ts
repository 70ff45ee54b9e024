import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    pool: 'threads',
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/**/*.test.ts'],
          exclude: ['test/e2e/**'],
          sequence: { groupOrder: 0 },
        },
      },
      {
        // The end-to-end tests start real processes (a build, the bot, shards): run after the rest,
        // so neither they nor the CPU-bound unit tests run short of the two cores.
        extends: true,
        test: { name: 'e2e', include: ['test/e2e/**/*.test.ts'], sequence: { groupOrder: 1 } },
      },
    ],
  },
});
