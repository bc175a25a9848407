import type { Lang } from '@roadshow/contracts/locale';
import type { SearchActivitiesResult, searchActivitiesQuerySchema } from '@roadshow/contracts/search';
import type { z } from 'zod';
import type { ApiContext } from '../../context.ts';
import type { RoadshowSearch } from '../../repositories/search-repository.ts';
import { searchCacheKey } from '../cache/cache-keys.ts';
import { toActivityCards } from '../home/to-activity-cards.ts';
import { chinaDayRange } from './china-day-range.ts';
import { findTitleMatches } from './find-title-matches.ts';
import { searchTerms } from './search-terms.ts';

export type SearchActivitiesInput = z.output<typeof searchActivitiesQuerySchema>;

/** A validated, normalized search: equal plans give equal answers, so a plan is also a cache key. */
export interface SearchPlan {
  terms: string[];
  squareType?: number;
  statuses?: number[];
  industryCode?: string;
  startFrom?: string;
  startTo?: string;
  page: number;
  pageSize: number;
}

/** Folds the words and sorts the statuses, so "業績" and "业绩", or "2,1" and "1,2", share one plan. */
export function planSearch(input: SearchActivitiesInput): SearchPlan {
  // Refuses impossible dates (2026-02-30) before anything is cached or queried.
  chinaDayRange(input.startFrom, input.startTo);
  return {
    terms: searchTerms(input.searchValue),
    squareType: input.tab === 1 ? undefined : input.tab,
    statuses: input.status ? [...input.status].sort((a, b) => a - b) : undefined,
    industryCode: input.industry || undefined,
    startFrom: input.startFrom,
    startTo: input.startTo,
    page: input.page,
    pageSize: input.pageSize,
  };
}

/**
 * The number of matches, shared by every page and language of one search: paging through a broad
 * word (说明会 matches most roadshows) scans its matches once, not once per page.
 */
async function countMatches(
  ctx: Pick<ApiContext, 'repos'> & Partial<Pick<ApiContext, 'cache'>>,
  plan: SearchPlan,
  search: RoadshowSearch,
) {
  const count = () => ctx.repos.search.countRoadshows(search);
  if (!ctx.cache) return count();
  const key = searchCacheKey('count', '-', { ...plan, page: undefined, pageSize: undefined });
  return Number(await ctx.cache.getOrLoad(key, async () => String(await count())));
}

/**
 * The roadshow square's search: one page of published roadshows, with the title matches marked.
 * Without a cache in ctx (the benchmark) every call goes to the database.
 */
export async function searchActivities(
  ctx: Pick<ApiContext, 'repos'> & Partial<Pick<ApiContext, 'cache'>>,
  plan: SearchPlan,
  lang: Lang,
): Promise<SearchActivitiesResult> {
  const offset = (plan.page - 1) * plan.pageSize;
  const search: RoadshowSearch = {
    terms: plan.terms,
    squareType: plan.squareType,
    statuses: plan.statuses,
    industryCode: plan.industryCode,
    ...chinaDayRange(plan.startFrom, plan.startTo),
    offset,
    limit: plan.pageSize,
  };
  const rows = await ctx.repos.search.searchRoadshows(search);
  // A short, non-empty page (or an empty first page) already tells the total: no count query.
  const lastPage = rows.length < plan.pageSize && (rows.length > 0 || offset === 0);
  const total = lastPage ? offset + rows.length : await countMatches(ctx, plan, search);
  const cards = await toActivityCards(ctx.repos.activities, rows, lang);
  return {
    total,
    page: plan.page,
    pageSize: plan.pageSize,
    roadShowSquareList: cards.map((card) => ({ ...card, titleMatches: findTitleMatches(card.title, plan.terms) })),
  };
}
