import { CLASS_PAGE_SIZE, type ClassPage } from '@roadshow/contracts/classes';
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

/** The open-class page: one tab, live first, then upcoming soonest, then the most recent past. */
export async function listClassPage(
  ctx: Pick<ApiContext, 'repos'>,
  input: { lang: Lang; tab: number; page: number },
): Promise<ClassPage> {
  const { activities } = ctx.repos;
  const query = { kind: 'openClass' as const, classCategory: input.tab === 1 ? undefined : input.tab };
  const [rows, total] = await Promise.all([
    activities.listCards({
      ...query,
      order: 'status',
      limit: CLASS_PAGE_SIZE,
      offset: (input.page - 1) * CLASS_PAGE_SIZE,
    }),
    activities.countCards(query),
  ]);
  return {
    total,
    page: input.page,
    pageSize: CLASS_PAGE_SIZE,
    classList: await toActivityCards(activities, rows, input.lang),
  };
}
