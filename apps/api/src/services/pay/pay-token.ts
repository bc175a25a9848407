import { createHmac, timingSafeEqual } from 'node:crypto';

/** A payment access token lives as long as it takes to open an order and show its code. */
export const PAY_TOKEN_TTL_MS = 10 * 60_000;

const sign = (key: Buffer, body: string) => createHmac('sha256', key).update(body).digest('base64url');

/**
 * Spec §7 "get payment access token": signed, not stored, bound to one user and one activity, so a
 * leaked URL (the QR code call carries it in its query string) opens nobody else's order.
 */
export function issuePayToken(key: Buffer, userId: string, activityId: number, now: Date) {
  const expiresAt = new Date(now.getTime() + PAY_TOKEN_TTL_MS);
  const body = `pay.${activityId}.${expiresAt.getTime()}`;
  return { token: `${body}.${sign(key, `${body}.${userId}`)}`, expiresAt };
}

export function checkPayToken(key: Buffer, token: string, userId: string, activityId: number, now: Date): boolean {
  const parts = token.split('.');
  if (parts.length !== 4 || parts[0] !== 'pay' || Number(parts[1]) !== activityId) return false;
  const expected = Buffer.from(sign(key, `${parts.slice(0, 3).join('.')}.${userId}`));
  const given = Buffer.from(parts[3]!);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  return Number(parts[2]) > now.getTime();
}
