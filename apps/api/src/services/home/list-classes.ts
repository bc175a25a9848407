import type { Lang } from '@roadshow/contracts/locale';
import type { ApiContext } from '../../context.ts';
import { toActivityCards } from './to-activity-cards.ts';

const HOME_LIMIT = 8;

/** Open classes for one tab: 1 all, otherwise the class category. */
export async function listClasses(ctx: Pick<ApiContext, 'repos'>, input: { lang: Lang; tab: number }) {
  const { activities } = ctx.repos;
  const rows = await activities.listCards({
    kind: 'openClass',
    classCategory: input.tab === 1 ? undefined : input.tab,
    order: 'status',
    limit: HOME_LIMIT,
  });
  return { roadShowSquareList: await toActivityCards(activities, rows, input.lang) };
}
