import type { ActivityCard } from '@roadshow/contracts/home';
import type { Lang } from '@roadshow/contracts/locale';
import type { ApiContext } from '../../context.ts';
import { toActivityCards } from './to-activity-cards.ts';

const RECENT_FINISHED = 5;
const UPCOMING = 10;

/**
 * The home carousel's raw material: the most recent finished roadshows (replay and ended) and the
 * live and upcoming ones. The page orders them with orderForCarousel (spec §4).
 */
export async function listNearFutureRoadshows(ctx: Pick<ApiContext, 'repos'>, input: { lang: Lang }) {
  const { activities } = ctx.repos;
  const [finished, upcoming] = await Promise.all([
    activities.listCards({ kind: 'roadshow', statuses: [2, 3], order: 'startDesc', limit: RECENT_FINISHED }),
    activities.listCards({ kind: 'roadshow', statuses: [0, 1], order: 'startAsc', limit: UPCOMING }),
  ]);
  const rows = [...finished.reverse(), ...upcoming];
  const activityManageList: ActivityCard[] = await toActivityCards(activities, rows, input.lang);
  return { activityManageList };
}
