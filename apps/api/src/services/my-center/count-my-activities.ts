import type { Lang } from '@roadshow/contracts/locale';
import type { MyActivityCount } from '@roadshow/contracts/my-center';
import type { SessionUser } from '@roadshow/contracts/identity';
import type { ApiContext } from '../../context.ts';

/** Spec §7 "my activity count": the number on every tab of the personal center, in one call. */
export async function countMyActivities(
  ctx: Pick<ApiContext, 'repos' | 'myCenter'>,
  user: SessionUser,
  lang: Lang,
): Promise<MyActivityCount> {
  const query = { userId: user.userId, mobile: user.mobile, lang };
  const [roadshows, questions, bookings, questionnaires, orders] = await Promise.all([
    ctx.repos.myCenter.roadshowCounts(user.userId),
    ctx.repos.myCenter.questionCount(user.userId),
    ctx.myCenter.bookings.count(query),
    ctx.myCenter.questionnaires.count(query),
    ctx.myCenter.orders.count(query),
  ]);
  return { roadshows, questions, bookings, questionnaires, orders };
}
