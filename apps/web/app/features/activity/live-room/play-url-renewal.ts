import { ERRORS } from '@roadshow/contracts/error-codes';
import { ApiError } from '../../../lib/api-client.ts';

/** A play URL and when it stops working (decision 036: signed for one viewer, 30 minutes). */
export interface PlayGrant {
  url: string;
  expiresAt: string;
}

const MIN_LEAD_MS = 20_000;
const MAX_LEAD_MS = 5 * 60_000;
/** How soon to ask again when a renewal failed for a passing reason (network, busy server). */
export const RENEW_RETRY_MS = 15_000;

/**
 * How long from `now` until the player asks for the next URL: ahead of the expiry by a fifth of the
 * time left, at least 20 s and at most 5 minutes (a 30-minute URL is renewed after 25 minutes), so
 * a slow answer or a retry still lands before the old URL dies.
 */
export function renewalDelay(expiresAt: string, now: number): number {
  const left = Date.parse(expiresAt) - now;
  if (!Number.isFinite(left)) return 0;
  const lead = Math.min(MAX_LEAD_MS, Math.max(MIN_LEAD_MS, left / 5));
  return Math.max(0, left - lead);
}

/** A refusal that another try may not get (network, rate limit, busy server) as opposed to a "no". */
export function isPassingFailure(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  if (error.code === 'NETWORK') return true;
  const status = ERRORS[error.code].status;
  return status === 429 || status >= 500;
}

/**
 * The newest signed URL of each playlist of the stream, by its address without the query (where the
 * signature travels). The player keeps loading the live playlists it started with; each of its
 * requests is sent to the newest signed URL of that playlist, so a renewal needs no reload and the
 * video does not stop. `learn` reads a renewed master playlist: its own URL and every playlist it
 * lists (quality levels, alternate renditions) get their new signatures.
 */
export function createPlaylistSigner(base: string) {
  let fresh = new Map<string, string>();
  const keyOf = (url: URL) => `${url.origin}${url.pathname}`;
  return {
    learn(masterUrl: string, masterText: string) {
      const master = new URL(masterUrl, base);
      const next = new Map([[keyOf(master), master.href]]);
      const add = (uri: string) => {
        const url = new URL(uri, master);
        next.set(keyOf(url), url.href);
      };
      for (const raw of masterText.split(/\r?\n/)) {
        const line = raw.trim();
        if (line === '') continue;
        if (!line.startsWith('#')) add(line);
        else for (const match of line.matchAll(/URI="([^"]+)"/g)) add(match[1]!);
      }
      fresh = next;
    },
    /** The URL to request instead of `url` (itself when nothing newer is known). */
    rewrite(url: string): string {
      return fresh.get(keyOf(new URL(url, base))) ?? url;
    },
  };
}
export type PlaylistSigner = ReturnType<typeof createPlaylistSigner>;
