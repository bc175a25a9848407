// DESIGN §9 "Search over 100,000 activities and 5,000 companies (Chinese substring, pinyin
// initials, simplified/traditional folded): p95 under 30 ms." Times the roadshow search and the
// company library search (the rows marked "company:"). Builds that data set synthetically
// and deterministically in a throw-away database (PGlite in memory, or a new database on the
// DATABASE_URL server), then times the search service in-process, bypassing the answer cache,
// next to a `select 1` round trip on the same connection as the machine's baseline. Both
// databases get the same rows (the generator is seeded), and the first page and total of every
// query must be the same on both (issue "Speed": same answers on PGlite and PostgreSQL).
import { performance } from 'node:perf_hooks';
import { pinyin } from 'pinyin-pro';
import { createRepositories } from '@roadshow/api/repositories/create-repositories';
import { toTraditional } from '@roadshow/contracts/text/to-traditional';
import { planCompanySearch, searchCompanies } from '@roadshow/api/services/companies/search-companies';
import { reindexSearchText } from '@roadshow/api/services/search/reindex-search-text';
import { planSearch, searchActivities } from '@roadshow/api/services/search/search-activities';
import { searchCompaniesQuerySchema } from '@roadshow/contracts/companies';
import { searchActivitiesQuerySchema } from '@roadshow/contracts/search';
import { openDatabase, type Database } from '@roadshow/db/client';
import { migrateDatabase } from '@roadshow/db/migrate';
import { activities, activityGuests, companies, industries } from '@roadshow/db/schema';
import { COMPANIES } from '@roadshow/db/seed/companies-data';
import { INDUSTRIES } from '@roadshow/db/seed/industries-data';
import { GIVEN_NAMES, SURNAMES } from '@roadshow/db/seed/people-data';
import { createRandom, type Random } from '@roadshow/db/seed/random';
import { recentReportPeriods } from '@roadshow/db/seed/report-periods';
import { OTHER_EVENT_TYPES } from '@roadshow/db/seed/roadshow-types-data';
import { createBenchDatabase, type BenchDatabase } from './lib/bench-database.ts';
import { isMain } from './lib/is-main.ts';
import { describeMachine, machineState, type MachineState } from './lib/machine.ts';
import { formatTable } from './lib/table.ts';

/**
 * p95 per query kind: the broad common title word (decision 037's capped count and index walk)
 * under 30 ms, every other kind under 10 ms (issue "Speed"; DESIGN §9 says 30 ms for all).
 */
export const SEARCH_BAR = { broadMaxP95Ms: 30, otherMaxP95Ms: 10 };

const SIZE = { companies: 5_000, activities: 100_000, guestsPerActivity: 2 };
const QUERIES_PER_KIND = 150;
const WARMUP_QUERIES = 40;
const NOW = new Date('2026-11-20T06:00:00.000Z');
const DAY_MS = 24 * 60 * 60 * 1000;
// Rows per INSERT: 1,000 activities x 9 columns stays far below PostgreSQL's 65,535 parameters.
const INSERT_BATCH = 1_000;

export interface SyntheticCompany {
  shortZh: string;
  shortEn: string;
  brandZh: string;
  brandEn: string;
  code: string;
}

export interface SearchKindRow {
  kind: string;
  queries: number;
  meanHits: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  /** This kind's p95 bar in ms. */
  barMs: number;
  pass: boolean;
}

/** One database's run. */
export interface SearchDatabaseResult {
  database: 'pglite' | 'postgres';
  rows: { companies: number; activities: number; guests: number };
  loadSeconds: number;
  reindexSeconds: number;
  baseline: { queries: number; p50Ms: number; p95Ms: number; p99Ms: number };
  kinds: SearchKindRow[];
  pass: boolean;
  machine: MachineState;
}

export interface SearchBenchResult {
  runs: SearchDatabaseResult[];
  /** Per kind, the queries whose first page or total differ between the databases (null: one database only). */
  mismatches: { kind: string; count: number; first?: string }[] | null;
  /** Why a database was not run. */
  skipped: string[];
  pass: boolean;
}

/** What a query answered, reduced to what must agree across databases: the total and page 1's ids. */
type Answers = Map<string, string>;

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * 5,000 fictional companies: a two-character brand from the seed's brand characters, and the
 * business words (zh and en) and industry of one seed company, so names read like the demo's.
 */
