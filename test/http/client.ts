/**
 * A signing client for the endpoint, shared by the endpoint tests and bench/http-load.ts: real
 * Ed25519 keys made on the spot, requests signed the way Discord signs them.
 */
import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { request } from 'node:http';

export type Keys = { publicKeyHex: string; privateKey: KeyObject };

export function makeKeys(): Keys {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const x = publicKey.export({ format: 'jwk' }).x ?? '';
  return { publicKeyHex: Buffer.from(x, 'base64url').toString('hex'), privateKey };
}

export function signature(keys: Keys, timestamp: string, body: string | Buffer): string {
  return sign(null, Buffer.concat([Buffer.from(timestamp), Buffer.from(body)]), keys.privateKey).toString(
    'hex',
  );
}

export function nowSeconds(): string {
  return String(Math.floor(Date.now() / 1000));
}

export type Response = { status: number; body: string; json: () => unknown };

/** Sends a raw request; `headers` replace the signed ones when given. */
export function send(
  url: string,
  options: { method?: string; path?: string; body?: string | Buffer; headers?: Record<string, string> },
): Promise<Response> {
  const target = new URL(options.path ?? '/interactions', url);
  return new Promise((resolve, reject) => {
    const req = request(
      target,
      { method: options.method ?? 'POST', headers: options.headers ?? {} },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const body = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode ?? 0, body, json: () => JSON.parse(body) as unknown });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

/** POSTs `body` signed with `keys` at `timestamp` (now by default). */
export function signedPost(
  url: string,
  keys: Keys,
  body: unknown,
  timestamp = nowSeconds(),
): Promise<Response> {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return send(url, {
    body: text,
    headers: {
      'content-type': 'application/json',
      'x-signature-ed25519': signature(keys, timestamp, text),
      'x-signature-timestamp': timestamp,
    },
  });
}

let sequence = 0;
const USER = '123456789012345678';

/** A slash command interaction as Discord sends it (the fields this bot reads, plus a few it does not). */
export function commandInteraction(
  name: string,
  options: Record<string, string | number | boolean> = {},
  userId = USER,
) {
  return {
    id: String(1_000_000_000_000_000_000n + BigInt(++sequence)),
    application_id: '111111111111111111',
    type: 2,
    token: 'interaction-token',
    version: 1,
    member: { user: { id: userId, username: 'tester' }, permissions: '0' },
    data: {
      id: '222222222222222222',
      name,
      type: 1,
      options: Object.entries(options).map(([optionName, value]) => ({
        name: optionName,
        type: typeof value === 'string' ? 3 : typeof value === 'number' ? 10 : 5,
        value,
      })),
    },
  };
}

export function autocompleteInteraction(name: string, focused: string, value: string) {
  const interaction = commandInteraction(name);
  return {
    ...interaction,
    type: 4,
    data: { ...interaction.data, options: [{ name: focused, type: 3, value, focused: true }] },
  };
}

/**
 * A press by `userId` of a button on a card that answered `askerId`'s command (the card's
 * `interaction_metadata` names the user of the interaction it responds to).
 */
export function buttonInteraction(customId: string, userId = USER, askerId = userId) {
  return {
    id: String(2_000_000_000_000_000_000n + BigInt(++sequence)),
    application_id: '111111111111111111',
    type: 3,
    token: 'interaction-token',
    version: 1,
    user: { id: userId, username: 'tester' },
    message: {
      id: '333333333333333333',
      interaction_metadata: { id: '444444444444444444', type: 2, user: { id: askerId, username: 'asker' } },
    },
    data: { custom_id: customId, component_type: 2 },
  };
}
