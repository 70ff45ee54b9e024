/**
 * Signals handled from the first instant (issue 18): a SIGHUP sent while the server is still
 * loading its modules (discord.js among them) used to end it, the default action.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeKeys } from '../http/client.js';
import { BotProcess, buildForTest } from '../stand-in/bot-process.js';

const CATALOG = fileURLToPath(new URL('../fixtures/catalog', import.meta.url));
let work: string;
let server: BotProcess | undefined;

beforeAll(() => {
  buildForTest();
  work = mkdtempSync(join(tmpdir(), 'benchbot-signals-'));
}, 120_000);
afterAll(() => {
  server?.kill();
  rmSync(work, { recursive: true, force: true });
});

describe('a server sent SIGHUP while it loads its modules', () => {
  it('lives, and reloads once it serves', { timeout: 90_000 }, async () => {
    server = new BotProcess(
      ['http', '--port', '0', '--data', CATALOG],
      {
        DISCORD_PUBLIC_KEY: makeKeys().publicKeyHex,
        LOG_LEVEL: 'info',
        XDG_CACHE_HOME: work,
        // Node's module log: the line that says discord.js is being loaded, before any face runs.
        NODE_DEBUG: 'module',
      },
      work,
    );
    await server.waitForLog(
      (line) => line.msg.includes('node_modules/discord.js'),
      30_000,
      'discord.js loading',
    );
    server.signal('SIGHUP');
    const reload = await server.waitForLog(
      (line) => line.msg === 'catalog reloaded' && line.trigger === 'signal',
      60_000,
      'the reload the SIGHUP asked for',
    );
    expect(reload.outcome).toBeDefined();
  });
});