export function buildCompanies(random: Random, industryIds: Map<string, number>) {
  const brandChars = [...new Set(COMPANIES.flatMap((company) => [...company.shortName.zh].slice(0, 2)))];
  const used = new Set<string>();
  const synthetic: SyntheticCompany[] = [];
  const rows: (typeof companies.$inferInsert)[] = [];
  while (rows.length < SIZE.companies) {
    const model = random.pick(COMPANIES);
    const [first, second] = random.sample(brandChars, 2);
    const brandZh = `${first}${second}`;
    const businessZh = [...model.shortName.zh].slice(2).join('');
    const shortZh = `${brandZh}${businessZh}`;
    if (used.has(shortZh)) continue;
    used.add(shortZh);
    const brandEn = capitalize(pinyin(brandZh, { toneType: 'none', type: 'array' }).join(''));
    const shortEn = [brandEn, ...model.shortName.en.split(' ').slice(1)].join(' ');
    const nameZh = `${brandZh}${[...model.name.zh].slice(2).join('')}`;
    const code = String(600_000 + rows.length);
    synthetic.push({ shortZh, shortEn, brandZh, brandEn, code });
    rows.push({
      code,
      exchange: 'SSE',
      nameZh,
      nameEn: [brandEn, ...model.name.en.split(' ').slice(1)].join(' '),
      nameTc: random.chance(0.1) ? null : toTraditional(nameZh),
      shortNameZh: shortZh,
      shortNameEn: shortEn,
      shortNameTc: random.chance(0.1) ? null : toTraditional(shortZh),
      industryId: industryIds.get(model.industry) ?? null,
    });
  }
  return { synthetic, rows };
}

/** Results briefings (square type 2) and other events (4) over two years around NOW. */
function buildActivity(random: Random, company: SyntheticCompany, companyId: number) {
  const periods = recentReportPeriods(NOW);
  const briefing = random.chance(0.5);
  const period = random.pick(periods);
  const event = random.pick(OTHER_EVENT_TYPES);
  const titleZh = briefing ? `${company.shortZh}${period.labelZh}业绩说明会` : `${company.shortZh}${event.name.zh}`;
  const titleEn = briefing
    ? `${company.shortEn} ${period.labelEn} Results Briefing`
    : `${company.shortEn} ${event.name.en}`;
  const startAt = new Date(NOW.getTime() + random.int(-365, 365) * DAY_MS + random.int(1, 10) * 3_600_000);
  const endAt = new Date(startAt.getTime() + 2 * 3_600_000);
  const meetingStatus = endAt < NOW ? random.pick([2, 3]) : startAt <= NOW ? 1 : 0;
  return {
    kind: 'roadshow',
    squareType: briefing ? 2 : 4,
    titleZh,
    titleEn,
    titleTc: random.chance(0.1) ? null : toTraditional(titleZh),
    companyId,
    meetingStatus,
    startAt,
    endAt,
  } satisfies typeof activities.$inferInsert;
}

function buildGuest(random: Random, activityId: number, sort: number) {
  const surname = random.pick(SURNAMES);
  const given = random.pick(GIVEN_NAMES);
  return {
    activityId,
    nameZh: `${surname.zh}${given.zh}`,
    nameEn: `${surname.en} ${given.en}`,
    sort,
  } satisfies typeof activityGuests.$inferInsert;
}

export async function loadData(database: Database): Promise<SyntheticCompany[]> {
  const { db } = database;
  const industryRows = await db
    .insert(industries)
    .values(INDUSTRIES.map((industry) => ({ code: industry.code, nameZh: industry.name.zh, nameEn: industry.name.en })))
    .returning({ id: industries.id, code: industries.code });
  const industryIds = new Map(industryRows.map((row) => [row.code, row.id]));

  const { synthetic, rows } = buildCompanies(createRandom('bench:companies'), industryIds);
  const companyIds: number[] = [];
  for (let i = 0; i < rows.length; i += INSERT_BATCH) {
    const inserted = await db
      .insert(companies)
      .values(rows.slice(i, i + INSERT_BATCH))
      .returning({ id: companies.id });
    companyIds.push(...inserted.map((row) => row.id));
  }

  const random = createRandom('bench:activities');
  for (let i = 0; i < SIZE.activities; i += INSERT_BATCH) {
    const batch = Array.from({ length: Math.min(INSERT_BATCH, SIZE.activities - i) }, () => {
      const index = random.int(0, synthetic.length - 1);
      return buildActivity(random, synthetic[index]!, companyIds[index]!);
    });
    const inserted = await db.insert(activities).values(batch).returning({ id: activities.id });
    const guests = inserted.flatMap((row) =>
      Array.from({ length: SIZE.guestsPerActivity }, (_unused, sort) => buildGuest(random, row.id, sort)),
    );
    await db.insert(activityGuests).values(guests);
  }
  return synthetic;
}

