import { hashLivePassword } from '../live-password.ts';
import type { activityLive, liveAnswers, liveFiles, liveQuestions } from '../schema.ts';
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

const REPLAY_QUESTIONS = [
  {
    at: 1,
    question: { zh: '本季度毛利率提升的主要原因是什么？', en: 'What drove the higher gross margin this quarter?' },
    answer: { zh: '主要来自产品结构优化和规模效应。', en: 'Mainly a better product mix and economies of scale.' },
  },
  {
    at: 4,
    question: { zh: '明年的资本开支计划如何？', en: 'What are the capital expenditure plans for next year?' },
    answer: { zh: '将保持稳定，重点投向研发和产能升级。', en: 'Stable, focused on R&D and upgrading capacity.' },
  },
] as const;

/**
 * Two answered questions on each replay room, published 1 s and 4 s into its recording, so the
 * replay's "play from mm:ss" links land inside the short demo video. Asked of the room's first guest.
 */
export function buildReplayQuestions(
  rooms: readonly (typeof activityLive.$inferInsert)[],
  firstGuest: ReadonlyMap<number, number>,
  statusOf: ReadonlyMap<number, number>,
) {
  const rows: {
    question: typeof liveQuestions.$inferInsert;
    answer: Omit<typeof liveAnswers.$inferInsert, 'questionId'>;
  }[] = [];
  for (const room of rooms) {
    const guestId = firstGuest.get(room.activityId);
    const start = room.recordingStartedAt;
    if (statusOf.get(room.activityId) !== 2 || guestId === undefined || !start) continue;
    REPLAY_QUESTIONS.forEach((item, i) => {
      const at = new Date(start.getTime() + item.at * 1000);
      rows.push({
        question: {
          activityId: room.activityId,
          userId: `seed-investor-${i + 1}`,
          askerName: i === 0 ? '投资者' : 'Investor',
          guestId,
          text: i === 0 ? item.question.zh : item.question.en,
          anonymous: i === 1,
          state: 'answered',
          createdAt: new Date(at.getTime() - 60_000),
        },
        answer: { text: i === 0 ? item.answer.zh : item.answer.en, answeredBy: 'seed-sponsor', publishedAt: at },
      });
    });
  }
  return rows;
}
