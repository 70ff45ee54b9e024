import { defineCommand } from '../src/command.js';
import { emptyReply } from '../src/reply.js';

/**
 * Reloads a running bot's catalog. The faces that serve a live catalog (the gateway bot and the
 * HTTP endpoint) answer it with their own handler, because a reload is asynchronous and acts on
 * the face; anywhere else this is what it says.
 */
export const reload = defineCommand({
  name: 'bench-reload',
  description: 'Reload the benchmark catalog from disk and report what changed',
  localized: { 'zh-CN': { name: '重新加载基准', description: '从磁盘重新加载基准测试目录并报告变化' } },
  options: [],
  adminOnly: true,
  run: () => ({
    ...emptyReply('usage', 'Reload is not available here'),
    summary: 'Only a running bot reloads its catalog; the command line reads it afresh on every run.',
  }),
});