/**
 * Search text for 100,000 rows through the real indexer, as a bulk load is done: the trigram and
 * Latin-word indexes are dropped during the write and built once after it (maintaining a GIN index
 * row by row costs several times more), and VACUUM FULL then drops the row versions the UPDATE left
 * behind, so the scans measure a table in steady state rather than one twice its size.
 */
export async function indexData(database: Database): Promise<void> {
  await database.execute('drop index activities_search_text_trgm_idx');
  await database.execute('drop index activities_title_text_trgm_idx');
  await database.execute('drop index companies_search_text_trgm_idx');
  await database.execute('drop index activities_latin_words_idx');
  await reindexSearchText({ repos: createRepositories(database.db) });
  await database.execute('vacuum full activities');
  await database.execute('vacuum full companies');
  await database.execute(
    'create index activities_search_text_trgm_idx on activities using gin (search_text gin_trgm_ops)',
  );
  await database.execute(
    'create index companies_search_text_trgm_idx on companies using gin (search_text gin_trgm_ops)',
  );
  await database.execute(
    "create index activities_title_text_trgm_idx on activities using gin (split_part(search_text, E'\\t', 1) gin_trgm_ops)",
  );
  await database.execute('create index activities_latin_words_idx on activities using gin (latin_words)');
  await database.execute('analyze');
}

export interface QueryKind {
  kind: string;
  /** The broad kind: decision 037's path, with the looser bar. */
  broad?: boolean;
  /** Which search: the roadshow square's (default) or the company library's. */
  target?: 'companies';
  /** The i-th query of this kind: distinct queries, so no answer is a repeat of another. */
  make(i: number): string;
}

export function queryKinds(companyList: SyntheticCompany[]): QueryKind[] {
  const company = (i: number) => companyList[(i * 7919) % companyList.length]!;
  const initials = (text: string) => pinyin(text, { pattern: 'first', toneType: 'none', type: 'array' }).join('');
  const commonWords = ['业绩说明会', '投资者交流会', '说明会', '开放日', '战略发布会', '路演', '业绩', '交流会'];
  return [
    { kind: 'zh short name (4 chars)', make: (i) => company(i).shortZh },
    { kind: 'zh brand (2 chars)', make: (i) => company(i).brandZh },
    { kind: 'zh name + title word', make: (i) => `${company(i).shortZh} 业绩` },
    { kind: 'pinyin initials', make: (i) => initials(company(i).shortZh) },
    { kind: 'traditional (folded)', make: (i) => toTraditional(company(i).shortZh) },
    { kind: 'zh common title word', broad: true, make: (i) => commonWords[i % commonWords.length]! },
    { kind: 'stock code', make: (i) => company(i).code },
    { kind: 'english brand', make: (i) => company(i).brandEn.toLowerCase() },
    { kind: 'company: zh short name', target: 'companies', make: (i) => company(i).shortZh },
    { kind: 'company: zh brand (2 chars)', target: 'companies', make: (i) => company(i).brandZh },
    {
      kind: 'company: pinyin initials',
      target: 'companies',
      make: (i) => initials(company(i).shortZh),
    },
    {
      kind: 'company: traditional (folded)',
      target: 'companies',
      make: (i) => toTraditional(company(i).shortZh),
    },
    { kind: 'company: stock code', target: 'companies', make: (i) => company(i).code },
  ];
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

function summarize(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50Ms: percentile(sorted, 50), p95Ms: percentile(sorted, 95), p99Ms: percentile(sorted, 99) };
}

