import type { topics } from '../schema.ts';
import { atChinaTime } from './china-time.ts';
import type { Localize } from './localized-columns.ts';
import type { ReportPeriod } from './report-periods.ts';
import { TOPICS } from './topics-data.ts';

export function buildTopicRows(localize: Localize, now: Date, latest: ReportPeriod): (typeof topics.$inferInsert)[] {
  return TOPICS.map((topic, index) => ({
    ...localize('title', topic.title(latest)),
    ...localize('summary', topic.summary),
    coverUrl: `/media/covers/topic-${index + 1}.svg`,
    startAt: atChinaTime(now, topic.fromDay, 0),
    endAt: atChinaTime(now, topic.toDay, 23, 59),
    sort: index + 1,
  }));
}
