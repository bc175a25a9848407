import { hashLivePassword } from '../live-password.ts';
import type { activityLive, liveFiles } from '../schema.ts';
import type { ActivitySeedRow } from './build-activities.ts';

/** The demo live password of the seeded rooms that ask for one (README, e2e). */
export const DEMO_LIVE_PASSWORD = 'live2026';

/**
 * A live room for every seeded roadshow that is live or has its replay: the sandbox stream, the
 * interaction on, and a poster and a slide deck in the panel. Every second live room asks for the
 * demo password, so the demo shows both kinds.
 */
export function buildLiveRooms(rows: readonly ActivitySeedRow[], activityIds: readonly number[]) {
  const passwordHash = hashLivePassword(DEMO_LIVE_PASSWORD);
  const rooms: (typeof activityLive.$inferInsert)[] = [];
  const files: (typeof liveFiles.$inferInsert)[] = [];
  let live = 0;
  rows.forEach((row, i) => {
    const { kind, meetingStatus, startAt } = row.activity;
    const activityId = activityIds[i];
    if (kind !== 'roadshow' || (meetingStatus !== 1 && meetingStatus !== 2) || activityId === undefined) return;
    const asksPassword = meetingStatus === 1 && live++ % 2 === 0;
    rooms.push({
      activityId,
      passwordHash: asksPassword ? passwordHash : null,
      streamName: 'demo',
      captionsUrl: '/media/live/captions.vtt',
      recordingStartedAt: startAt,
    });
    files.push(
      {
        activityId,
        kind: 'poster',
        nameZh: '活动海报',
        nameEn: 'Event poster',
        nameTc: '活動海報',
        url: `/media/covers/cover-${(i % 12) + 1}.svg`,
        mimeType: 'image/svg+xml',
        sort: 0,
      },
      {
        activityId,
        kind: 'file',
        nameZh: '投资者交流演示材料',
        nameEn: 'Investor presentation',
        nameTc: '投資者交流演示材料',
        url: '/media/banners/banner-1.svg',
        mimeType: 'image/svg+xml',
        sort: 1,
      },
    );
  });
  return { rooms, files };
}
