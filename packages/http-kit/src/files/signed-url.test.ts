import { describe, expect, it } from 'vitest';
import { signFileUrl, verifyFileUrl } from './signed-url.ts';

const SECRET = 'a-test-secret-that-is-at-least-32-bytes-long';
const EXPIRES_AT = new Date('2030-01-01T00:10:00Z');
const EXPIRES = String(EXPIRES_AT.getTime() / 1000);

function signed(key = 'cards/u-1/front.jpg', expiresAt = EXPIRES_AT) {
  const url = signFileUrl({ key, expiresAt, secret: SECRET, basePath: '/identity/v2/files' });
  const params = new URL(url, 'http://x').searchParams;
  return { url, key: params.get('key'), expires: params.get('expires'), signature: params.get('signature') };
}

const before = (ms: number) => new Date(EXPIRES_AT.getTime() - ms);

describe('signFileUrl / verifyFileUrl', () => {
  it('puts key, expiry in unix seconds and a base64url signature under the base path', () => {
    const { url, key, expires, signature } = signed();
    expect(url.startsWith('/identity/v2/files?')).toBe(true);
    expect(key).toBe('cards/u-1/front.jpg');
    expect(expires).toBe(EXPIRES);
    expect(signature).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('is valid until the expiry and refused from then on', () => {
    const link = signed();
    expect(verifyFileUrl({ ...link, secret: SECRET, now: before(10 * 60_000) })).toBe(true);
    expect(verifyFileUrl({ ...link, secret: SECRET, now: before(1) })).toBe(true);
    expect(verifyFileUrl({ ...link, secret: SECRET, now: EXPIRES_AT })).toBe(false);
    expect(verifyFileUrl({ ...link, secret: SECRET, now: before(-60_000) })).toBe(false);
  });

  it('accepts the expiry as a number too', () => {
    const link = signed();
    expect(verifyFileUrl({ ...link, expires: Number(EXPIRES), secret: SECRET, now: before(1000) })).toBe(true);
  });

  it('refuses a tampered signature, key or expiry, and another secret', () => {
    const link = signed();
    const now = before(1000);
    const flipped = (link.signature![0] === 'A' ? 'B' : 'A') + link.signature!.slice(1);
    expect(verifyFileUrl({ ...link, signature: flipped, secret: SECRET, now })).toBe(false);
    expect(verifyFileUrl({ ...link, key: 'cards/u-2/front.jpg', secret: SECRET, now })).toBe(false);
    expect(verifyFileUrl({ ...link, expires: String(Number(EXPIRES) + 3600), secret: SECRET, now })).toBe(false);
    expect(verifyFileUrl({ ...link, expires: `0${EXPIRES}`, secret: SECRET, now })).toBe(false);
    expect(verifyFileUrl({ ...link, secret: `${SECRET}-other`, now })).toBe(false);
  });

  it('does not let a digit move between the key and the expiry', () => {
    const link = signed('file1', new Date(1_700_000_000_000));
    const shifted = { key: 'file', expires: `1${link.expires}`, signature: link.signature };
    expect(verifyFileUrl({ ...shifted, secret: SECRET, now: new Date(1_600_000_000_000) })).toBe(false);
  });

  it.each([
    ['no signature', { signature: undefined }],
    ['a signature given twice', { signature: ['x', 'y'] }],
    ['a short signature', { signature: 'abc' }],
    ['no expiry', { expires: undefined }],
    ['an expiry that is not a number', { expires: '1e12' }],
    ['a negative expiry', { expires: '-1' }],
    ['a key that escapes', { key: '../cards/u-1/front.jpg' }],
    ['no key', { key: null }],
  ])('answers false, not an exception, for %s', (_name, change) => {
    expect(verifyFileUrl({ ...signed(), ...change, secret: SECRET, now: before(1000) })).toBe(false);
  });

  it('refuses to work with a short secret or an invalid key', () => {
    const link = signed();
    expect(() => signFileUrl({ key: 'a', expiresAt: EXPIRES_AT, secret: 'short', basePath: '/f' })).toThrow(/secret/);
    expect(() => verifyFileUrl({ ...link, secret: 'short' })).toThrow(/secret/);
    expect(() => signFileUrl({ key: '../a', expiresAt: EXPIRES_AT, secret: SECRET, basePath: '/f' })).toThrow(/key/);
  });
});
