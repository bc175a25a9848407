import type { Lang } from '@roadshow/contracts/locale';
import type { ApiContext } from '../../context.ts';
import { toActivityCards } from './to-activity-cards.ts';

const LIMIT = 8;

export async function listRecommendedRoadshows(ctx: Pick<ApiContext, 'repos'>, input: { lang: Lang }) {
  const { activities } = ctx.repos;
  const rows = await activities.listCards({ kind: 'roadshow', recommended: true, order: 'status', limit: LIMIT });
  return { activityManageList: await toActivityCards(activities, rows, input.lang) };
}
