import { emptyReply } from '../src/reply.js';
import { defineCommand } from './command.js';

/**
 * Reloads a running bot's catalog. The faces that serve a live catalog (the gateway bot and the
 * HTTP endpoint) answer it with their own handler, because a reload is asynchronous and acts on
 * the face; anywhere else this is what it says.
 */
export const reload = defineCommand({
  name: 'bench-reload',
  description: 'Reload the benchmark catalog from disk and report what changed',
  options: [],
  adminOnly: true,
  run: () => ({
    ...emptyReply('usage', 'Reload is not available here'),
    summary: 'Only a running bot reloads its catalog; the command line reads it afresh on every run.',
  }),
});
