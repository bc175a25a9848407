import { z } from 'zod';
import type { ApiContext } from '../../context.ts';
import { signAuthKey, verifyAuthKey } from '../../services/live/auth-key.ts';
import { buildLivePlaylist, buildMasterPlaylist, buildReplayPlaylist } from '../../services/live/sandbox-playlist.ts';
import { SANDBOX_SEGMENTS } from '../../services/live/sandbox-segments.ts';
import { SANDBOX_STREAM_PATH, sandboxPlaylistPath } from '../../services/live/sandbox-stream-provider.ts';
import type { ApiApp } from '../types.ts';

const RENDITIONS: readonly string[] = SANDBOX_SEGMENTS.renditions.map((r) => r.name);
const paramsSchema = z.object({
  stream: z.string().regex(/^[\w-]{1,64}$/),
  file: z.string().regex(/^(live|replay)(-\d{2,4})?\.m3u8$/),
});

/**
 * The sandbox stream provider's playlists, checked as a CDN edge checks them: a valid, unexpired
 * auth_key made for this very path, else 403. The master playlist lists each quality level with its
 * own key for the same viewer and expiry. The segments are the shipped demo media (public files).
 */
export function sandboxStreamRoute(app: ApiApp, ctx: ApiContext) {
  app.get(
    `${SANDBOX_STREAM_PATH}/:stream/:file`,
    {
      schema: {
        tags: ['interact'],
        summary: 'Sandbox HLS playlists (live: rolling, from the clock; replay: the recording), auth_key signed',
        params: paramsSchema,
        querystring: z.object({ auth_key: z.string().max(200).default('') }),
      },
    },
    async (request, reply) => {
      const { stream, file } = request.params;
      const [, kind, rendition] = /^(live|replay)(?:-(\d+))?\.m3u8$/.exec(file)!;
      const authKey = request.query.auth_key;
      const path = sandboxPlaylistPath(stream, file);
      const valid = verifyAuthKey({ path, key: ctx.sandboxStreamKey, authKey, now: ctx.now() });
      if (!valid || (rendition !== undefined && !RENDITIONS.includes(rendition))) {
        return reply.status(403).type('text/plain').send('auth_key invalid or expired');
      }
      reply.header('cache-control', kind === 'live' ? 'no-cache' : 'private, max-age=60');
      reply.type('application/vnd.apple.mpegurl');
      if (rendition === undefined) {
        const [expires, , uid] = authKey.split('-') as [string, string, string, string];
        const expiresAt = new Date(Number(expires) * 1000);
        return buildMasterPlaylist((name) => {
          const variant = sandboxPlaylistPath(stream, `${kind}-${name}.m3u8`);
          return `${variant}?auth_key=${signAuthKey({ path: variant, key: ctx.sandboxStreamKey, uid, expiresAt })}`;
        });
      }
      // The live edge follows the real clock (the player's), whatever clock the API's rules run on.
      return kind === 'live' ? buildLivePlaylist(new Date(), rendition) : buildReplayPlaylist(rendition);
    },
  );
}
