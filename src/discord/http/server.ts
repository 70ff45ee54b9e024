/**
 * The HTTP interactions endpoint: POST /interactions, GET /healthz, GET /metrics. Every
 * interaction is verified, read, limited, dispatched through the same dispatcher and renderer as
 * the gateway bot, logged and counted. This module has the face's one try/catch.
 */
import { findCommand } from '../../../commands/index.js';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { InteractionResponseType, type APIInteractionResponse } from 'discord-api-types/v10';
import type { LiveContext } from '../../live-context.js';
import type { Logger } from '../../log.js';
import { slowDownMessage, type RateLimiter } from '../../rate-limit.js';
import { renderDiscord } from '../../render/discord.js';
import { emptyReply } from '../../reply.js';
import {
  newRef,
  somethingWentWrong,
  type Dispatcher,
  type DispatchRequest,
  type DispatchResponse,
} from '../dispatch.js';
import { interactionResponse, readInteraction } from './interaction.js';
import type { CommandOutcome, Metrics } from './metrics.js';
import type { Verifier } from './verify.js';

/** Discord's interaction bodies are a few KiB; anything near this is not from Discord. */
export const MAX_BODY_BYTES = 64 * 1024;

export type EndpointDeps = {
  verify: Verifier;
  live: LiveContext;
  dispatch: Dispatcher;
  limiter: RateLimiter;
  metrics: Metrics;
  log: Logger;
  version: string;
};

const ROUTES: Record<string, string> = { '/interactions': 'POST', '/healthz': 'GET', '/metrics': 'GET' };

export function createEndpoint(deps: EndpointDeps): Server {
  const server = createServer((request, response) => {
    handle(deps, request, response).catch((error: unknown) => {
      deps.log.error('request failed', { error });
      if (!response.headersSent) sendJson(response, 500, { error: 'internal error' });
      else response.destroy();
    });
  });
  // Discord waits 3 s for an answer; a client that trickles its request for longer is not Discord.
  server.requestTimeout = 10_000;
  server.headersTimeout = 5_000;
  return server;
}

async function handle(deps: EndpointDeps, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const path = (request.url ?? '/').split('?')[0] ?? '/';
  const method = ROUTES[path];
  if (method === undefined) return reject(deps, response, 404, 'not-found', 'no such path');
  if (request.method !== method) {
    response.setHeader('Allow', method);
    return reject(deps, response, 405, 'method', `use ${method}`);
  }
  if (path === '/healthz') return healthz(deps, response);
  if (path === '/metrics') {
    response.writeHead(200, { 'Content-Type': 'text/plain; version=0.0.4; charset=utf-8' });
    response.end(deps.metrics.render(deps.live.snapshot));
    return;
  }

  const body = await readBody(request, MAX_BODY_BYTES);
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

  const started = performance.now();
  const { answer, outcome } = await answerRequest(deps, incoming.request);
  sendJson(response, 200, answer);
  const seconds = (performance.now() - started) / 1000;
  const req = incoming.request;
  deps.metrics.latency(req.kind, seconds);
  if (req.kind === 'autocomplete') deps.metrics.autocomplete();
  else deps.metrics.command(nameOf(req), outcome);
  deps.log.info('interaction', {
    interaction: incoming.id,
    kind: req.kind,
    command: nameOf(req),
    latencyMs: Math.round(seconds * 1000 * 100) / 100,
    outcome,
  });
}

/** Dispatches one request; never throws (the face's one catch is here). */
async function answerRequest(
  deps: EndpointDeps,
  request: DispatchRequest,
): Promise<{ answer: APIInteractionResponse; outcome: CommandOutcome }> {
  if (deps.live.snapshot === undefined) {
    if (request.kind === 'autocomplete') return { answer: choices([]), outcome: 'not-loaded' };
    return {
      answer: ephemeral('The catalog is still loading', 'Try again in a few seconds.'),
      outcome: 'not-loaded',
    };
  }
  // Autocomplete is never limited: it is how people find the name to ask for.
  if (request.kind === 'command' || request.kind === 'button') {
    const decision = deps.limiter.take(request.userId);
    if (!decision.allowed) {
      return { answer: ephemeral(slowDownMessage(decision.retryAfterSeconds)), outcome: 'rate-limited' };
    }
  }
  try {
    const response = await deps.dispatch(request);
    if (request.kind === 'command') countUnmatched(deps, request);
    return { answer: interactionResponse(response), outcome: outcomeOf(request, response) };
  } catch (error) {
    const ref = newRef();
    deps.log.error('handler failed', { ref, kind: request.kind, command: nameOf(request), error });
    if (request.kind === 'autocomplete') return { answer: choices([]), outcome: 'error' };
    return {
      answer: { type: InteractionResponseType.ChannelMessageWithSource, data: somethingWentWrong(ref) },
      outcome: 'error',
    };
  }
}

/**
 * A reply made ephemeral by the dispatcher although the user did not ask to hide it is a failure
 * (an error, a usage message, or "not found" with nothing to offer).
 */
function outcomeOf(request: DispatchRequest, response: DispatchResponse): CommandOutcome {
  if (response.kind !== 'message' || !response.ephemeral) return 'answered';
  const hidden = request.kind === 'command' && request.options.hide === true;
  return hidden ? 'answered' : 'failed';
}

/** Names typed into the options that autocomplete benchmark names, and that resolve to nothing. */
function countUnmatched(deps: EndpointDeps, request: Extract<DispatchRequest, { kind: 'command' }>): void {
  const context = deps.live.context;
  const options = findCommand(request.name)?.options ?? [];
  if (!context) return;
  for (const option of options) {
    const value = request.options[option.name];
    if (option.type !== 'string' || !option.autocomplete || typeof value !== 'string') continue;
    if (context.index.resolve(value).kind === 'none') deps.metrics.unmatched(value);
  }
}

function nameOf(request: DispatchRequest): string {
  return request.kind === 'command' || request.kind === 'autocomplete' ? request.name : request.kind;
}

function healthz(deps: EndpointDeps, response: ServerResponse): void {
  const snapshot = deps.live.snapshot;
  if (!snapshot) return sendJson(response, 503, { status: 'loading', version: deps.version });
  sendJson(response, 200, {
    records: snapshot.context.catalog.records.size,
    problems: { errors: snapshot.errors, warnings: snapshot.warnings },
    loadedAt: snapshot.loadedAt,
    version: deps.version,
  });
}

function ephemeral(title: string, summary?: string): APIInteractionResponse {
  const reply = { ...emptyReply('usage', title), ...(summary ? { summary } : {}) };
  return {
    type: InteractionResponseType.ChannelMessageWithSource,
    data: renderDiscord(reply, { ephemeral: true, buttons: false }),
  };
}

function choices(list: []): APIInteractionResponse {
  return { type: InteractionResponseType.ApplicationCommandAutocompleteResult, data: { choices: list } };
}

function reject(
  deps: EndpointDeps,
  response: ServerResponse,
  status: number,
  reason: string,
  error: string,
): void {
  deps.metrics.rejected(reason);
  deps.log.debug('request refused', { status, reason });
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

/** The body, or 'too-large' as soon as it passes `max` (by Content-Length or by what arrived). */
function readBody(request: IncomingMessage, max: number): Promise<Buffer | 'too-large'> {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > max) return Promise.resolve('too-large');
  return new Promise((resolve, reject) => {
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
    request.on('error', reject);
  });
}
