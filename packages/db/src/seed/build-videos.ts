import type { financialVideos } from '../schema.ts';
import { atChinaTime, toBusinessDay } from './china-time.ts';
import type { CompanySeed } from './companies-data.ts';
import type { Localize } from './localized-columns.ts';
import type { Random } from './random.ts';
import type { ReportPeriod } from './report-periods.ts';

export const VIDEO_COUNT = 12;

/** The demo video every seeded video plays (H.264/AAC MP4 made once with ffmpeg; decision 014). */
export const DEMO_VIDEO_URL = '/media/videos/demo.mp4';
export const DEMO_VIDEO_SECONDS = 6;

// Latest season first: six videos on it, then three on each earlier season, as days before now.
// Days are at least three apart so the weekend shift in toBusinessDay never lands two on one day.
const SCHEDULE: readonly { periodIndex: 0 | 1 | 2; daysAgo: number }[] = [
  { periodIndex: 0, daysAgo: 1 },
  { periodIndex: 0, daysAgo: 4 },
  { periodIndex: 0, daysAgo: 7 },
  { periodIndex: 0, daysAgo: 10 },
  { periodIndex: 0, daysAgo: 14 },
  { periodIndex: 0, daysAgo: 18 },
  { periodIndex: 1, daysAgo: 60 },
  { periodIndex: 1, daysAgo: 66 },
  { periodIndex: 1, daysAgo: 72 },
  { periodIndex: 2, daysAgo: 150 },
  { periodIndex: 2, daysAgo: 158 },
  { periodIndex: 2, daysAgo: 165 },
];

export function buildVideoRows(
  random: Random,
  localize: Localize,
  now: Date,
  companies: readonly CompanySeed[],
  companyIds: readonly number[],
  periods: readonly ReportPeriod[],
): (typeof financialVideos.$inferInsert)[] {
  const chosen = random.sample(
    companies.map((_, index) => index),
    VIDEO_COUNT,
  );
  return SCHEDULE.map(({ periodIndex, daysAgo }, n) => {
    // Drawn and then set aside: the rows keep the length of the file they really play, and the
    // draws after this one (times, counts, later tables) stay what they were.
    random.int(300, 1_800);
    const companyIndex = chosen[n] ?? 0;
    const company = companies[companyIndex];
    const period = periods[periodIndex];
    if (!company || !period) throw new Error('seed videos: missing company or period');
    return {
      companyId: companyIds[companyIndex] ?? 0,
      reportKind: period.reportKind,
      ...localize('title', {
        zh: `${company.shortName.zh}${period.reportZh}解读`,
        en: `${company.shortName.en} ${period.reportEn} Explained`,
      }),
      coverUrl: `/media/covers/video-${n + 1}.svg`,
      videoUrl: DEMO_VIDEO_URL,
      durationSeconds: DEMO_VIDEO_SECONDS,
      publishedAt: atChinaTime(now, toBusinessDay(now, -daysAgo), random.int(9, 17), random.pick([0, 15, 30, 45])),
      viewCount: random.int(500, 30_000),
    };
  });
}
