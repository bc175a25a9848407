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

/** The thresholds above; tests move them to exercise every path on the small seed. */
export interface SearchLimits {
  countCap: number;
  broadFrom: number;
  /** SPARSE_TITLES_SHARE unless given (above 1: the title index always; 0: never). */
  titleIndexBelow?: number;
}

type SearchContext = Pick<ApiContext, 'repos'> & Partial<Pick<ApiContext, 'cache'>>;

/**
 * The number of matches up to countCap + 1 and, when every match was found, the page in the full
 * ranking (one statement). A search already known to be broad (its count is in the cache, shared
 * by every page and language of one search) skips the statement: its pages are walked.
 */
async function countAndRank(ctx: SearchContext, plan: SearchPlan, search: RoadshowSearch, limits: SearchLimits) {
  const upTo = limits.countCap + 1;
  const key = searchCacheKey('count', '-', { ...plan, page: undefined, pageSize: undefined, cap: limits.countCap });
  const known = ctx.cache?.peek<number>(key);
  if (known !== undefined && known >= upTo) return { total: known, titledShare: null, rows: [] };
  const ranked = await ctx.repos.search.rankedPageUpTo(search, upTo);
  if (ctx.cache && ranked.total >= upTo) await ctx.cache.getOrLoad(key, () => Promise.resolve(ranked.total));
  return ranked;
}

/**
 * Below this share of title matches among the counted matches, a broad search's title group is
 * read through the title index instead of walked (decision 070): walking finds a page only after
 * about limit / (title matches / table) rows, the index after the title matches themselves.
 */
export const SPARSE_TITLES_SHARE = 0.1;

/** At most this many title matches are read through the title index before the walk takes over. */
const TITLE_INDEX_CAP = 2_000;

/**
 * One page of a broad search without ranking every match: the matches with every word in a title
 * come first, then the others, each group in the home lists' status order, each walked from the
 * status-order index (the title group read from the title index when title matches are sparse).
 * For one word this is exactly the order of the full ranking; for several it is coarser
 * (decision 037).
 */
async function pageOfBroadSearch(
  ctx: SearchContext,
  search: RoadshowSearch,
  titledShare: number | null,
  limits: SearchLimits,
) {
  const { search: repo } = ctx.repos;
  const sparse = titledShare !== null && titledShare < (limits.titleIndexBelow ?? SPARSE_TITLES_SHARE);
  const titled =
    (sparse ? await repo.titledPageFromIndex(search, search.offset, search.limit, TITLE_INDEX_CAP) : null) ??
    (await repo.walkRoadshows(search, 'titles', search.offset, search.limit));
  if (titled.length === search.limit) return titled;
  // Where the title group ends decides where the rest starts on this page.
  const titledCount =
    titled.length > 0 ? search.offset + titled.length : await repo.countRoadshowsUpTo(search, search.offset, true);
  const rest = await repo.walkRoadshows(
    search,
    'rest',
    Math.max(0, search.offset - titledCount),
    search.limit - titled.length,
  );
  return [...titled, ...rest];
}

/**
 * The roadshow square's search: one page of published roadshows, with the title matches marked.
 * Without a cache in ctx (the benchmark) every call goes to the database. The count is capped and
 * comes with the page when every match was found: under broadFrom matches, the page is the full
 * ranking of decision 008; from it on, the index walk above; with no words and more than the
 * cap, every match ranked in status order (an index walk too).
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
  const { total: counted, titledShare, rows: ranked } = await countAndRank(ctx, plan, search, limits);
  const broad = plan.terms.length > 0 && counted >= limits.broadFrom;
  const allFound = counted <= limits.countCap;
  const rows = broad
    ? await pageOfBroadSearch(ctx, search, titledShare, limits)
    : allFound
      ? ranked
      : await ctx.repos.search.searchRoadshows(search);
  const cards = await toActivityCards(ctx.repos.activities, rows, lang);
  return {
    total: Math.min(counted, limits.countCap),
    totalCapped: counted > limits.countCap,
    page: plan.page,
    pageSize: plan.pageSize,
    roadShowSquareList: cards.map((card) => ({ ...card, titleMatches: findTitleMatches(card.title, plan.terms) })),
  };
}