async function timeSearches(database: Database, kinds: QueryKind[], answers: Answers): Promise<SearchKindRow[]> {
  const ctx = { repos: createRepositories(database.db) };
  // The route's own parsing, then the service without the answer cache.
  // Each answer is reduced to a fingerprint (total, then page 1's ids in order) for the comparison.
  const run = async (searchValue: string, target?: 'companies') => {
    if (target === 'companies') {
      const plan = planCompanySearch(searchCompaniesQuerySchema.parse({ searchValue }), false);
      const result = await searchCompanies(ctx, plan, 'zh-CN');
      return { total: result.total, answer: `${result.total}:${result.companyList.map((hit) => hit.companyCode)}` };
    }
    const result = await searchActivities(ctx, planSearch(searchActivitiesQuerySchema.parse({ searchValue })), 'zh-CN');
    const ids = result.roadShowSquareList.map((hit) => hit.activityId);
    return { total: result.total, answer: `${result.total}${result.totalCapped ? '+' : ''}:${ids}` };
  };
  for (let i = 0; i < WARMUP_QUERIES; i += 1) {
    const kind = kinds[i % kinds.length]!;
    await run(kind.make(QUERIES_PER_KIND + i), kind.target);
  }

  const samples = new Map<string, { ms: number[]; hits: number }>(kinds.map((k) => [k.kind, { ms: [], hits: 0 }]));
  // Interleaved, so a slow moment of a shared machine spreads over every kind.
  for (let i = 0; i < QUERIES_PER_KIND; i += 1) {
    for (const kind of kinds) {
      const started = performance.now();
      const query = kind.make(i);
      const result = await run(query, kind.target);
      const entry = samples.get(kind.kind)!;
      entry.ms.push(performance.now() - started);
      entry.hits += result.total;
      answers.set(`${kind.kind}\u0000${query}`, result.answer);
    }
  }
  return kinds.map((kind) => {
    const entry = samples.get(kind.kind)!;
    const figures = summarize(entry.ms);
    const barMs = kind.broad ? SEARCH_BAR.broadMaxP95Ms : SEARCH_BAR.otherMaxP95Ms;
    return {
      kind: kind.kind,
      queries: entry.ms.length,
      meanHits: entry.hits / entry.ms.length,
      ...figures,
      barMs,
      pass: figures.p95Ms < barMs,
    };
  });
}

async function timeBaseline(database: Database, count: number) {
  const ms: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    await database.execute('select 1');
    ms.push(performance.now() - started);
  }
  return { queries: count, ...summarize(ms) };
}

async function openBenchDatabase(
  serverUrl: string | undefined,
): Promise<{ database: Database; drop?: BenchDatabase['drop'] }> {
  if (!serverUrl) return { database: await openDatabase({ dataDir: 'memory://' }) };
  const created = await createBenchDatabase(serverUrl);
  return { database: await openDatabase({ url: created.url, poolSize: 4 }), drop: created.drop };
}

/** One database: load, index, time every kind; the answers go into `answers`. */
async function runOnDatabase(
  serverUrl: string | undefined,
  answers: Answers,
  log: (line: string) => void,
): Promise<SearchDatabaseResult> {
  const { database, drop } = await openBenchDatabase(serverUrl);
  try {
    await migrateDatabase(database);
    log(`loading ${SIZE.companies} companies and ${SIZE.activities} activities into ${database.kind}...`);
    let started = performance.now();
    const companyList = await loadData(database);
    const loadSeconds = (performance.now() - started) / 1000;
    log(`loaded in ${loadSeconds.toFixed(1)} s; indexing...`);
    started = performance.now();
    await indexData(database);
    const reindexSeconds = (performance.now() - started) / 1000;
    log(`indexed in ${reindexSeconds.toFixed(1)} s; searching...`);

    const kinds = await timeSearches(database, queryKinds(companyList), answers);
    const baseline = await timeBaseline(database, QUERIES_PER_KIND * kinds.length);
    return {
      database: database.kind,
      rows: {
        companies: SIZE.companies,
        activities: SIZE.activities,
        guests: SIZE.activities * SIZE.guestsPerActivity,
      },
      loadSeconds,
      reindexSeconds,
      baseline,
      kinds,
      pass: kinds.every((row) => row.pass),
      machine: machineState(),
    };
  } finally {
    await database.close();
    await drop?.();
  }
}

