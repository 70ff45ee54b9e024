/**
 * The HTTP interactions endpoint's listener: POST /interactions, GET /healthz and (unless the
 * metrics have a listener of their own) GET /metrics. It verifies and reads each interaction and
 * hands it to the serving chain as an Exchange whose first answer is this HTTP response; a
 * deferred answer, and any follow-up, go to Discord's REST API (webhook.ts).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { InteractionResponseType, MessageFlags, type APIInteractionResponse } from 'discord-api-types/v10';
import type { Exchange } from '../answer.js';
import type { ServingCore } from '../serve.js';
import { readInteraction } from './interaction.js';
import type { Verifier } from './verify.js';
import { interactionWebhook, type Webhook } from './webhook.js';

/** Discord's interaction bodies are a few KiB; anything near this is not from Discord. */
const MAX_BODY_BYTES = 64 * 1024;

export type EndpointDeps = {
  verify: Verifier;
  core: ServingCore;
  /** Discord's API base (without the version) for deferred answers and follow-ups. */
  apiBase: string;
};

export function createEndpoint(deps: EndpointDeps): Server {
  const routes: Record<string, string> = { '/interactions': 'POST', '/healthz': 'GET' };
  if (!deps.core.metricsApart) routes['/metrics'] = 'GET';
  const server = createServer((request, response) => {
    handle(deps, routes, request, response).catch((error: unknown) => {
      deps.core.log.error('request failed', { error });
      if (!response.headersSent) sendJson(response, 500, { error: 'internal error' });
      else response.destroy();
    });
  });
  // Discord waits 3 s for an answer; a client that trickles its request for longer is not Discord.
  server.requestTimeout = 10_000;
  server.headersTimeout = 5_000;
  return server;
}

async function handle(
  deps: EndpointDeps,
  routes: Record<string, string>,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const { core } = deps;
  const path = (request.url ?? '/').split('?')[0] ?? '/';
  const method = routes[path];
  if (method === undefined) return reject(deps, response, 404, 'not-found', 'no such path');
  if (request.method !== method) {
    response.setHeader('Allow', method);
    return reject(deps, response, 405, 'method', `use ${method}`);
  }
  if (path === '/healthz') return healthz(core, response);
  if (path === '/metrics') {
    response.writeHead(200, { 'Content-Type': 'text/plain; version=0.0.4; charset=utf-8' });
    response.end(core.metrics.render(core.live.snapshot));
    return;
  }

  const body = await readBody(request, MAX_BODY_BYTES);
  // A client that hung up before its body ended (anyone can): counted, not logged as a failure.
  if (body === 'aborted') {
    deps.core.metrics.rejected('aborted');
    return;
  }
  if (body === 'too-large') {
    // The rest of the body is not read: close the connection rather than drain it.
    response.setHeader('Connection', 'close');
    return reject(deps, response, 413, 'too-large', `body over ${MAX_BODY_BYTES} bytes`);
  }
  const signature = header(request, 'x-signature-ed25519');
  const timestamp = header(request, 'x-signature-timestamp');
  const verified = deps.verify(signature, timestamp, body);
  if (!verified.ok) return reject(deps, response, 401, verified.reason, 'invalid request signature');

  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    return reject(deps, response, 400, 'not-json', 'body is not JSON');
  }
  const incoming = readInteraction(parsed);
  if (incoming.kind === 'ping') return sendJson(response, 200, { type: InteractionResponseType.Pong });
  if (incoming.kind === 'invalid') return reject(deps, response, 400, 'invalid-interaction', incoming.error);

  const webhook = incoming.followUps ? interactionWebhook(deps.apiBase, incoming.followUps) : undefined;
  const { exchange, first } = httpExchange(incoming.id, incoming.request, webhook);
  const answered = core.answer(exchange).then(() => undefined);
  // The HTTP response is the first answer; the chain may still edit or follow up after it.
  const answer = await Promise.race([first, answered]);
  if (answer === undefined) sendJson(response, 500, { error: 'no answer' });
  else sendJson(response, 200, answer);
}

/**
 * An Exchange whose first answer is the body of this HTTP response (`first`) and whose later
 * ones go through the interaction's webhook. Without a webhook (a body without token) nothing
 * can come later, so it is never deferred.
 */
function httpExchange(
  id: string,
  request: Exchange['request'],
  webhook: Webhook | undefined,
): { exchange: Exchange; first: Promise<APIInteractionResponse> } {
  let answer!: (response: APIInteractionResponse) => void;
  let answered = false;
  const first = new Promise<APIInteractionResponse>((resolve) => (answer = resolve));
  const once = (response: APIInteractionResponse) => {
    if (answered) return Promise.reject(new Error('http: the interaction was already answered'));
    answered = true;
    answer(response);
    return Promise.resolve();
  };
  const later = (send: (webhook: Webhook) => Promise<void>) =>
    webhook ? send(webhook) : Promise.reject(new Error('http: no token to answer later with'));
  const exchange: Exchange = {
    id,
    request,
    reply: (payload) => once({ type: InteractionResponseType.ChannelMessageWithSource, data: payload }),
    update: (payload) => once({ type: InteractionResponseType.UpdateMessage, data: payload }),
    respond: (choices) =>
      once({ type: InteractionResponseType.ApplicationCommandAutocompleteResult, data: { choices } }),
    edit: (payload) => later((hook) => hook.editOriginal(payload)),
    deleteOriginal: () => later((hook) => hook.deleteOriginal()),
    followUp: (payload) => later((hook) => hook.followUp(payload)),
  };
  if (webhook) {
    exchange.defer = (deferral) =>
      once(
        deferral.kind === 'update'
          ? { type: InteractionResponseType.DeferredMessageUpdate }
          : {
              type: InteractionResponseType.DeferredChannelMessageWithSource,
              ...(deferral.ephemeral ? { data: { flags: MessageFlags.Ephemeral } } : {}),
            },
      );
  }
  return { exchange, first };
}

function healthz(core: ServingCore, response: ServerResponse): void {
  const snapshot = core.live.snapshot;
  if (!snapshot) return sendJson(response, 503, { status: 'loading', version: core.version });
  sendJson(response, 200, {
    records: snapshot.context.catalog.records.size,
    problems: { errors: snapshot.errors, warnings: snapshot.warnings },
    loadedAt: snapshot.loadedAt,
    version: core.version,
  });
}

function reject(
  deps: EndpointDeps,
  response: ServerResponse,
  status: number,
  reason: string,
  error: string,
): void {
  deps.core.metrics.rejected(reason);
  deps.core.log.debug('request refused', { status, reason });
  sendJson(response, status, { error });
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(text),
  });
  response.end(text);
}

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The body; 'too-large' as soon as it passes `max` (by Content-Length or by what arrived);
 * 'aborted' when the client hangs up or the connection fails before it ends.
 */
function readBody(request: IncomingMessage, max: number): Promise<Buffer | 'too-large' | 'aborted'> {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > max) return Promise.resolve('too-large');
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > max) {
        request.off('data', onData);
        resolve('too-large');
        return;
      }
      chunks.push(chunk);
    };
    request.on('data', onData);
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', () => resolve('aborted'));
    request.on('close', () => {
      if (!request.complete) resolve('aborted');
    });
  });
}
