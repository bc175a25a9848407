import type { Lang } from '@roadshow/contracts/locale';
import { MY_CENTER_PAGE_SIZE, type MyQuestion } from '@roadshow/contracts/my-center';
import type { SessionUser } from '@roadshow/contracts/identity';
import type { ApiContext } from '../../context.ts';
import { localize } from '../i18n/localize.ts';

/**
 * The user's questions across every live room, with the answers published so far. Questions the
 * sponsor hid stay listed for their author (state hidden): it is their own text.
 */
export async function listMyQuestions(
  ctx: Pick<ApiContext, 'repos'>,
  user: SessionUser,
  input: { page: number },
  lang: Lang,
) {
  const page = { limit: MY_CENTER_PAGE_SIZE, offset: (input.page - 1) * MY_CENTER_PAGE_SIZE };
  const [rows, total] = await Promise.all([
    ctx.repos.myCenter.questions(user.userId, page),
    ctx.repos.myCenter.questionCount(user.userId),
  ]);
  const answers = await ctx.repos.myCenter.answersOf(rows.map((row) => row.questionId));
  const questionList: MyQuestion[] = rows.map((row) => ({
    questionId: row.questionId,
    activityId: row.activityId,
    activityTitle: localize(lang, row.titleZh, row.titleEn, row.titleTc),
    text: row.text,
    anonymous: row.anonymous,
    state: row.state as MyQuestion['state'],
    guestName: localize(lang, row.guestZh, row.guestEn, row.guestTc),
    askedAt: row.createdAt.toISOString(),
    answers: answers
      .filter((answer) => answer.questionId === row.questionId)
      .map((answer) => ({ text: answer.text, publishedAt: answer.publishedAt.toISOString() })),
  }));
  return { total, page: input.page, pageSize: MY_CENTER_PAGE_SIZE, questionList };
}