/** Per kind, how many queries answered differently on the two databases, and the first such query. */
function compareAnswers(kinds: string[], first: Answers, second: Answers): SearchBenchResult['mismatches'] {
  return kinds.map((kind) => {
    const differing = [...first].filter(
      ([key, answer]) => key.startsWith(`${kind}\u0000`) && second.get(key) !== answer,
    );
    const example = differing[0];
    return {
      kind,
      count: differing.length,
      first: example
        ? `${example[0].split('\u0000')[1]}: ${example[1]} vs ${second.get(example[0]) ?? 'missing'}`
        : undefined,
    };
  });
}

/**
 * PGlite, then PostgreSQL on the SEARCH_BENCH_DATABASE_URL (or DATABASE_URL) server, each on its
 * own fresh database with the same rows; then the two databases' answers compared query by query.
 * Without a PostgreSQL server the run says so and does not pass: the same-answers check needs both.
 */
export async function runSearchBench(log: (line: string) => void = () => undefined): Promise<SearchBenchResult> {
  const serverUrl = process.env.SEARCH_BENCH_DATABASE_URL || process.env.DATABASE_URL || undefined;
  const runs: SearchDatabaseResult[] = [];
  const answers: Answers[] = [];
  for (const url of [undefined, serverUrl]) {
    if (url === undefined && runs.length > 0) break;
    const databaseAnswers: Answers = new Map();
    runs.push(await runOnDatabase(url, databaseAnswers, log));
    answers.push(databaseAnswers);
  }
  const skipped = serverUrl ? [] : ['postgres: set SEARCH_BENCH_DATABASE_URL or DATABASE_URL to a PostgreSQL server'];
  const mismatches =
    answers.length === 2
      ? compareAnswers(
          runs[0]!.kinds.map((row) => row.kind),
          answers[0]!,
          answers[1]!,
        )
      : null;
  const pass =
    runs.every((run) => run.pass) && mismatches !== null && mismatches.every((mismatch) => mismatch.count === 0);
  return { runs, mismatches, skipped, pass };
}

function formatDatabaseRun(result: SearchDatabaseResult): string {
  const ms = (value: number) => `${value.toFixed(2)} ms`;
  const table = formatTable(
    ['query kind', 'queries', 'mean hits', 'p50', 'p95', 'p99', 'bar (p95)', 'result'],
    [
      ...result.kinds.map((row) => [
        row.kind,
        String(row.queries),
        row.meanHits.toFixed(0),
        ms(row.p50Ms),
        ms(row.p95Ms),
        ms(row.p99Ms),
        `< ${row.barMs} ms`,
        row.pass ? 'PASS' : 'FAIL',
      ]),
      [
        'baseline: select 1',
        String(result.baseline.queries),
        '-',
        ms(result.baseline.p50Ms),
        ms(result.baseline.p95Ms),
        ms(result.baseline.p99Ms),
        '',
        '',
      ],
    ],
  );
  return [
    `-- ${result.database} --`,
    table,
    `  ${result.database}: ${result.rows.activities} activities, ${result.rows.companies} companies, ${result.rows.guests} guests; load ${result.loadSeconds.toFixed(1)} s, search-text index ${result.reindexSeconds.toFixed(1)} s; ${describeMachine(result.machine)}`,
  ].join('\n');
}

export function formatSearchBench(result: SearchBenchResult): string {
  const lines = result.runs.map(formatDatabaseRun);
  for (const skipped of result.skipped) lines.push(`  not run: ${skipped}`);
  if (result.mismatches === null) lines.push('same answers on both databases: NOT CHECKED (one database only)');
  else {
    const differing = result.mismatches.filter((mismatch) => mismatch.count > 0);
    lines.push(
      differing.length === 0
        ? `same answers on both databases: YES (total and page 1 of all ${result.runs[0]?.kinds.reduce((sum, row) => sum + row.queries, 0) ?? 0} queries)`
        : `same answers on both databases: NO\n${differing.map((m) => `  ${m.kind}: ${m.count} differ, e.g. ${m.first}`).join('\n')}`,
    );
  }
  lines.push(
    `bars: p95 < ${SEARCH_BAR.broadMaxP95Ms} ms for the broad common title word, < ${SEARCH_BAR.otherMaxP95Ms} ms for every other kind, on both databases, with the same answers (search services in-process, answer cache bypassed, page 1 (12 roadshows, 10 companies), total counted)`,
  );
  return lines.join('\n');
}

if (isMain(import.meta.url)) {
  const result = await runSearchBench((line) => console.log(line));
  console.log(formatSearchBench(result));
}
