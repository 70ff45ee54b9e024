/**
 * Nothing from a page or a question controls the terminal (issue 18): the compiled CLI, run as a
 * user runs it, on a page whose text holds escape sequences.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadContext } from '../../src/context.js';
import { registry } from '../../commands/index.js';
import { renderText } from '../../src/render/text.js';
import { buildForTest, ENTRY } from '../stand-in/bot-process.js';

const ESCAPES = fileURLToPath(new URL('../fixtures/escapes', import.meta.url));
/** Every C0 and C1 control character but newline, and DEL. */
const CONTROL = /(?!\n)\p{Cc}/u;

function benchbot(args: string[], input = '') {
  const result = spawnSync(process.execPath, [ENTRY, '--data', ESCAPES, ...args], {
    cwd: ESCAPES,
    env: { PATH: process.env.PATH ?? '' },
    input,
    encoding: 'utf8',
  });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

beforeAll(() => buildForTest(), 120_000);

describe('the command line and a page holding terminal escapes', () => {
  it('prints the card with every escape made visible and no control character', () => {
    const { code, out } = benchbot(['bench', 'escapes', '--section', 'overview']);
    expect(code).toBe(0);
    expect(out).not.toMatch(CONTROL);
    expect(out).toContain('␛]52;c;ZXZpbA==');
    expect(out).toContain('a bell ␇');
  });

  it('echoes a question that matches nothing without its escapes', () => {
    const { out, err } = benchbot(['bench', 'zz\x1b]0;title\x07\x9b2J']);
    expect(`${out}${err}`).not.toMatch(CONTROL);
    expect(out).toContain('zz␛]0;title␇<U+009B>2J');
  });

  it('prints no control character at the prompt either', () => {
    const { out } = benchbot([], 'bench escapes\nwhat does escapes\x1b[2J measure?\nexit\n');
    expect(out).toContain('Escapes␛]0;window title␇');
    expect(out).not.toMatch(CONTROL);
  });
});

describe('renderText with colour', () => {
  it("keeps its own styles and shows the page's escapes", () => {
    const context = loadContext([ESCAPES]);
    const bench = registry.commands.find((command) => command.name === 'bench');
    const reply = bench?.run({ query: 'escapes' }, context);
    if (!reply || reply instanceof Promise) throw new Error('bench answers at once');
    const text = renderText(reply, { color: true });
    expect(text.startsWith('\x1b[1mEscapes␛]0;window title␇')).toBe(true);
    expect(text.replace(/\p{Cc}\[[0-9;]*m/gu, '')).not.toMatch(CONTROL);
  });
});
