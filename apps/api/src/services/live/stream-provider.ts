/** What a viewer is about to watch: the room's live stream or, after the event, its recording. */
export type StreamKind = 'live' | 'replay';

/**
 * Where a viewer's player pulls the video from. Every URL is made for one viewer and expires, so a
 * leaked link stops working on its own: the live password is never the only gate.
 */
export interface StreamProvider {
  playUrl(input: { streamName: string; kind: StreamKind; viewerId: string; now: Date }): {
    url: string;
    expiresAt: Date;
  };
}

/** How long a play URL is valid: long enough to start playing, short enough to make a leak useless. */
export const PLAY_URL_TTL_MS = 30 * 60_000;
