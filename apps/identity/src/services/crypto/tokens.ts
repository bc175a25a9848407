import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: session cookies, service tickets and app tokens. */
export function randomToken(prefix = ''): string {
  return `${prefix}${randomBytes(32).toString('base64url')}`;
}

/** Tokens are stored only as their SHA-256, so a database dump logs no one in. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
