import { createHmac, timingSafeEqual } from 'node:crypto';
import { isValidStorageKey } from './storage-key.ts';

type Secret = string | Buffer;

const MIN_SECRET_BYTES = 32;
// 32 bytes of HMAC-SHA256 in base64url without padding.
const SIGNATURE_SHAPE = /^[A-Za-z0-9_-]{43}$/;
// Canonical digits only (no leading zeros), so one expiry has exactly one spelling.
const EXPIRES_SHAPE = /^(?:0|[1-9][0-9]{0,11})$/;

/** A short secret is a configuration mistake; failing loudly beats signing links anyone can forge. */
function assertSecret(secret: Secret): void {
  if (Buffer.byteLength(secret) < MIN_SECRET_BYTES)
    throw new Error(`The file URL secret must be at least ${MIN_SECRET_BYTES} bytes`);
}

function sign(key: string, expires: number, secret: Secret): string {
  // The newlines keep the parts apart ("file1" + "170..." must not sign "file" + "1170..."), and
  // the prefix keeps this signature from being valid for any other use of the same secret.
  return createHmac('sha256', secret).update(`roadshow-file-url-v1\n${key}\n${expires}`).digest('base64url');
}

/**
 * A link to a private file that works until `expiresAt` (to the second, rounded down) and only for
 * this key: `basePath?key=...&expires=<unix seconds>&signature=<HMAC-SHA256, base64url>`.
 */
export function signFileUrl(options: { key: string; expiresAt: Date; secret: Secret; basePath: string }): string {
  const { key, expiresAt, secret, basePath } = options;
  assertSecret(secret);
  if (!isValidStorageKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  const expires = Math.floor(expiresAt.getTime() / 1000);
  if (!Number.isSafeInteger(expires) || expires < 0) throw new Error('expiresAt is not a valid time');
  const query = new URLSearchParams({ key, expires: String(expires), signature: sign(key, expires, secret) });
  return `${basePath}?${query}`;
}

/**
 * Whether a file link is genuine and not yet expired. The parts come straight from the query
 * string, so anything (missing, repeated, malformed) is answered false rather than thrown.
 */
export function verifyFileUrl(options: {
  key: unknown;
  expires: unknown;
  signature: unknown;
  secret: Secret;
  now?: Date;
}): boolean {
  const { key, expires, signature, secret, now = new Date() } = options;
  assertSecret(secret);
  if (!isValidStorageKey(key) || typeof signature !== 'string' || !SIGNATURE_SHAPE.test(signature)) return false;
  const expiresText = typeof expires === 'number' ? String(expires) : expires;
  if (typeof expiresText !== 'string' || !EXPIRES_SHAPE.test(expiresText)) return false;
  const expiresSeconds = Number(expiresText);
  if (now.getTime() >= expiresSeconds * 1000) return false;
  // Constant time, so the response time does not tell an attacker how much of a guess was right.
  return timingSafeEqual(Buffer.from(signature), Buffer.from(sign(key, expiresSeconds, secret)));
}
