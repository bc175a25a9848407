import type { Lang } from '@roadshow/contracts/locale';
import type { ApiContext } from '../../context.ts';
import { toActivityCards } from './to-activity-cards.ts';

const HOME_LIMIT = 6;

export async function listOfflineResearch(ctx: Pick<ApiContext, 'repos'>, input: { lang: Lang }) {
  const { activities } = ctx.repos;
  const rows = await activities.listCards({ kind: 'offlineResearch', order: 'status', limit: HOME_LIMIT });
  return { offlineResearchList: await toActivityCards(activities, rows, input.lang) };
}
