import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { registry } from '../../commands/index.js';
import { parseConfig } from '../../src/config.js';
import { commandProblems, toCommandJson, type CommandJson } from '../../src/discord/command-json.js';
import { deploy } from '../../src/discord/deploy.js';

const CLIENT_ID = '300000000000000001';
const GUILD_ID = '400000000000000002';
const TOKEN = 'T'.repeat(24) + '.' + 'x'.repeat(6) + '.' + 'y'.repeat(38);

type Seen = { method: string; url: string; authorization: string | undefined; body: unknown };

/** A stand-in for Discord's REST API on 127.0.0.1: it keeps what it was sent. */
let server: Server;
let base: string;
let seen: Seen[] = [];
let registered: CommandJson[] = [];

async function bodyOf(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? JSON.parse(text) : undefined;
}

beforeAll(async () => {
  server = createServer((request, response) => {
    void bodyOf(request).then((body) => {
      seen.push({
        method: request.method ?? '',
        url: request.url ?? '',
        authorization: request.headers.authorization,
        body,
      });
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(request.method === 'PUT' ? body : registered));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen = [];
  registered = [];
});

const config = () =>
  parseConfig({
    DISCORD_TOKEN: TOKEN,
    DISCORD_CLIENT_ID: CLIENT_ID,
    DISCORD_API_BASE: base,
    LOG_LEVEL: 'silent',
  });

async function run(args: string[], list?: CommandJson[]) {
  const lines: string[] = [];
  const code = await deploy(args, {
    config: config(),
    out: (line) => lines.push(line),
    registry,
    ...(list ? { list } : {}),
  });
  return { code, lines };
}

const wanted = registry.commands.map(toCommandJson);

describe('deploy', () => {
  it("overwrites a guild's commands in bulk with the registry, after printing what is added", async () => {
    const { code, lines } = await run(['--guild', GUILD_ID]);
    expect(code).toBe(0);
    const route = `/api/v10/applications/${CLIENT_ID}/guilds/${GUILD_ID}/commands`;
    expect(seen.map((request) => [request.method, request.url])).toEqual([
      ['GET', route],
      ['PUT', route],
    ]);
    expect(seen[1]?.authorization).toBe(`Bot ${TOKEN}`);
    expect(seen[1]?.body).toEqual(wanted);
    expect(lines).toEqual([
      `deploy: ${wanted.length} commands to guild ${GUILD_ID}`,
      ...wanted.map((command) => `  + added     /${command.name}`),
      `deploy: registered ${wanted.length} commands to guild ${GUILD_ID}`,
    ]);
    expect(lines.join('\n')).not.toContain(TOKEN);
  });

  it('deploys globally without a guild', async () => {
    const { code } = await run([]);
    expect(code).toBe(0);
    expect(seen.map((request) => request.url)).toEqual([
      `/api/v10/applications/${CLIENT_ID}/commands`,
      `/api/v10/applications/${CLIENT_ID}/commands`,
    ]);
  });

  it('prints changed and removed commands, and sends nothing on a dry run', async () => {
    const [first, second, ...rest] = wanted;
    if (!first || !second) throw new Error('empty registry');
    registered = [
      // What Discord sends back: ids, defaults and the caller's own locale, which the comparison ignores.
      ...rest.map((command) => ({
        ...command,
        id: '1',
        version: '1',
        name_localized: command.name,
        default_member_permissions: command.default_member_permissions ?? null,
      })),
      { ...first, description: 'An old description' },
      // A translation is part of the definition: an old one is a change.
      { ...second, description_localizations: { 'zh-CN': '旧的说明' } },
      { type: 1, name: 'oldcmd', description: 'Gone' },
    ] as CommandJson[];
    const { code, lines } = await run(['--guild', GUILD_ID, '--dry-run']);
    expect(code).toBe(0);
    expect(seen.map((request) => request.method)).toEqual(['GET']);
    expect(lines).toEqual([
      `deploy: ${wanted.length} commands to guild ${GUILD_ID}`,
      `  ~ changed   /${first.name} (description)`,
      `  ~ changed   /${second.name} (description_localizations)`,
      '  - removed   /oldcmd',
      ...rest.map((command) => `  = unchanged /${command.name}`),
      'deploy: dry run: nothing was sent',
    ]);
  });

  it("refuses a payload that breaks Discord's rules and sends nothing", async () => {
    const broken: CommandJson[] = [
      { type: 1, name: 'Bench', description: 'x'.repeat(101), options: [] },
      {
        type: 1,
        name: 'big',
        description: 'Many options',
        options: Array.from({ length: 26 }, (_, i) => ({
          type: 3,
          name: `o${i}`,
          description: 'd'.repeat(100),
        })),
      },
      { type: 1, name: 'a'.repeat(33), description: 'Long name' },
      {
        type: 1,
        name: 'huge',
        description: 'Too many characters',
        options: Array.from({ length: 5 }, (_, i) => ({
          type: 3,
          name: `c${i}`,
          description: 'Choices',
          choices: Array.from({ length: 20 }, (_, j) => ({
            name: `${j}`.padEnd(100, 'n'),
            value: `${j}`.padEnd(100, 'v'),
          })),
        })),
      },
    ];
    const { code, lines } = await run(['--guild', GUILD_ID], broken);
    expect(code).toBe(1);
    expect(seen).toEqual([]);
    expect(lines).toEqual([
      'deploy: /Bench: the name must be lowercase',
      'deploy: /Bench: the description must be 1-100 characters (it has 101)',
      'deploy: /big: 26 options, more than 25',
      'deploy: /aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa: the name must be 1-32 letters, digits, "-" or "_"',
      'deploy: /huge: 20068 characters, more than 8000',
      'deploy: refused: 5 problem(s); nothing was sent',
    ]);
  });

  it('refuses unknown arguments with the usage', async () => {
    const { code, lines } = await run(['--guidl', GUILD_ID]);
    expect(code).toBe(2);
    expect(lines.at(-1)).toBe('usage: benchbot deploy [--guild ID | --global] [--dry-run] | deploy --print');
    expect(seen).toEqual([]);
  });

  it('prints the JSON Discord would receive with no token, no client id and no request', async () => {
    const lines: string[] = [];
    const code = await deploy(['--print'], {
      config: parseConfig({}),
      out: (line) => lines.push(line),
      registry,
    });
    expect(code).toBe(0);
    expect(lines).toHaveLength(1);
    // Exactly the body a deploy PUTs.
    expect(JSON.parse(lines[0] ?? '')).toEqual(wanted);
    expect(seen).toEqual([]);
  });

  it('refuses --print beside an option that would send something', async () => {
    const { code, lines } = await run(['--print', '--guild', GUILD_ID]);
    expect(code).toBe(2);
    expect(lines[0]).toBe('deploy: --print takes no other option: it sends nothing, anywhere');
    expect(seen).toEqual([]);
  });
});

describe('the registry as Discord JSON', () => {
  it("breaks none of Discord's rules", () => {
    expect(commandProblems(wanted)).toEqual([]);
  });

  it('marks autocomplete, choices, required options and the admin-only command', () => {
    const bench = wanted.find((command) => command.name === 'bench');
    expect(bench?.options?.map((option) => [option.name, option.type, option.required])).toEqual([
      ['query', 3, true],
      ['section', 3, false],
      ['hide', 5, false],
      ['mention', 6, false],
    ]);
    expect(bench?.options?.[0]).toMatchObject({ autocomplete: true, max_length: 200 });
    const section = bench?.options?.[1];
    expect(section && 'choices' in section ? section.choices : []).toContainEqual({
      name: 'howto',
      value: 'howto',
    });
    expect(wanted.find((command) => command.name === 'bench-reload')?.default_member_permissions).toBe('0');
  });

  it('names and describes every command and option in Chinese (zh-CN) too', () => {
    const everything = wanted.flatMap((command) => [command, ...(command.options ?? [])]);
    for (const item of everything) {
      expect(item.name_localizations?.['zh-CN'], item.name).toMatch(/\S/);
      expect(item.description_localizations?.['zh-CN'], item.name).toMatch(/\S/);
    }
    const bench = wanted.find((command) => command.name === 'bench');
    expect(bench?.name_localizations).toEqual({ 'zh-CN': '基准' });
  });

  it('holds a translation to the same rules as the English name', () => {
    const [bench] = wanted;
    if (!bench) throw new Error('empty registry');
    expect(commandProblems([{ ...bench, name_localizations: { 'zh-CN': '基准 测试' } }])).toEqual([
      `deploy: /${bench.name} (zh-CN): the name must be 1-32 letters, digits, "-" or "_"`,
    ]);
  });
});
