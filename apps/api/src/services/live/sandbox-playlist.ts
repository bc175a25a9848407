import { SANDBOX_SEGMENTS } from './sandbox-segments.ts';

export interface SegmentSet {
  /** Where the segment files are served, ending in '/'; each rendition has its folder below it. */
  baseUrl: string;
  /** The quality levels, best first. */
  renditions: readonly { name: string; width: number; height: number; bandwidth: number }[];
  /** Each file with its duration in seconds, in play order (alike in every rendition). */
  segments: readonly { file: string; seconds: number }[];
}

/**
 * The master playlist: one variant per quality level; `variantUrl` gives each variant's (signed) URL.
 */
export function buildMasterPlaylist(variantUrl: (rendition: string) => string, set: SegmentSet = SANDBOX_SEGMENTS) {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3'];
  for (const r of set.renditions)
    lines.push(`#EXT-X-STREAM-INF:BANDWIDTH=${r.bandwidth},RESOLUTION=${r.width}x${r.height}`, variantUrl(r.name));
  return `${lines.join('\n')}\n`;
}

const WINDOW = 6;

/**
 * A live HLS media playlist computed from the clock: the demo segments loop forever, segment n of
 * the endless stream being file n mod K. The playlist lists the last few segments that are complete
 * at `now`, its media sequence is n of the first, and each return to the first file carries
 * EXT-X-DISCONTINUITY (its timestamps start again). Any process computes the same playlist.
 */
export function buildLivePlaylist(now: Date, rendition: string, set: SegmentSet = SANDBOX_SEGMENTS): string {
  const { segments } = set;
  const loop = segments.reduce((sum, s) => sum + s.seconds, 0);
  const t = now.getTime() / 1000;
  const loops = Math.floor(t / loop);
  let offset = t - loops * loop;
  let index = 0;
  while (index < segments.length - 1 && offset >= segments[index]!.seconds) {
    offset -= segments[index]!.seconds;
    index += 1;
  }
  // The segment playing now is not complete yet: the live edge is the one before it.
  const current = loops * segments.length + index;
  const first = Math.max(0, current - WINDOW);
  const target = Math.ceil(Math.max(...segments.map((s) => s.seconds)));
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${target}`,
    `#EXT-X-MEDIA-SEQUENCE:${first}`,
    `#EXT-X-DISCONTINUITY-SEQUENCE:${Math.floor(first / segments.length)}`,
  ];
  for (let n = first; n < current; n += 1) {
    const segment = segments[n % segments.length]!;
    if (n !== first && n % segments.length === 0) lines.push('#EXT-X-DISCONTINUITY');
    lines.push(`#EXTINF:${segment.seconds.toFixed(3)},`, `${set.baseUrl}${rendition}/${segment.file}`);
  }
  return `${lines.join('\n')}\n`;
}

/** The recording: every segment once, as a finished (VOD) playlist. */
export function buildReplayPlaylist(rendition: string, set: SegmentSet = SANDBOX_SEGMENTS): string {
  const target = Math.ceil(Math.max(...set.segments.map((s) => s.seconds)));
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${target}`,
    '#EXT-X-PLAYLIST-TYPE:VOD',
    '#EXT-X-MEDIA-SEQUENCE:0',
  ];
  for (const segment of set.segments)
    lines.push(`#EXTINF:${segment.seconds.toFixed(3)},`, `${set.baseUrl}${rendition}/${segment.file}`);
  lines.push('#EXT-X-ENDLIST');
  return `${lines.join('\n')}\n`;
}
