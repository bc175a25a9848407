import { signAuthKey } from './auth-key.ts';
import { PLAY_URL_TTL_MS, type StreamProvider } from './stream-provider.ts';

/**
 * A CDN live service's pull URLs (LIVE_PULL_BASE_URL, LIVE_AUTH_KEY): `{base}/{stream}.m3u8` for the
 * live stream and `{base}/{stream}/replay.m3u8` for the recording, each signed with an auth_key for the
 * viewer (auth-key.ts). The CDN checks the key; this process only signs.
 */
export function createCdnStreamProvider(options: {
  pullBaseUrl: string;
  authKey: string;
  ttlMs?: number;
}): StreamProvider {
  const base = new URL(options.pullBaseUrl.replace(/\/?$/, '/'));
  return {
    playUrl({ streamName, kind, viewerId, now }) {
      const expiresAt = new Date(now.getTime() + (options.ttlMs ?? PLAY_URL_TTL_MS));
      const url = new URL(
        kind === 'live' ? `${encodeURIComponent(streamName)}.m3u8` : `${encodeURIComponent(streamName)}/replay.m3u8`,
        base,
      );
      url.searchParams.set(
        'auth_key',
        signAuthKey({ path: url.pathname, key: options.authKey, uid: viewerId, expiresAt }),
      );
      return { url: url.toString(), expiresAt };
    },
  };
}
