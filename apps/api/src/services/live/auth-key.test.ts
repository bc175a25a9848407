import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createCdnStreamProvider } from './cdn-stream-provider.ts';
import { signAuthKey, verifyAuthKey } from './auth-key.ts';

const now = new Date('2026-11-20T06:00:00Z');
const later = (ms: number) => new Date(now.getTime() + ms);

describe('auth_key (type A)', () => {
  it('is expires-rand-uid-md5(path-expires-rand-uid-key)', () => {
    const key = signAuthKey({ path: '/live/demo.m3u8', key: 'k', uid: '1001', expiresAt: later(60_000), rand: 'ab12' });
    const expires = Math.floor(later(60_000).getTime() / 1000);
    const hash = createHash('md5').update(`/live/demo.m3u8-${expires}-ab12-1001-k`).digest('hex');
    expect(key).toBe(`${expires}-ab12-1001-${hash}`);
  });

  it('verifies for its path until it expires, and never with another key, path or a changed uid', () => {
    const authKey = signAuthKey({ path: '/a.m3u8', key: 'k', uid: '7', expiresAt: later(60_000) });
    expect(verifyAuthKey({ path: '/a.m3u8', key: 'k', authKey, now })).toBe(true);
    expect(verifyAuthKey({ path: '/a.m3u8', key: 'k', authKey, now: later(61_000) })).toBe(false);
    expect(verifyAuthKey({ path: '/b.m3u8', key: 'k', authKey, now })).toBe(false);
    expect(verifyAuthKey({ path: '/a.m3u8', key: 'other', authKey, now })).toBe(false);
    const [e, r, , h] = authKey.split('-');
    expect(verifyAuthKey({ path: '/a.m3u8', key: 'k', authKey: `${e}-${r}-8-${h}`, now })).toBe(false);
    expect(verifyAuthKey({ path: '/a.m3u8', key: 'k', authKey: 'garbage', now })).toBe(false);
  });

  it('the CDN adapter signs a per-viewer URL that expires', () => {
    const cdn = createCdnStreamProvider({
      pullBaseUrl: 'https://pull.example.com/live',
      authKey: 'secret',
      ttlMs: 60_000,
    });
    const a = cdn.playUrl({ streamName: 'room9', kind: 'live', viewerId: '1001', now });
    const b = cdn.playUrl({ streamName: 'room9', kind: 'live', viewerId: '1002', now });
    const url = new URL(a.url);
    expect(url.origin + url.pathname).toBe('https://pull.example.com/live/room9.m3u8');
    expect(a.expiresAt).toEqual(later(60_000));
    const authKey = url.searchParams.get('auth_key')!;
    expect(verifyAuthKey({ path: url.pathname, key: 'secret', authKey, now })).toBe(true);
    expect(verifyAuthKey({ path: url.pathname, key: 'secret', authKey, now: later(60_001) })).toBe(false);
    expect(authKey.split('-')[2]).toBe('1001');
    expect(new URL(b.url).searchParams.get('auth_key')).not.toBe(authKey);
    expect(cdn.playUrl({ streamName: 'room9', kind: 'replay', viewerId: '1', now }).url).toContain(
      '/live/room9/replay.m3u8?',
    );
  });
});
