import type { SquareTabs } from '@roadshow/contracts/home';
import { SquareTab } from '@roadshow/contracts/tabs';
import type { Lang } from '@roadshow/contracts/locale';
import type { ApiContext } from '../../context.ts';
import { toActivityCards } from './to-activity-cards.ts';

const HOME_LIMIT = 8;

/** The home page's preview of the roadshow square for one tab (1 all, 2 performance, 4 other). */
export async function listSquareRoadshows(ctx: Pick<ApiContext, 'repos'>, input: { lang: Lang; tab: number }) {
  const { activities } = ctx.repos;
  const rows = await activities.listCards({
    kind: 'roadshow',
    squareType: input.tab === SquareTab.All ? undefined : input.tab,
    order: 'status',
    limit: HOME_LIMIT,
  });
  return { roadShowSquareList: await toActivityCards(activities, rows, input.lang) };
}

/** Spec §7 getRoadShowSquareTab: which of the three tabs have anything to show. */
export async function getSquareTabs(ctx: Pick<ApiContext, 'repos'>): Promise<SquareTabs> {
  const present = await ctx.repos.activities.squareTypesPresent();
  return {
    all: present.length > 0,
    performance: present.includes(SquareTab.Performance),
    other: present.includes(SquareTab.Other),
  };
}
