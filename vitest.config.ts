import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    pool: 'threads',
    // A limit stops a test that hangs; it is no speed target (bench/ checks those). On a 2-core
    // machine shared with other work a test runs 3-4 times slower than alone: vitest's 5 s (10 s
    // for hooks) failed tests that take 1-3 s alone. A test that needs longer says so itself.
    testTimeout: 20_000,
    hookTimeout: 60_000,
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
