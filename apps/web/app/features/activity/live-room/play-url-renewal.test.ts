import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { createPlaylistSigner, isPassingFailure, renewalDelay } from './play-url-renewal.ts';

const BASE = 'https://roadshow.example/tab/activityIndex?activityId=7';
const at = (iso: string) => Date.parse(iso);

describe('renewalDelay', () => {
  it('renews a 30-minute URL five minutes before it dies', () => {
    expect(renewalDelay('2026-11-20T06:30:00.000Z', at('2026-11-20T06:00:00.000Z'))).toBe(25 * 60_000);
  });
  it('keeps at least 20 s of lead, and renews at once what is about to die or already dead', () => {
    expect(renewalDelay('2026-11-20T06:01:00.000Z', at('2026-11-20T06:00:00.000Z'))).toBe(40_000);
    expect(renewalDelay('2026-11-20T06:00:10.000Z', at('2026-11-20T06:00:00.000Z'))).toBe(0);
    expect(renewalDelay('2026-11-20T05:59:00.000Z', at('2026-11-20T06:00:00.000Z'))).toBe(0);
    expect(renewalDelay('not a time', at('2026-11-20T06:00:00.000Z'))).toBe(0);
  });
});

describe('isPassingFailure', () => {
  it('retries the network, a rate limit and a busy server; not a refusal', () => {
    expect(isPassingFailure(new TypeError('Failed to fetch'))).toBe(true);
    expect(isPassingFailure(new ApiError('NETWORK', 'offline'))).toBe(true);
    expect(isPassingFailure(new ApiError('RATE_LIMITED', 'slow down'))).toBe(true);
    expect(isPassingFailure(new ApiError('SERVICE_BUSY', 'busy'))).toBe(true);
    expect(isPassingFailure(new ApiError('PASSWORD_ERROR', 'Password Error'))).toBe(false);
    expect(isPassingFailure(new ApiError('SIGN_UP_NOT_APPROVED', 'no'))).toBe(false);
  });
});

describe('createPlaylistSigner', () => {
  const old = '/roadshow/interact/sandboxStream/demo';
  const master = [
    '#EXTM3U',
    '#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="CC",URI="subs.m3u8?auth_key=2-b-u-sub"',
    '#EXT-X-STREAM-INF:BANDWIDTH=800000,RESOLUTION=640x360',
    `${old}/live-360.m3u8?auth_key=2-b-u-new360`,
    '#EXT-X-STREAM-INF:BANDWIDTH=300000,RESOLUTION=320x180',
    `${old}/live-180.m3u8?auth_key=2-c-u-new180`,
    '',
  ].join('\n');

  it('leaves every URL alone until it has learnt a renewed master playlist', () => {
    const signer = createPlaylistSigner(BASE);
    expect(signer.rewrite(`${old}/live-360.m3u8?auth_key=1-a-u-old`)).toBe(`${old}/live-360.m3u8?auth_key=1-a-u-old`);
  });

  it('sends each playlist to its newest signed URL, whatever signature the player still holds', () => {
    const signer = createPlaylistSigner(BASE);
    signer.learn(`${old}/live.m3u8?auth_key=2-a-u-master`, master);
    const origin = 'https://roadshow.example';
    expect(signer.rewrite(`${origin}${old}/live-360.m3u8?auth_key=1-a-u-old`)).toBe(
      `${origin}${old}/live-360.m3u8?auth_key=2-b-u-new360`,
    );
    expect(signer.rewrite(`${origin}${old}/live-180.m3u8?auth_key=1-a-u-old`)).toBe(
      `${origin}${old}/live-180.m3u8?auth_key=2-c-u-new180`,
    );
    expect(signer.rewrite(`${origin}${old}/live.m3u8?auth_key=1-a-u-old`)).toBe(
      `${origin}${old}/live.m3u8?auth_key=2-a-u-master`,
    );
    // URI attributes count, relative to the master; segments and other paths are not touched.
    expect(signer.rewrite(`${origin}${old}/subs.m3u8`)).toBe(`${origin}${old}/subs.m3u8?auth_key=2-b-u-sub`);
    expect(signer.rewrite(`${origin}/media/live/360/seg-1.ts`)).toBe(`${origin}/media/live/360/seg-1.ts`);
  });

  it('forgets what an older renewal taught', () => {
    const signer = createPlaylistSigner(BASE);
    signer.learn(`${old}/live.m3u8?auth_key=2-a-u-master`, master);
    signer.learn(`${old}/live.m3u8?auth_key=3-a-u-master`, '#EXTM3U\n');
    expect(signer.rewrite(`${old}/live-360.m3u8?auth_key=1`)).toBe(`${old}/live-360.m3u8?auth_key=1`);
  });
});
