import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const TTL_MS = 24 * 60 * 60 * 1000;

function sign(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body).digest('base64url');
}

/**
 * Spec §4 start-up: an anonymous token is requested. It is signed rather than stored, so issuing
 * one costs no write and any process can check it.
 */
export function issueAnonymousToken(secret: string, now: Date): string {
  const body = `anon.${randomBytes(12).toString('base64url')}.${now.getTime() + TTL_MS}`;
  return `${body}.${sign(secret, body)}`;
}

export function verifyAnonymousToken(secret: string, token: string, now: Date): boolean {
  const cut = token.lastIndexOf('.');
  if (cut <= 0) return false;
  const body = token.slice(0, cut);
  const given = Buffer.from(token.slice(cut + 1));
  const expected = Buffer.from(sign(secret, body));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  const expiresAt = Number(body.split('.')[2]);
  return Number.isFinite(expiresAt) && expiresAt > now.getTime();
}
