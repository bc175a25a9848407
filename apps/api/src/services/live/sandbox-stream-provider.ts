import { signAuthKey } from './auth-key.ts';
import { PLAY_URL_TTL_MS, type StreamProvider } from './stream-provider.ts';

/** Where the API serves the sandbox playlists (below /roadshow). */
export const SANDBOX_STREAM_PATH = '/interact/sandboxStream';

/**
 * The path of a sandbox playlist as the browser requests it (what the auth_key signs): `live.m3u8`
 * or `replay.m3u8` (master playlists) or `live-360.m3u8` (one quality level).
 */
export function sandboxPlaylistPath(streamName: string, file: string) {
  return `/roadshow${SANDBOX_STREAM_PATH}/${encodeURIComponent(streamName)}/${file}`;
}

/**
 * The default provider: this process serves a rolling live HLS playlist cut from the shipped demo
 * media (sandbox-playlist.ts), signed exactly as a CDN would sign it, so the demo plays live video
 * out of the box and the signing path is the one production uses.
 */
export function createSandboxStreamProvider(options: { key: string; ttlMs?: number }): StreamProvider {
  return {
    playUrl({ streamName, kind, viewerId, now }) {
      const expiresAt = new Date(now.getTime() + (options.ttlMs ?? PLAY_URL_TTL_MS));
      const path = sandboxPlaylistPath(streamName, `${kind}.m3u8`);
      const authKey = signAuthKey({ path, key: options.key, uid: viewerId, expiresAt });
      return { url: `${path}?auth_key=${authKey}`, expiresAt };
    },
  };
}
