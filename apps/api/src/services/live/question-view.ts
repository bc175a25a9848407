import type { Lang } from '@roadshow/contracts/locale';
import type { LiveQuestion } from '@roadshow/contracts/live';
import type { QuestionRow } from '../../repositories/live-repository.ts';
import { localize } from '../i18n/localize.ts';

/**
 * A question as the room shows it. An anonymous question never carries the asker's name, not even
 * to the sponsor; the answer's place on the replay timeline is counted from the recording's start.
 */
export function toQuestionView(
  row: QuestionRow,
  options: { lang: Lang; userId: string | null; upvoted: ReadonlySet<number>; recordingStartedAt: Date | null },
): LiveQuestion {
  const answered = row.answerText !== null && row.answeredAt !== null;
  const start = options.recordingStartedAt;
  return {
    questionId: row.id,
    guestId: row.guestId,
    guestName: localize(options.lang, row.guestNameZh, row.guestNameEn, row.guestNameTc),
    text: row.text,
    anonymous: row.anonymous,
    askerName: row.anonymous ? null : row.askerName,
    state: row.state as LiveQuestion['state'],
    upvotes: row.upvotes,
    upvoted: options.upvoted.has(row.id),
    mine: options.userId !== null && row.userId === options.userId,
    pinned: row.pinnedAt !== null,
    createdAt: row.createdAt.toISOString(),
    answer: answered
      ? {
          text: row.answerText!,
          publishedAt: row.answeredAt!.toISOString(),
          replayOffset:
            start === null ? null : Math.max(0, Math.round((row.answeredAt!.getTime() - start.getTime()) / 1000)),
        }
      : null,
  };
}
