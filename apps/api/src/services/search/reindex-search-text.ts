import type { ApiContext } from '../../context.ts';
import type {
  ActivitySourceRow,
  CompanySourceRow,
  GuestSourceRow,
  IndexScope,
} from '../../repositories/search-index-repository.ts';
import { openToEveryone } from '../activity/decide-access.ts';
import { invalidateActivityCaches } from '../cache/invalidate-activity-caches.ts';
import { buildActivitySearchText, buildCompanySearchText, type CompanySearchSource } from './build-search-text.ts';

/** Rows per read and per UPDATE: big enough that 100,000 activities take a few hundred statements. */
const BATCH_SIZE = 1000;

export interface ReindexCounts {
  companies: number;
  activities: number;
}

function toCompanySource(row: CompanySourceRow): CompanySearchSource {
  return {
    code: row.code,
    name: { zh: row.nameZh, en: row.nameEn, tc: row.nameTc },
    shortName: { zh: row.shortNameZh, en: row.shortNameEn, tc: row.shortNameTc },
    industry: row.industryZh === null ? null : { zh: row.industryZh, en: row.industryEn, tc: row.industryTc },
  };
}

function activityText(row: ActivitySourceRow, guests: GuestSourceRow[]): string {
  return buildActivitySearchText({
    title: { zh: row.titleZh, en: row.titleEn, tc: row.titleTc },
    company: row.company ? toCompanySource(row.company) : null,
    guests: guests.map((guest) => ({ zh: guest.nameZh, en: guest.nameEn, tc: guest.nameTc })),
  });
}

/** Reads a table in id order, BATCH_SIZE rows at a time, until a short batch says it is done. */
async function forEachBatch<T extends { id: number }>(
  read: (afterId: number) => Promise<T[]>,
  handle: (rows: T[]) => Promise<void>,
): Promise<number> {
  let afterId = 0;
  let total = 0;
  for (;;) {
    const rows = await read(afterId);
    if (rows.length > 0) await handle(rows);
    total += rows.length;
    const last = rows.at(-1);
    if (!last || rows.length < BATCH_SIZE) return total;
    afterId = last.id;
  }
}

/**
 * (Re)computes search_text in JS (pinyin and script folding have no SQL equivalent here) and writes
 * it back in batches. Scope: everything by default; given companies also re-index their
 * activities, whose text carries the company's names. Clears the cached searches afterwards.
 */
export async function reindexSearchText(
  ctx: Pick<ApiContext, 'repos'> & Partial<Pick<ApiContext, 'cache'>>,
  scope: IndexScope = {},
): Promise<ReindexCounts> {
  const index = ctx.repos.searchIndex;
  const indexCompanies = scope.activityIds === undefined || scope.companyIds !== undefined;
  const companies = indexCompanies
    ? await forEachBatch(
        (afterId) => index.companySources(scope, afterId, BATCH_SIZE),
        (rows) =>
          index.writeCompanySearchText(
            rows.map((row) => ({ id: row.id, searchText: buildCompanySearchText(toCompanySource(row)) })),
          ),
      )
    : 0;
  const activities = await forEachBatch(
    (afterId) => index.activitySources(scope, afterId, BATCH_SIZE),
    async (rows) => {
      const guests = new Map<number, GuestSourceRow[]>();
      // Guests of list-gated activities are not searchable: a hit would tell who is on the list.
      const open = rows.filter((row) => openToEveryone(row.accessMode, 'guests')).map((row) => row.id);
      for (const guest of await index.guestSources(open)) {
        guests.set(guest.activityId, [...(guests.get(guest.activityId) ?? []), guest]);
      }
      await index.writeActivitySearchText(
        rows.map((row) => ({ id: row.id, searchText: activityText(row, guests.get(row.id) ?? []) })),
      );
    },
  );
  if (ctx.cache && companies + activities > 0) await invalidateActivityCaches(ctx.cache);
  return { companies, activities };
}
