import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

// How activity_live.password_hash is written and checked (the API checks, the seed writes demo rooms).

/** `salt$hash` in hex (scrypt): the password is never stored as typed. */
export function hashLivePassword(password: string): string {
  const salt = randomBytes(16);
  return `${salt.toString('hex')}$${scryptSync(password, salt, 32).toString('hex')}`;
}

export function livePasswordMatches(stored: string, password: string): boolean {
  const [saltHex, hashHex] = stored.split('$');
  if (!saltHex || !hashHex) return false;
  const expected = Buffer.from(hashHex, 'hex');
  const actual = scryptSync(password, Buffer.from(saltHex, 'hex'), expected.length);
  return timingSafeEqual(expected, actual);
}
