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
 * Counting stops here: the answer says "1,000+" (totalCapped) rather than checking every match of
 * a word found in half the table (decision 037). Each counted match is one row check (~1–10 µs,
 * more on a loaded machine), so the cap is what keeps a common word's search in budget.
 */
export const SEARCH_COUNT_CAP = 1_000;

/**
 * From this many matches on, the words are common enough that walking the status-order index and
 * checking each row finds a page sooner than sorting every match (1 row in 100 of 100,000 matches).
 * Equal to the cap: a capped total means the walk.
 */
export const BROAD_SEARCH_FROM = 1_000;

/** The two thresholds above; tests lower them to exercise both paths on the small seed. */
export interface SearchLimits {
  countCap: number;
  broadFrom: number;
}

type SearchContext = Pick<ApiContext, 'repos'> & Partial<Pick<ApiContext, 'cache'>>;

/**
 * The number of matches up to countCap + 1, shared by every page and language of one search:
 * paging through a broad word counts its first matches once, not once per page.
 */
async function countMatches(ctx: SearchContext, plan: SearchPlan, search: RoadshowSearch, limits: SearchLimits) {
  const count = () => ctx.repos.search.countRoadshowsUpTo(search, limits.countCap + 1);
  if (!ctx.cache) return count();
  const key = searchCacheKey('count', '-', { ...plan, page: undefined, pageSize: undefined, cap: limits.countCap });
  return ctx.cache.getOrLoad(key, count);
}

/**
 * One page of a broad search without ranking every match: the matches with every word in a title
 * come first, then the others, each group in the home lists' status order, each walked from the
 * status-order index. For one word this is exactly the order of the full ranking; for several it
 * is coarser (decision 037).
 */
async function pageOfBroadSearch(ctx: SearchContext, search: RoadshowSearch) {
  const { search: repo } = ctx.repos;
  const titled = await repo.walkRoadshowIds(search, 'titles', search.offset, search.limit);
  if (titled.length === search.limit) return repo.roadshowsByIds(titled);
  // Where the title group ends decides where the rest starts on this page.
  const titledCount =
    titled.length > 0 ? search.offset + titled.length : await repo.countRoadshowsUpTo(search, search.offset, true);
  const rest = await repo.walkRoadshowIds(
    search,
    'rest',
    Math.max(0, search.offset - titledCount),
    search.limit - titled.length,
  );
  return repo.roadshowsByIds([...titled, ...rest]);
}

/**
 * The roadshow square's search: one page of published roadshows, with the title matches marked.
 * Without a cache in ctx (the benchmark) every call goes to the database. The count comes first
 * and is capped: under broadFrom matches, the page is the full ranking of decision 008; from it
 * on, the index walk above.
 */
export async function searchActivities(
  ctx: SearchContext,
  plan: SearchPlan,
  lang: Lang,
  limits: SearchLimits = { countCap: SEARCH_COUNT_CAP, broadFrom: BROAD_SEARCH_FROM },
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
  const counted = await countMatches(ctx, plan, search, limits);
  const broad = plan.terms.length > 0 && counted >= limits.broadFrom;
  const rows = broad ? await pageOfBroadSearch(ctx, search) : await ctx.repos.search.searchRoadshows(search);
  const cards = await toActivityCards(ctx.repos.activities, rows, lang);
  return {
    total: Math.min(counted, limits.countCap),
    totalCapped: counted > limits.countCap,
    page: plan.page,
    pageSize: plan.pageSize,
    roadShowSquareList: cards.map((card) => ({ ...card, titleMatches: findTitleMatches(card.title, plan.terms) })),
  };
}
