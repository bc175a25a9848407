import { describe, expect, it } from 'vitest';
import { buildLivePlaylist, buildMasterPlaylist, buildReplayPlaylist, type SegmentSet } from './sandbox-playlist.ts';

const set: SegmentSet = {
  baseUrl: '/m/',
  renditions: [{ name: '360', width: 640, height: 360, bandwidth: 700_000 }],
  segments: [
    { file: 's0.ts', seconds: 2 },
    { file: 's1.ts', seconds: 2 },
    { file: 's2.ts', seconds: 2 },
  ],
};
const at = (seconds: number) => new Date(seconds * 1000);
const uris = (playlist: string) => playlist.split('\n').filter((line) => line.startsWith('/m/'));

describe('sandbox live playlist', () => {
  it('lists the complete segments before now, numbered from the clock', () => {
    // 601 s = loop 100, first segment of it playing: the 6 before are complete.
    const playlist = buildLivePlaylist(at(601), '360', set);
    expect(playlist).toContain('#EXT-X-MEDIA-SEQUENCE:294');
    expect(uris(playlist)).toEqual([
      '/m/360/s0.ts',
      '/m/360/s1.ts',
      '/m/360/s2.ts',
      '/m/360/s0.ts',
      '/m/360/s1.ts',
      '/m/360/s2.ts',
    ]);
    expect(playlist).not.toContain('#EXT-X-ENDLIST');
  });

  it('marks each return to the first file as a discontinuity and counts them', () => {
    const playlist = buildLivePlaylist(at(603), '360', set);
    // Segments 295..300: 297 and 300 start a loop; 295 is in loop 98.
    expect(playlist).toContain('#EXT-X-MEDIA-SEQUENCE:295');
    expect(playlist).toContain('#EXT-X-DISCONTINUITY-SEQUENCE:98');
    expect(playlist.match(/#EXT-X-DISCONTINUITY\n/g)).toHaveLength(2);
  });

  it('slides by one segment as the clock passes one', () => {
    const before = buildLivePlaylist(at(605.9), '360', set);
    const after = buildLivePlaylist(at(606.1), '360', set);
    expect(before).toContain('#EXT-X-MEDIA-SEQUENCE:296');
    expect(after).toContain('#EXT-X-MEDIA-SEQUENCE:297');
  });

  it('the replay is every segment once, finished; the master lists each quality level', () => {
    const replay = buildReplayPlaylist('360', set);
    expect(uris(replay)).toEqual(['/m/360/s0.ts', '/m/360/s1.ts', '/m/360/s2.ts']);
    expect(replay).toContain('#EXT-X-ENDLIST');
    const master = buildMasterPlaylist((name) => `/v/${name}.m3u8`, set);
    expect(master).toContain('#EXT-X-STREAM-INF:BANDWIDTH=700000,RESOLUTION=640x360\n/v/360.m3u8');
  });
});
