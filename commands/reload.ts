import { emptyReply } from '../src/reply.js';
import { reloadReply } from '../src/reload-reply.js';
import { defineCommand } from './command.js';

export const reload = defineCommand({
  name: 'bench-reload',
  description: 'Reload the benchmark catalog from disk and report what changed',
  options: [],
  adminOnly: true,
  run: (_options, context) =>
    context.reload
      ? reloadReply(context.reload())
      : {
          ...emptyReply('usage', 'Reload is not available here'),
          summary: 'This face serves a fixed catalog.',
        },
});
