import { and, asc, count, desc, eq, gte, inArray, lt, not, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '@roadshow/db/client';
import { activities, companies, industries } from '@roadshow/db/schema';
import { cardColumns, statusOrder, type ActivityRow } from './activity-repository.ts';

/** A search over the published roadshows: folded terms (all must match) and filters. */
export interface RoadshowSearch {
  /** Folded search words; empty means no text condition. */
  terms: string[];
  squareType?: number;
  statuses?: number[];
  industryCode?: string;
  startFrom?: Date;
  /** Exclusive upper bound of start_at. */
  startBefore?: Date;
  offset: number;
  limit: number;
}

export interface IndustryRow {
  code: string;
  nameZh: string;
  nameEn: string | null;
  nameTc: string | null;
}

/** LIKE's default escape character is the backslash: user text matches only literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

const TWO_HAN = /^\p{Script=Han}{2}$/u;

/**
 * One search word as a condition on a search_text column (activities' or companies'). Two Han
 * characters are looked up among the stored bigram words (LIKE '% 业绩 %'), which gives pg_trgm
 * trigrams to find in its index; any other word is a plain substring (LIKE '%word%'). Both are
 * parameters, never SQL text.
 */
export function termCondition(term: string, column: AnyColumn = activities.searchText): SQL {
  const pattern = TWO_HAN.test(term) ? `% ${term} %` : `%${escapeLike(term)}%`;
  return sql`${column} like ${pattern}`;
}

/**
 * search_text holds the titles first and the rest (company, code, pinyin, guests) after this
 * character, which fold() never leaves in a search word.
 */
export const PRIMARY_SECTION_END = '\t';

/**
 * Relevance before time: the whole entry as typed in a title, then anywhere (a guest's full
 * name beats an activity that has the two words apart), then how many words hit a title.
 */
function rankOrder(terms: string[]): SQL[] {
  if (terms.length === 0) return [];
  const text = activities.searchText;
  const inTitle = (word: string) =>
    sql`(position(${word} in ${text}) between 1 and position(${PRIMARY_SECTION_END} in ${text}))::int`;
  const titleHits = desc(sql.join(terms.map(inTitle), sql` + `));
  if (terms.length === 1) return [titleHits];
  const phrase = terms.join(' ');
  return [desc(inTitle(phrase)), desc(sql`(position(${phrase} in ${text}) > 0)::int`), titleHits];
}

/**
 * The same match as termCondition, written with strpos, which no trigram index serves: the planner
 * then walks activities_status_order_idx in the home lists' order, checks each row and stops at the
 * end of the page. Used only when the capped count showed the words are common (decision 037).
 */
function termFilter(term: string): SQL {
  const needle = TWO_HAN.test(term) ? ` ${term} ` : term;
  return sql`strpos(${activities.searchText}, ${needle}) > 0`;
}

/** Every word is in a title (the part of search_text before PRIMARY_SECTION_END). */
function allInTitles(terms: string[]): SQL {
  const text = activities.searchText;
  return sql.join(
    terms.map((word) => sql`(position(${word} in ${text}) between 1 and position(${PRIMARY_SECTION_END} in ${text}))`),
    sql` and `,
  );
}

/** Everything but the words: kind, publication and the filters. */
function filterConditions(db: Db, search: RoadshowSearch): SQL[] {
  const where: SQL[] = [eq(activities.kind, 'roadshow'), eq(activities.published, true)];
  if (search.squareType !== undefined) where.push(eq(activities.squareType, search.squareType));
  if (search.statuses) where.push(inArray(activities.meetingStatus, search.statuses));
  if (search.industryCode !== undefined) {
    // A subquery rather than a join: the page and count queries then read activities alone.
    const industry = db.select({ id: industries.id }).from(industries).where(eq(industries.code, search.industryCode));
    const owners = db.select({ id: companies.id }).from(companies).where(inArray(companies.industryId, industry));
    where.push(inArray(activities.companyId, owners));
  }
  if (search.startFrom) where.push(gte(activities.startAt, search.startFrom));
  if (search.startBefore) where.push(lt(activities.startAt, search.startBefore));
  return where;
}

function conditions(db: Db, search: RoadshowSearch): SQL[] {
  return [...filterConditions(db, search), ...search.terms.map((term) => termCondition(term))];
}

/** Which matches a walk in status order visits: those with every word in a title, or the others. */
export type TitleGroup = 'titles' | 'rest';

export function createSearchRepository(db: Db) {
  /** The card columns (and the company join) for the page's rows alone, in the given order. */
  async function rowsByIds(ids: number[]): Promise<ActivityRow[]> {
    if (ids.length === 0) return [];
    const rows = await db
      .select(cardColumns)
      .from(activities)
      .leftJoin(companies, eq(companies.id, activities.companyId))
      .where(inArray(activities.id, ids));
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  return {
    /**
     * One page of matches: title hits first, then live, upcoming soonest, finished most recent.
     * The ordering runs over ids and sort keys only; the card columns (and the company join) are
     * read for the page's rows alone, which matters when a broad word matches half the table.
     */
    async searchRoadshows(search: RoadshowSearch): Promise<ActivityRow[]> {
      const page = await db
        .select({ id: activities.id })
        .from(activities)
        .where(and(...conditions(db, search)))
        .orderBy(...rankOrder(search.terms), ...statusOrder, asc(activities.id))
        .limit(search.limit)
        .offset(search.offset);
      return rowsByIds(page.map((row) => row.id));
    },

    /**
     * One stretch of the matches of one title group, in status order, without sorting them all:
     * the walk over activities_status_order_idx stops after offset + limit matches. Fast when the
     * words are common (the caller's capped count says so); a rare word would walk the whole table.
     */
    async walkRoadshowIds(search: RoadshowSearch, group: TitleGroup, offset: number, limit: number) {
      if (limit <= 0) return [];
      const inTitles = allInTitles(search.terms);
      const rows = await db
        .select({ id: activities.id })
        .from(activities)
        .where(
          and(
            ...filterConditions(db, search),
            ...search.terms.map(termFilter),
            group === 'titles' ? inTitles : not(inTitles),
          ),
        )
        .orderBy(...statusOrder, asc(activities.id))
        .limit(limit)
        .offset(offset);
      return rows.map((row) => row.id);
    },

    /** Card rows for these ids, in this order. */
    roadshowsByIds: (ids: number[]) => rowsByIds(ids),

    /**
     * How many roadshows match, counting no further than cap: a word in half the table costs cap
     * row checks, not a scan of every match (decision 037). With titlesOnly, only the matches that
     * have every word in a title.
     */
    async countRoadshowsUpTo(search: RoadshowSearch, cap: number, titlesOnly = false): Promise<number> {
      if (cap <= 0) return 0;
      const where = titlesOnly
        ? [...filterConditions(db, search), ...search.terms.map(termFilter), allInTitles(search.terms)]
        : conditions(db, search);
      // LIMIT lets a common word stop after cap matches (a sequential scan finds them at once);
      // for a rare word the planner takes the trigram bitmap, as for the page itself.
      const capped = db
        .select({ one: sql`1` })
        .from(activities)
        .where(and(...where))
        .limit(cap)
        .as('capped');
      const [row] = await db.select({ n: count() }).from(capped);
      return row?.n ?? 0;
    },

    async industries(): Promise<IndustryRow[]> {
      return db
        .select({
          code: industries.code,
          nameZh: industries.nameZh,
          nameEn: industries.nameEn,
          nameTc: industries.nameTc,
        })
        .from(industries)
        .orderBy(asc(industries.id));
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
