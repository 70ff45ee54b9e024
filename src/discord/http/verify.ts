/**
 * Discord's request signatures: Ed25519 over the X-Signature-Timestamp header followed by the raw
 * body, against the application's public key, with node's own crypto.
 * https://discord.com/developers/docs/interactions/overview#setting-up-an-endpoint-validating-security-request-headers
 */
import { createPublicKey, verify, type KeyObject } from 'node:crypto';

/** How far a request's timestamp may be from our clock, either way: older ones may be replays. */
const MAX_CLOCK_SKEW_SECONDS = 5 * 60;

export type VerifyResult =
  | { ok: true }
  | { ok: false; reason: 'missing-headers' | 'malformed-signature' | 'stale-timestamp' | 'bad-signature' };

export type Verifier = (
  signature: string | undefined,
  timestamp: string | undefined,
  body: Buffer,
  nowSeconds?: number,
) => VerifyResult;

const SIGNATURE = /^[0-9a-f]{128}$/i;
const TIMESTAMP = /^\d{1,12}$/;

/** The application's public key (64 hex characters, as the Developer Portal shows it) as a key object. */
export function ed25519PublicKey(hex: string): KeyObject {
  if (!/^[0-9a-f]{64}$/i.test(hex)) throw new Error('verify: expected a 32-byte Ed25519 public key in hex');
  return createPublicKey({
    key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(hex, 'hex').toString('base64url') },
    format: 'jwk',
  });
}

/**
 * @example
 * const check = createVerifier(config.DISCORD_PUBLIC_KEY);
 * check(request.headers['x-signature-ed25519'], request.headers['x-signature-timestamp'], body).ok
 */
export function createVerifier(publicKeyHex: string): Verifier {
  const key = ed25519PublicKey(publicKeyHex);
  return (signature, timestamp, body, nowSeconds = Date.now() / 1000) => {
    if (!signature || !timestamp) return { ok: false, reason: 'missing-headers' };
    // Buffer.from(hex) silently drops what is not hex; check the form before decoding.
    if (!SIGNATURE.test(signature) || !TIMESTAMP.test(timestamp))
      return { ok: false, reason: 'malformed-signature' };
    if (Math.abs(nowSeconds - Number(timestamp)) > MAX_CLOCK_SKEW_SECONDS)
      return { ok: false, reason: 'stale-timestamp' };
    const signed = Buffer.concat([Buffer.from(timestamp, 'utf8'), body]);
    return verify(null, signed, key, Buffer.from(signature, 'hex'))
      ? { ok: true }
      : { ok: false, reason: 'bad-signature' };
  };
}
