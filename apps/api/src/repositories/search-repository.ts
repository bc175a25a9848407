import { and, asc, count, desc, eq, gte, inArray, lt, not, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '@roadshow/db/client';
import {
  activities,
  companies,
  industries,
  searchFirstTwoSectionsOf,
  searchTitlesOf,
  searchWords,
} from '@roadshow/db/schema';
import {
  cardFromJson,
  cardJson,
  statusOrder,
  statusOrderKeysOf,
  statusOrderOf,
  type ActivityRow,
} from './activity-repository.ts';

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

/** A word of Latin letters and digits: found in no Han bigram, so in one of the named sections. */
const LATIN_WORD = /^[a-z0-9]+$/;

/**
 * An activity's condition for one search word. A Latin word is looked up where it can be, each
 * part exactly, without pg_trgm's candidates among the 100,000 activities (decisions 091, 092):
 * - titles and guests: search_words names the Latin words that contain it (a few thousand short
 *   rows, where a trigram look-alike costs little), and activities_latin_words_idx gives the
 *   activities holding one of them;
 * - the company's names and pinyin: found among the 5,000 companies rather than in the activities
 *   that repeat them, then activities_company_idx.
 * The word is in an activity's titles or guests exactly when it is inside one of their Latin words,
 * and the activity's third section is exactly its company's first two, so the answer is the same
 * as termCondition's. In one statement: a separate look-up cost more than it saved.
 */
function activityTermCondition(term: string): SQL {
  if (!LATIN_WORD.test(term)) return termCondition(term);
  const pattern = `%${term}%`;
  const words = sql`array(select ${searchWords.word} from ${searchWords} where ${searchWords.word} like ${pattern})`;
  // strpos, not LIKE, for the exact check: the planner estimates every LIKE from the column's
  // statistics, a cost paid on each search; the index condition is the one LIKE it needs.
  const owners = sql`array(select ${companies.id} from ${companies} where ${companies.searchText} like ${pattern} and strpos(${searchFirstTwoSectionsOf(companies.searchText)}, ${term}) > 0)`;
  return sql`(${activities.latinWords} && ${words} or ${activities.companyId} = any(${owners}))`;
}

/** The word is in the first section, written as the expression of its trigram index (decision 070). */
const firstSectionHas = (text: AnyPgColumn | SQL, word: string): SQL =>
  sql`${searchTitlesOf(text)} like ${`%${escapeLike(word)}%`}`;

/**
 * 1 when the word is in the first section of a search_text (an activity's titles, a company's
 * names and code), else 0. LIKE, not position(): LIKE compares UTF-8 bytes, while position()
 * counts the characters before each hit, a cost paid on every match ranked.
 */
export const inFirstSection = (text: AnyPgColumn | SQL, word: string): SQL =>
  sql`(${firstSectionHas(text, word)})::int`;

/**
 * Relevance before time: the whole entry as typed in a title, then anywhere (a guest's full
 * name beats an activity that has the two words apart), then how many words hit a title. Each
 * is a number to sort descending, over the search_text of `text` (a column or a subquery's).
 */
function relevance(terms: string[], text: AnyPgColumn | SQL): SQL[] {
  if (terms.length === 0) return [];
  const inTitle = (word: string) => inFirstSection(text, word);
  const titleHits = sql.join(terms.map(inTitle), sql` + `);
  if (terms.length === 1) return [titleHits];
  const phrase = terms.join(' ');
  return [inTitle(phrase), sql`(${text} like ${`%${escapeLike(phrase)}%`})::int`, titleHits];
}

const rankOrder = (terms: string[]): SQL[] => relevance(terms, activities.searchText).map((key) => desc(key));

/**
 * The same match as termCondition, written with strpos, which no trigram index serves: the planner
 * then walks activities_status_order_idx in the home lists' order, checks each row and stops at the
 * end of the page. Used only when the capped count showed the words are common (decision 037).
 */
function termFilter(term: string): SQL {
  const needle = TWO_HAN.test(term) ? ` ${term} ` : term;
  return sql`strpos(${activities.searchText}, ${needle}) > 0`;
}

/**
 * Every word is in a title (the first section of search_text), written as the
 * expression of activities_title_text_trgm_idx: a word that is rare in titles finds its title
 * matches through that index rather than by walking the status order (decision 070).
 */
function allInTitles(terms: string[]): SQL {
  return sql.join(
    terms.map((word) => firstSectionHas(activities.searchText, word)),
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
  return [...filterConditions(db, search), ...search.terms.map(activityTermCondition)];
}

/**
 * The conditions of a statement that stops after a number of matches (the capped count), with
 * each word's condition written twice (decision 084). PostgreSQL's planner (PGlite's is the same)
 * prices a LIKE check on search_text at a few hundredths of what it costs, so for a word it
 * estimates in more than ~9 % of the table it prefers a scan in table order that stops at the cap
 * (a check of 5,000-16,000 rows) to the trigram index (a few thousand postings and the cap's rows).
 * Twice the condition is twice the check in its estimate too: it takes the square of the word's
 * share, which moves the point where the scan wins to ~30 % of the table, where it does win. The
 * index rechecks the second condition only on the rows whose first one held. Of several words only
 * the first is written twice (decision 093): the planner multiplies the words' shares, so one
 * square already keeps a rare word's combination on the index and two common words on the scan,
 * and each LIKE written costs its estimate (~0.5 ms on PGlite) on every search.
 */
function cappedConditions(db: Db, search: RoadshowSearch): SQL[] {
  const steered = search.terms.find((term) => !LATIN_WORD.test(term));
  return [
    ...filterConditions(db, search),
    // A Latin word's condition is written once: its three index conditions need no steering.
    ...search.terms.flatMap((term) => {
      const condition = activityTermCondition(term);
      return term === steered ? [condition, condition] : [condition];
    }),
  ];
}

/** The capped count, the share of the counted matches with every word in a title, and the ranked page. */
export interface RankedPage {
  total: number;
  /** Of the matches counted, the share with every word in a title (null: none were read). */
  titledShare: number | null;
  /** Empty unless every match was found (total < upTo). */
  rows: ActivityRow[];
}

/** Which matches a walk in status order visits: those with every word in a title, or the others. */
export type TitleGroup = 'titles' | 'rest';

export function createSearchRepository(db: Db) {
  /** The card columns (and the company join) for the page's rows alone, in the given order. */
  async function rowsByIds(ids: number[]): Promise<ActivityRow[]> {
    if (ids.length === 0) return [];
    const rows = await db
      .select({ card: cardJson })
      .from(activities)
      .leftJoin(companies, eq(companies.id, activities.companyId))
      .where(inArray(activities.id, ids));
    const byId = new Map(rows.map(({ card }) => [card.id, cardFromJson(card)]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /**
   * How many roadshows match, counting no further than cap: a word in half the table costs cap
   * row checks, not a scan of every match (decision 037). With titlesOnly, only the matches that
   * have every word in a title.
   */
  async function countRoadshowsUpTo(search: RoadshowSearch, cap: number, titlesOnly = false): Promise<number> {
    if (cap <= 0) return 0;
    const where = titlesOnly
      ? [...filterConditions(db, search), allInTitles(search.terms)]
      : cappedConditions(db, search);
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
     * How many roadshows match, counting no further than upTo, and, when fewer than upTo match (so
     * every match was found), one page of them in the full ranking (relevance, then status order):
     * one statement, so a rare word's matches are found once (through the trigram index) rather
     * than once to count and once to rank. When upTo were found, the ranking is not computed (the
     * CASE skips it) and no page is returned: the caller walks the status-order index or ranks
     * every match (decision 037).
     */
    async rankedPageUpTo(search: RoadshowSearch, upTo: number): Promise<RankedPage> {
      // One word's relevance is whether it is in a title, which the count reads anyway: only
      // several words carry search_text (~420 bytes a row) through the windows and the sort.
      const several = search.terms.length > 1;
      const found = db
        .select({
          id: activities.id,
          searchText: (several ? sql<string>`${activities.searchText}` : sql<string>`null::text`).as('search_text'),
          meetingStatus: activities.meetingStatus,
          startAt: activities.startAt,
          inTitles: (search.terms.length > 0 ? allInTitles(search.terms) : sql<boolean>`false`).as('in_titles'),
        })
        .from(activities)
        .where(and(...cappedConditions(db, search)))
        .limit(upTo)
        .as('found');
      const counted = db
        .select({
          id: found.id,
          searchText: found.searchText,
          meetingStatus: found.meetingStatus,
          startAt: found.startAt,
          inTitles: found.inTitles,
          total: sql<number>`(count(*) over ())::int`.as('total'),
          titled: sql<number>`(count(*) filter (where ${found.inTitles}) over ())::int`.as('titled'),
        })
        .from(found)
        .as('counted');
      // No word, no relevance; one word, relevance(terms) is its in_titles.
      const relevanceKeys = several
        ? relevance(search.terms, sql`${counted.searchText}`)
        : search.terms.map(() => sql`${counted.inTitles}::int`);
      const allFound = sql`${counted.total} < ${upTo}`;
      // Every key is null once the count reached upTo: no page is returned then, and a sort of
      // equal keys is one pass over the rows rather than a sort of 1,001 of them.
      const order = [
        ...relevanceKeys.map((key) => ({ key, descending: true })),
        ...statusOrderKeysOf(counted.meetingStatus, counted.startAt),
        { key: counted.id, descending: false },
      ].map(
        ({ key, descending }) => sql`case when ${allFound} then ${key} end ${sql.raw(descending ? 'desc' : 'asc')}`,
      );
      const page = db
        .select({
          id: counted.id,
          total: counted.total,
          titled: counted.titled,
          place: sql<number>`row_number() over (order by ${sql.join(order, sql`, `)})`.as('place'),
        })
        .from(counted)
        .orderBy(sql`place`)
        .limit(search.limit)
        .offset(search.offset)
        .as('page');
      // The card columns are read for the page's rows alone, in the same statement.
      const rows = await db
        .select({ card: cardJson, total: page.total, titled: page.titled })
        .from(page)
        .innerJoin(activities, eq(activities.id, page.id))
        .leftJoin(companies, eq(companies.id, activities.companyId))
        // One row carries the count when no page is returned: the cards are not read for nothing.
        .where(sql`${page.total} < ${upTo} or ${page.place} = 1`)
        .orderBy(page.place);
      const [first] = rows;
      if (!first) {
        // A page past the end says nothing of the total: count on its own (rare: a stale link).
        return { total: search.offset > 0 ? await countRoadshowsUpTo(search, upTo) : 0, titledShare: null, rows: [] };
      }
      const total = Number(first.total);
      return {
        total,
        titledShare: Number(first.titled) / total,
        rows: total < upTo ? rows.map((row) => cardFromJson(row.card)) : [],
      };
    },

    /**
     * One page of the matches with every word in a title, in status order, found through the title
     * index rather than by walking the status order: for words common in the text but rare in
     * titles (decision 070). Reads at most cap title matches; null when there were more (the walk
     * is then the cheaper way).
     */
    async titledPageFromIndex(
      search: RoadshowSearch,
      offset: number,
      limit: number,
      cap: number,
    ): Promise<ActivityRow[] | null> {
      const titled = db
        .select({ id: activities.id, meetingStatus: activities.meetingStatus, startAt: activities.startAt })
        .from(activities)
        .where(and(...filterConditions(db, search), allInTitles(search.terms)))
        .limit(cap)
        .as('titled');
      const order = [...statusOrderOf(titled.meetingStatus, titled.startAt), asc(titled.id)];
      const page = db
        .select({
          id: titled.id,
          found: sql<number>`(count(*) over ())::int`.as('found'),
          place: sql<number>`row_number() over (order by ${sql.join(order, sql`, `)})`.as('place'),
        })
        .from(titled)
        .orderBy(sql`place`)
        .limit(limit)
        .offset(offset)
        .as('page');
      const rows = await db
        .select({ card: cardJson, found: page.found })
        .from(page)
        .innerJoin(activities, eq(activities.id, page.id))
        .leftJoin(companies, eq(companies.id, activities.companyId))
        .orderBy(page.place);
      if (rows.some((row) => Number(row.found) >= cap)) return null;
      return rows.map((row) => cardFromJson(row.card));
    },

    /**
     * One stretch of the matches of one title group, in status order, without sorting them all:
     * the walk over activities_status_order_idx stops after offset + limit matches. Fast when the
     * words are common (the caller's capped count says so); a rare word would walk the whole table.
     */
    async walkRoadshows(
      search: RoadshowSearch,
      group: TitleGroup,
      offset: number,
      limit: number,
    ): Promise<ActivityRow[]> {
      if (limit <= 0) return [];
      const inTitles = allInTitles(search.terms);
      const rows = await db
        .select({ card: cardJson })
        .from(activities)
        .leftJoin(companies, eq(companies.id, activities.companyId))
        .where(
          and(
            ...filterConditions(db, search),
            // A word in a title is in the text too (its Han bigrams included): the title group
            // needs only the title condition, the rest both.
            ...(group === 'titles' ? [inTitles] : [...search.terms.map(termFilter), not(inTitles)]),
          ),
        )
        .orderBy(...statusOrder, asc(activities.id))
        .limit(limit)
        .offset(offset);
      return rows.map((row) => cardFromJson(row.card));
    },

    countRoadshowsUpTo,

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
