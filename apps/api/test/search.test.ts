import { pinyin } from 'pinyin-pro';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceMeetingStatuses } from '../src/services/jobs/advance-meeting-statuses.ts';
import { LANGS } from '@roadshow/contracts/locale';
import { searchActivitiesQuerySchema } from '@roadshow/contracts/search';
import { fold } from '@roadshow/contracts/text/fold-text';
import { reindexSearchText } from '../src/services/search/reindex-search-text.ts';
import { toActivityCards } from '../src/services/home/to-activity-cards.ts';
import { planSearch, searchActivities, type SearchLimits } from '../src/services/search/search-activities.ts';
import { buildTestApi, TEST_NOW, type TestApi } from './build-test-api.ts';

interface Hit {
  activityId: number;
  title: string;
  meetStatus: string;
  startTime: string;
  squareType: number;
  companyCode: string | null;
  companyName: string | null;
  guestNames: string[];
  titleMatches: [number, number][];
}

interface Page {
  total: number;
  page: number;
  pageSize: number;
  roadShowSquareList: Hit[];
}

const SEARCH = '/roadshow/search/searchActivities';
const ROADSHOWS = "a.kind = 'roadshow' and a.published";

let api: TestApi;
beforeAll(async () => {
  api = await buildTestApi();
});
afterAll(() => api.close());

async function get(app: TestApi, params: Record<string, string | number>, lang = 'zh-CN') {
  const query = new URLSearchParams({ lang });
  for (const [key, value] of Object.entries(params)) query.set(key, String(value));
  const response = await app.app.inject({ method: 'GET', url: `${SEARCH}?${query.toString()}` });
  return { status: response.statusCode, json: response.json(), body: response.body };
}

async function search(params: Record<string, string | number>, lang = 'zh-CN', app = api): Promise<Page> {
  const { status, json } = await get(app, params, lang);
  expect(status, JSON.stringify(json)).toBe(200);
  expect(json.success).toBe(true);
  return json.result as Page;
}

/** Every page of a search, 48 at a time. */
async function searchAll(params: Record<string, string | number>, lang = 'zh-CN'): Promise<Page> {
  const first = await search({ ...params, pageSize: 48 }, lang);
  const hits = [...first.roadShowSquareList];
  for (let page = 2; (page - 1) * 48 < first.total; page += 1) {
    hits.push(...(await search({ ...params, pageSize: 48, page }, lang)).roadShowSquareList);
  }
  return { ...first, roadShowSquareList: hits };
}

async function sqlIds(text: string, params: unknown[] = []): Promise<number[]> {
  const { rows } = await api.ctx.database.execute(text, params);
  return rows.map((row) => Number(row.id)).sort((a, b) => a - b);
}

const idsOf = (page: Page) => page.roadShowSquareList.map((hit) => hit.activityId).sort((a, b) => a - b);

/**
 * The oracle: published roadshows whose source columns (not search_text) contain the text,
 * case-insensitively, in a title, a company name or code, or a guest name (only where guests are
 * public: whitelist and invitee-only activities keep theirs to the listed, decision 016).
 */
function literalMatches(text: string): Promise<number[]> {
  const has = (column: string) => `strpos(lower(coalesce(${column}, '')), lower($1)) > 0`;
  return sqlIds(
    `select a.id from activities a left join companies c on c.id = a.company_id
     where ${ROADSHOWS} and (${['a.title_zh', 'a.title_en', 'a.title_tc', 'c.name_zh', 'c.name_en', 'c.name_tc', 'c.short_name_zh', 'c.short_name_en', 'c.short_name_tc', 'c.code'].map(has).join(' or ')}
       or (a.access_mode not in ('whitelist', 'invitees') and exists (select 1 from activity_guests g where g.activity_id = a.id and (${['g.name_zh', 'g.name_en', 'g.name_tc'].map(has).join(' or ')}))))`,
    [text],
  );
}

/** The marked parts of each title, as the user sees them. */
const marked = (hit: Hit) => hit.titleMatches.map(([start, length]) => hit.title.slice(start, start + length));

describe('search by words', () => {
  it('finds a seeded title by a Chinese substring, and only what contains it', async () => {
    const [row] = (
      await api.ctx.database.execute(
        `select a.id, a.title_zh from activities a where ${ROADSHOWS} and a.title_zh like '%说明会%' order by a.id limit 1`,
      )
    ).rows;
    const title = String(row?.title_zh);
    const word = [...title].slice(1, 4).join('');
    expect(word).toMatch(/^\p{Script=Han}{3}$/u);

    const result = await searchAll({ searchValue: word });
    expect(idsOf(result)).toContain(Number(row?.id));
    expect(idsOf(result)).toEqual(await literalMatches(word));
    expect(result.total).toBe(result.roadShowSquareList.length);
  });

  it('finds the same with a word typed in Traditional characters', async () => {
    for (const [simplified, traditional] of [
      ['业绩', '業績'],
      ['说明会', '說明會'],
      ['业绩说明会', '業績说明會'],
    ] as const) {
      const expected = await literalMatches(simplified);
      expect(expected.length).toBeGreaterThan(0);
      for (const lang of ['zh-CN', 'tc']) {
        const plain = await get(api, { searchValue: simplified, pageSize: 48 }, lang);
        const typed = await get(api, { searchValue: traditional, pageSize: 48 }, lang);
        expect(typed.body).toBe(plain.body);
        expect(typed.json.result.total).toBe(expected.length);
      }
    }
    const tc = await search({ searchValue: '业绩' }, 'tc');
    for (const hit of tc.roadShowSquareList) expect(marked(hit)).toEqual(['業績']);
  });

  it('finds English titles by an English word in any case, and marks it', async () => {
    const expected = await literalMatches('results');
    expect(expected.length).toBeGreaterThan(0);
    const lower = await searchAll({ searchValue: 'results' }, 'en');
    const upper = await searchAll({ searchValue: 'RESULTS' }, 'en');
    expect(idsOf(lower)).toEqual(expected);
    expect(idsOf(upper)).toEqual(expected);
    for (const hit of lower.roadShowSquareList) expect(marked(hit)).toEqual(['Results']);
  });

  it("finds a company's roadshows by pinyin initials, full pinyin and stock code", async () => {
    const { rows } = await api.ctx.database.execute(
      `select c.id, c.code, c.short_name_zh as short, c.name_zh as name,
              (select count(*)::int from activities a where a.company_id = c.id and ${ROADSHOWS}) as n
       from companies c order by c.id`,
    );
    const keys = (text: string) => ({
      initials: pinyin(text, { pattern: 'first', toneType: 'none', type: 'array' }).join(''),
      full: pinyin(text, { toneType: 'none', type: 'array' }).join(''),
    });
    const all = rows.map((row) => ({
      id: Number(row.id),
      code: String(row.code),
      roadshows: Number(row.n),
      short: keys(String(row.short)),
      name: keys(String(row.name)),
    }));
    // A company whose short-name initials are no part of any other company's pinyin.
    const company = all.find(
      (c) =>
        c.roadshows > 0 &&
        all.every(
          (other) =>
            other.id === c.id ||
            ![other.short.initials, other.short.full, other.name.initials, other.name.full].some((k) =>
              k.includes(c.short.initials),
            ),
        ),
    );
    expect(company).toBeDefined();
    const expected = await sqlIds(`select a.id from activities a where ${ROADSHOWS} and a.company_id = $1`, [
      company?.id,
    ]);
    for (const searchValue of [
      company?.short.initials,
      company?.short.initials.toUpperCase(),
      company?.short.full,
      company?.code,
    ]) {
      const result = await searchAll({ searchValue: String(searchValue) });
      expect(idsOf(result), String(searchValue)).toEqual(expected);
    }
  });

  it('finds a Latin word in titles, guests and company names and pinyin as anywhere in the text (decision 091)', async () => {
    const { rows } = await api.ctx.database.execute(
      `select lower(g.name_en) as guest, lower(c.short_name_en) as company
       from activities a join activity_guests g on g.activity_id = a.id join companies c on c.id = a.company_id
       where ${ROADSHOWS} and a.access_mode not in ('whitelist', 'invitees') and g.name_en is not null
       order by a.id limit 1`,
    );
    const guestWord = String(rows[0]?.guest).split(' ').at(-1)!;
    const companyWord = String(rows[0]?.company).split(' ')[0]!;
    const words = [guestWord, companyWord, 'briefing', 'chen', 'xin', 'hcxn', '600'];
    for (const word of words) {
      // What the whole text holds: the answer before the words went through the companies.
      const expected = await sqlIds(
        `select a.id from activities a where ${ROADSHOWS} and strpos(a.search_text, $1) > 0`,
        [word],
      );
      expect(expected.length, word).toBeGreaterThan(0);
      expect(expected, word).toEqual(expect.arrayContaining(await literalMatches(word)));
      expect(idsOf(await searchAll({ searchValue: word })), word).toEqual(expected);
    }
    // Nobody types the legal form's pinyin, and it no longer matches every company.
    expect((await search({ searchValue: 'youxiangongsi' })).total).toBe(0);
    expect((await search({ searchValue: 'hcxn youxian' })).total).toBe(0);
  });

  it("finds a guest's activities by the Chinese name", async () => {
    const [guest] = (
      await api.ctx.database.execute(
        `select g.name_zh from activity_guests g join activities a on a.id = g.activity_id
         where ${ROADSHOWS} and a.access_mode not in ('whitelist', 'invitees') order by g.id limit 1`,
      )
    ).rows;
    const expected = await literalMatches(String(guest?.name_zh));
    expect(expected.length).toBeGreaterThan(0);
    const byChinese = await searchAll({ searchValue: String(guest?.name_zh) });
    expect(idsOf(byChinese)).toEqual(expected);
    for (const hit of byChinese.roadShowSquareList) expect(hit.guestNames).toContain(guest?.name_zh);
  });

  it('ranks the whole English name before its words found apart', async () => {
    const { rows } = await api.ctx.database.execute(
      `select distinct g.name_en from activity_guests g join activities a on a.id = g.activity_id
       where ${ROADSHOWS} and a.access_mode not in ('whitelist', 'invitees') order by g.name_en limit 80`,
    );
    let checked = 0;
    for (const row of rows) {
      const name = String(row.name_en);
      const expected = await literalMatches(name);
      const result = await searchAll({ searchValue: name }, 'en');
      // Both words must match, so "Li Yaqin" also finds a Li and a Yaqin on one activity.
      if (result.total <= expected.length) continue;
      checked += 1;
      const top = result.roadShowSquareList.slice(0, expected.length).map((hit) => hit.activityId);
      expect(
        top.sort((a, b) => a - b),
        name,
      ).toEqual(expected);
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('needs every word: a company and a title word together narrow to both', async () => {
    const both = await searchAll({ searchValue: '华辰 业绩' });
    const company = await literalMatches('华辰');
    const results = await literalMatches('业绩');
    const expected = company.filter((id) => results.includes(id));
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(company.length);
    expect(idsOf(both)).toEqual(expected);
    for (const hit of both.roadShowSquareList) expect(marked(hit)).toEqual(['华辰', '业绩']);
  });

  it('puts title hits before company and guest hits, then live, upcoming soonest, finished latest', async () => {
    let checked = 0;
    for (const word of ['能源', '科技', '银行', '医药', '电子', '智能']) {
      const result = await searchAll({ searchValue: word });
      const inTitle = result.roadShowSquareList.map((hit) => hit.title.includes(word));
      if (!inTitle.includes(true) || !inTitle.includes(false)) continue;
      checked += 1;
      expect(inTitle.indexOf(false)).toBe(inTitle.lastIndexOf(true) + 1);
      for (const group of [true, false]) {
        const hits = result.roadShowSquareList.filter((_hit, i) => inTitle[i] === group);
        const rank = (hit: Hit) => (hit.meetStatus === '1' ? 0 : hit.meetStatus === '0' ? 1 : 2);
        for (let i = 1; i < hits.length; i += 1) {
          const [before, after] = [hits[i - 1]!, hits[i]!];
          expect(rank(before)).toBeLessThanOrEqual(rank(after));
          if (rank(before) !== rank(after)) continue;
          if (rank(before) === 1) expect(before.startTime <= after.startTime).toBe(true);
          if (rank(before) === 2) expect(before.startTime >= after.startTime).toBe(true);
        }
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('answers an empty result as total 0 and an empty list', async () => {
    const result = await search({ searchValue: 'zzqxjvw' });
    expect(result).toEqual({ total: 0, totalCapped: false, page: 1, pageSize: 12, roadShowSquareList: [] });
  });

  it('lists every published roadshow when the search box is empty', async () => {
    const expected = await sqlIds(`select a.id from activities a where ${ROADSHOWS}`);
    expect(idsOf(await searchAll({ searchValue: '' }))).toEqual(expected);
    expect(idsOf(await searchAll({ searchValue: '   ' }))).toEqual(expected);
  });

  it('gives each hit the card the activity lists give, on the ranked page and on the walk, in every language', async () => {
    // The search reads its rows as one JSON value (cardJson, decision 093); the lists read columns.
    const listed = await api.ctx.repos.activities.listCards({ kind: 'roadshow', order: 'status', limit: 1000 });
    expect(listed.length).toBeGreaterThan(12);
    const walk: SearchLimits = { countCap: 2, broadFrom: 2 };
    for (const lang of LANGS) {
      const cards = new Map(
        (await toActivityCards(api.ctx.repos.activities, listed, lang)).map((card) => [card.activityId, card]),
      );
      const ranked = (await searchAll({ searchValue: '' }, lang)).roadShowSquareList;
      const input = searchActivitiesQuerySchema.parse({ searchValue: '业绩', pageSize: 48 });
      const walked = (await searchActivities(api.ctx, planSearch(input), lang, walk)).roadShowSquareList;
      expect(walked.length).toBeGreaterThan(0);
      for (const { titleMatches: _titleMatches, ...hit } of [...ranked, ...walked]) {
        expect(hit).toEqual(cards.get(hit.activityId));
      }
      expect(ranked.some((hit) => hit.guestNames.length > 0)).toBe(true);
    }
  });
});

describe('search input that could hurt', () => {
  it('refuses a 300-character search with the field and a localized message; 100 is fine', async () => {
    const long = 'a'.repeat(300);
    const zh = await get(api, { searchValue: long });
    expect(zh.status).toBe(400);
    expect(zh.json).toMatchObject({ success: false, errorCode: 'BAD_REQUEST', errorMsg: '请求参数有误' });
    expect(zh.json.fields.map((f: { path: string }) => f.path).join()).toContain('searchValue');
    const en = await get(api, { searchValue: long }, 'en');
    expect(en.json.errorMsg).toBe('The request is not valid');
    expect((await get(api, { searchValue: '业'.repeat(101) })).status).toBe(400);
    expect((await get(api, { searchValue: '业'.repeat(100) })).status).toBe(200);
  });

  it.each(['%', '_', '\\', "'", '%_%', "ji'an"])('matches %s only literally', async (searchValue) => {
    const result = await searchAll({ searchValue }, 'en');
    expect(idsOf(result)).toEqual(await literalMatches(searchValue));
  });

  it('finds the seeded apostrophe (a literal match is not vacuous)', async () => {
    expect((await search({ searchValue: "'" })).total).toBeGreaterThan(0);
  });

  it('treats SQL as words: no error, no match, the table still there', async () => {
    const before = await api.ctx.database.execute('select count(*)::int as n from activities');
    for (const searchValue of ["'; drop table activities; --", "' or '1'='1", '"; select pg_sleep(1); --']) {
      const result = await search({ searchValue });
      expect(result.total).toBe(0);
    }
    const after = await api.ctx.database.execute('select count(*)::int as n from activities');
    expect(after.rows[0]?.n).toBe(before.rows[0]?.n);
    expect(Number(after.rows[0]?.n)).toBeGreaterThan(0);
  });

  it.each([
    ['tab=3', 'tab'],
    ['tab=all', 'tab'],
    ['status=4', 'status'],
    ['status=1,,2', 'status'],
    ['status=live', 'status'],
    ['page=0', 'page'],
    ['page=1.5', 'page'],
    ['page=1001', 'page'],
    ['pageSize=10', 'pageSize'],
    ['pageSize=1000', 'pageSize'],
    ['startFrom=2026-13-01', 'startFrom'],
    ['startFrom=2026-02-30', 'startFrom'],
    ['startFrom=20261101', 'startFrom'],
    ['startTo=2026-11-1', 'startTo'],
    ['startFrom=2026-11-20&startTo=2026-11-01', 'startTo'],
    ['industry=' + 'x'.repeat(33), 'industry'],
  ])('refuses %s with the field %s', async (query, field) => {
    const response = await api.app.inject({ method: 'GET', url: `${SEARCH}?${query}&lang=tc` });
    expect(response.statusCode).toBe(400);
    const json = response.json();
    expect(json).toMatchObject({ success: false, errorCode: 'BAD_REQUEST', errorMsg: '請求參數有誤' });
    expect(json.fields.map((f: { path: string }) => f.path)).toContain(`querystring.${field}`);
  });
});

describe('search filters and paging', () => {
  it('narrows to a start-date range in China time, both ends included', async () => {
    const [from, to] = ['2026-11-17', '2026-11-23'];
    const chinaDay = "((a.start_at at time zone 'UTC') + interval '8 hours')::date";
    const expected = await sqlIds(
      `select a.id from activities a where ${ROADSHOWS} and ${chinaDay} between $1 and $2`,
      [from, to],
    );
    const all = await search({});
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(all.total);
    const result = await searchAll({ startFrom: from, startTo: to });
    expect(idsOf(result)).toEqual(expected);
    // One day is a range too.
    const oneDay = await searchAll({ startFrom: '2026-11-20', startTo: '2026-11-20' });
    expect(idsOf(oneDay)).toEqual(
      await sqlIds(`select a.id from activities a where ${ROADSHOWS} and ${chinaDay} = $1`, ['2026-11-20']),
    );
  });

  it('narrows to the given meeting statuses', async () => {
    for (const status of ['1', '0,1', '2,3']) {
      const statuses = status.split(',').map(Number);
      const expected = await sqlIds(`select a.id from activities a where ${ROADSHOWS} and a.meeting_status = any($1)`, [
        statuses,
      ]);
      expect(expected.length).toBeGreaterThan(0);
      const result = await searchAll({ status });
      expect(idsOf(result)).toEqual(expected);
      expect(result.roadShowSquareList.every((hit) => statuses.includes(Number(hit.meetStatus)))).toBe(true);
    }
  });

  it("narrows to a company's industry, and to nothing for an unknown one", async () => {
    const [row] = (
      await api.ctx.database.execute(
        `select i.code, count(*)::int as n from activities a join companies c on c.id = a.company_id
         join industries i on i.id = c.industry_id where ${ROADSHOWS} group by i.code order by n desc, i.code limit 1`,
      )
    ).rows;
    const expected = await sqlIds(
      `select a.id from activities a join companies c on c.id = a.company_id join industries i on i.id = c.industry_id
       where ${ROADSHOWS} and i.code = $1`,
      [row?.code],
    );
    const all = await search({});
    expect(expected.length).toBeLessThan(all.total);
    expect(idsOf(await searchAll({ industry: String(row?.code) }))).toEqual(expected);
    expect((await search({ industry: 'no-such-industry' })).total).toBe(0);
  });

  it('narrows to a square tab, with words and filters together', async () => {
    const tab2 = await searchAll({ tab: 2, searchValue: '说明会', status: '0,1,2,3' });
    const expected = await sqlIds(`select a.id from activities a where ${ROADSHOWS} and a.square_type = 2`);
    const words = await literalMatches('说明会');
    expect(idsOf(tab2)).toEqual(expected.filter((id) => words.includes(id)));
    expect(tab2.roadShowSquareList.every((hit) => hit.squareType === 2)).toBe(true);
  });

  it('pages without overlap or gaps, with a stable total', async () => {
    const first = await search({ searchValue: '说明会', page: 1 });
    const second = await search({ searchValue: '说明会', page: 2 });
    const both = await search({ searchValue: '说明会', pageSize: 24 });
    expect(first.total).toBeGreaterThan(24);
    expect(second.total).toBe(first.total);
    expect(both.total).toBe(first.total);
    const ids = (page: Page) => page.roadShowSquareList.map((hit) => hit.activityId);
    expect(ids(first)).toHaveLength(12);
    expect(ids(second).filter((id) => ids(first).includes(id))).toEqual([]);
    expect([...ids(first), ...ids(second)]).toEqual(ids(both));

    const lastPage = Math.ceil(first.total / 12);
    const last = await search({ searchValue: '说明会', page: lastPage });
    expect(last.total).toBe(first.total);
    expect(last.roadShowSquareList).toHaveLength(first.total - (lastPage - 1) * 12);
    const beyond = await search({ searchValue: '说明会', page: lastPage + 1 });
    expect(beyond).toMatchObject({ total: first.total, roadShowSquareList: [] });
  });
});

describe('industry list', () => {
  it('lists every industry in each language', async () => {
    const { rows } = await api.ctx.database.execute('select code from industries order by id');
    const lists: Record<string, { code: string; name: string }[]> = {};
    for (const lang of ['zh-CN', 'en', 'tc']) {
      const response = await api.app.inject({ method: 'GET', url: `/roadshow/search/getIndustryList?lang=${lang}` });
      expect(response.statusCode).toBe(200);
      lists[lang] = response.json().result.industryList;
      expect(lists[lang]?.map((industry) => industry.code)).toEqual(rows.map((row) => row.code));
    }
    expect(lists.en?.map((i) => i.name).join()).not.toMatch(/\p{Script=Han}/u);
    expect(lists.tc?.map((i) => i.name)).not.toEqual(lists['zh-CN']?.map((i) => i.name));
  });
});

describe('search text upkeep', () => {
  let own: TestApi;
  let now = TEST_NOW;
  beforeAll(async () => {
    own = await buildTestApi({ now: () => now });
  });
  afterAll(() => own.close());

  it('re-indexes a renamed company and its roadshows, and drops the cached answer', async () => {
    const [company] = (await own.ctx.database.execute('select id, code from companies order by id limit 1')).rows;
    await own.ctx.database.execute(`update companies set short_name_zh = '星河量子' where id = $1`, [company?.id]);
    const queries = ['星河量子', '星河', 'xhlz'];
    for (const searchValue of queries) expect((await search({ searchValue }, 'zh-CN', own)).total).toBe(0);

    const counts = await reindexSearchText(own.ctx, { companyIds: [Number(company?.id)] });
    expect(counts.companies).toBe(1);
    const { rows } = await own.ctx.database.execute(
      "select id from activities a where a.company_id = $1 and a.kind = 'roadshow' and a.published",
      [company?.id],
    );
    expect(rows.length).toBeGreaterThan(0);
    // The same requests as above: a stale cache would still answer 0.
    for (const searchValue of queries) {
      const result = await search({ searchValue }, 'zh-CN', own);
      expect(result.total, searchValue).toBe(rows.length);
      expect(result.roadShowSquareList.every((hit) => hit.companyCode === company?.code)).toBe(true);
    }
  });

  it("finds a new Latin word of a re-indexed title or guest's name by any part of it (decision 092)", async () => {
    const [row] = (
      await own.ctx.database.execute(
        `select a.id, g.id as guest_id from activities a join activity_guests g on g.activity_id = a.id
         where ${ROADSHOWS} and a.access_mode not in ('whitelist', 'invitees') order by a.id desc limit 1`,
      )
    ).rows;
    // Words no other activity holds, so only the vocabulary written by this re-index can find them.
    await own.ctx.database.execute(`update activities set title_en = 'Qorvexa Capital Markets Day' where id = $1`, [
      row?.id,
    ]);
    await own.ctx.database.execute(`update activity_guests set name_en = 'Zhuvenko Li' where id = $1`, [row?.guest_id]);
    for (const searchValue of ['orvex', 'huvenk']) expect((await search({ searchValue }, 'zh-CN', own)).total).toBe(0);

    await reindexSearchText(own.ctx, { activityIds: [Number(row?.id)] });
    const { rows: words } = await own.ctx.database.execute(
      "select word from search_words where word in ('qorvexa', 'zhuvenko') order by word",
    );
    expect(words.map((word) => word.word)).toEqual(['qorvexa', 'zhuvenko']);
    for (const searchValue of ['orvex', 'QORVEXA', 'huvenk', 'zhuvenko']) {
      const result = await search({ searchValue }, 'zh-CN', own);
      expect(
        result.roadShowSquareList.map((hit) => hit.activityId),
        searchValue,
      ).toEqual([row?.id]);
    }
  });

  it('finds a title by its Traditional form when OpenCC converts a phrase to other characters', async () => {
    // 复苏 becomes 復甦 in Traditional, and 甦 is also a Simplified character: only the stored
    // Traditional form (converted from zh-CN because the tc column is empty) can match 復甦.
    const [row] = (
      await own.ctx.database.execute(
        `update activities set title_zh = '消费复苏专题路演', title_tc = null
         where id = (select min(id) from activities a where ${ROADSHOWS}) returning id`,
      )
    ).rows;
    await reindexSearchText(own.ctx, { activityIds: [Number(row?.id)] });
    for (const searchValue of ['复苏', '復甦', '消費復甦']) {
      const result = await search({ searchValue }, 'tc', own);
      expect(
        result.roadShowSquareList.map((hit) => hit.activityId),
        searchValue,
      ).toEqual([row?.id]);
      expect(marked(result.roadShowSquareList[0]!)).toEqual([searchValue === '复苏' ? '復甦' : searchValue]);
    }
  });

  it('indexes only rows that have no search text when asked to, a roadshow without a company too', async () => {
    await own.ctx.database.execute("update activities set search_text = '' where id in (1, 2)");
    const [row] = (
      await own.ctx.database.execute(
        `insert into activities (kind, square_type, title_zh, meeting_status, start_at, end_at)
         values ('roadshow', 4, '行业协会闭门交流会', 0, $1, $1) returning id`,
        [new Date(TEST_NOW.getTime() + 24 * 60 * 60 * 1000)],
      )
    ).rows;
    const counts = await reindexSearchText(own.ctx, { onlyMissing: true });
    expect(counts).toEqual({ companies: 0, activities: 3 });
    const { rows } = await own.ctx.database.execute("select count(*)::int as n from activities where search_text = ''");
    expect(rows[0]?.n).toBe(0);
    const result = await search({ searchValue: '闭门' }, 'zh-CN', own);
    expect(result.roadShowSquareList.map((hit) => [hit.activityId, hit.companyName])).toEqual([[row?.id, null]]);
  });

  it('answers fresh statuses after the status sweep, not the cached ones', async () => {
    const before = await search({ status: '1', pageSize: 48 }, 'zh-CN', own);
    now = new Date(TEST_NOW.getTime() + 2 * 24 * 60 * 60 * 1000);
    expect(await advanceMeetingStatuses(own.ctx)).toBeGreaterThan(0);
    const after = await search({ status: '1', pageSize: 48 }, 'zh-CN', own);
    const { rows } = await own.ctx.database.execute(
      "select count(*)::int as n from activities a where a.kind = 'roadshow' and a.published and a.meeting_status = 1",
    );
    expect(after.total).toBe(rows[0]?.n);
    expect(after.total).not.toBe(before.total);
  });
});

// The same file runs on PGlite and, with DATABASE_URL, on PostgreSQL; on PostgreSQL it also
// checks that both engines give byte-identical answers on the same seed.
if (process.env.TEST_DATABASE === 'postgres') {
  describe('PGlite and PostgreSQL', () => {
    let pglite: TestApi;
    beforeAll(async () => {
      pglite = await buildTestApi({ pglite: true });
    });
    afterAll(() => pglite.close());

    it('answer every kind of search identically', async () => {
      expect(api.ctx.database.kind).toBe('postgres');
      expect(pglite.ctx.database.kind).toBe('pglite');
      const queries: Record<string, string | number>[] = [
        { searchValue: '业绩' },
        { searchValue: '說明會', page: 2 },
        { searchValue: 'results' },
        { searchValue: 'hcxn' },
        { searchValue: '688351' },
        { searchValue: '华辰 业绩' },
        { searchValue: "'" },
        { searchValue: '%' },
        { searchValue: '', status: '0,1', tab: 2 },
        { startFrom: '2026-11-17', startTo: '2026-11-23', pageSize: 48 },
      ];
      for (const query of queries) {
        for (const lang of ['zh-CN', 'en', 'tc']) {
          const [a, b] = await Promise.all([get(api, query, lang), get(pglite, query, lang)]);
          expect(a.body, JSON.stringify(query)).toBe(b.body);
        }
      }
    });
  });
}

const plan = (input: Record<string, string | number>) => planSearch(searchActivitiesQuerySchema.parse(input));

// Decision 037: a capped count decides between the full ranking and the walk over the status-order
// index. The seed is small, so the thresholds are lowered here to send every word down both paths.
describe('broad words: capped count and the index walk', () => {
  const FULL_RANKING = { countCap: 1_000_000, broadFrom: Number.POSITIVE_INFINITY };
  const WALK = { countCap: 1_000_000, broadFrom: 1, titleIndexBelow: 0 };
  // Decision 070: the title group read through the title index instead of walked.
  const TITLE_INDEX = { countCap: 1_000_000, broadFrom: 1, titleIndexBelow: 2 };

  async function allPages(
    ctx: Parameters<typeof searchActivities>[0],
    input: Record<string, string | number>,
    limits: SearchLimits,
  ) {
    const first = await searchActivities(ctx, plan({ ...input, pageSize: 12 }), 'zh-CN', limits);
    const pages = [first];
    for (let page = 2; (page - 1) * 12 < first.total; page += 1)
      pages.push(await searchActivities(ctx, plan({ ...input, pageSize: 12, page }), 'zh-CN', limits));
    return pages;
  }

  it('gives one word the same pages on the walk as in the full ranking, title hits first', async () => {
    const ctx = { repos: api.ctx.repos };
    const inputs: Record<string, string | number>[] = [
      { searchValue: '说明会' },
      { searchValue: '业绩' },
      { searchValue: 'results' },
      { searchValue: '华辰' },
      { searchValue: 'hcxn' },
      { searchValue: '說明會', tab: 2 },
      { searchValue: '业绩', status: '2,3' },
    ];
    for (const input of inputs) {
      const walked = await allPages(ctx, input, WALK);
      const ranked = await allPages(ctx, input, FULL_RANKING);
      expect(walked.length, JSON.stringify(input)).toBeGreaterThan(0);
      expect(walked, JSON.stringify(input)).toEqual(ranked);
      expect(await allPages(ctx, input, TITLE_INDEX), JSON.stringify(input)).toEqual(ranked);
    }
  });

  it('puts the matches with every word in a title first for several words, each part in status order', async () => {
    const ctx = { repos: api.ctx.repos };
    const pages = await allPages(ctx, { searchValue: '华辰 业绩' }, WALK);
    const hits = pages.flatMap((page) => page.roadShowSquareList);
    expect(hits.length).toBe(pages[0]!.total);
    const inTitle = (hit: { title: string; titleMatches: [number, number][] }) =>
      hit.titleMatches.length > 0 && fold(hit.title).includes('业绩');
    const firstRest = hits.findIndex((hit) => !inTitle(hit));
    if (firstRest >= 0) expect(hits.slice(firstRest).some(inTitle)).toBe(false);
    const statusRank = (status: string) => (status === '1' ? 0 : status === '0' ? 1 : 2);
    const titled = hits.slice(0, firstRest < 0 ? hits.length : firstRest);
    for (let i = 1; i < titled.length; i += 1)
      expect(statusRank(titled[i]!.meetStatus)).toBeGreaterThanOrEqual(statusRank(titled[i - 1]!.meetStatus));
    expect(new Set(hits.map((hit) => hit.activityId))).toEqual(
      new Set(
        (await allPages(ctx, { searchValue: '华辰 业绩' }, FULL_RANKING)).flatMap((page) =>
          page.roadShowSquareList.map((hit) => hit.activityId),
        ),
      ),
    );
  });

  it('stops counting at the cap and says so; the API says an exact total is exact', async () => {
    const ctx = { repos: api.ctx.repos };
    const all = await searchActivities(ctx, plan({ searchValue: '说明会' }), 'zh-CN', FULL_RANKING);
    expect(all.totalCapped).toBe(false);
    const capped = await searchActivities(ctx, plan({ searchValue: '说明会' }), 'zh-CN', { countCap: 5, broadFrom: 3 });
    expect(capped).toMatchObject({ total: 5, totalCapped: true });
    expect(capped.roadShowSquareList.map((hit) => hit.activityId)).toEqual(
      all.roadShowSquareList.map((hit) => hit.activityId),
    );
    expect(await search({ searchValue: '说明会' })).toMatchObject({ total: all.total, totalCapped: false });
  });

  // The count and the ranked page come from one statement; a page past the end still knows the total.
  it('keeps the total on a page past the end, and ranks every match in status order past the cap without words', async () => {
    const ctx = { repos: api.ctx.repos };
    const all = await searchActivities(ctx, plan({ searchValue: '说明会' }), 'zh-CN', FULL_RANKING);
    expect(all.total).toBeGreaterThan(0);
    for (const limits of [FULL_RANKING, WALK]) {
      const beyond = await searchActivities(ctx, plan({ searchValue: '说明会', page: 99 }), 'zh-CN', limits);
      expect(beyond).toMatchObject({ total: all.total, totalCapped: false, roadShowSquareList: [] });
    }
    const everything = await searchActivities(ctx, plan({ pageSize: 12 }), 'zh-CN', FULL_RANKING);
    expect(everything.total).toBeGreaterThan(12);
    const capped = await searchActivities(ctx, plan({ pageSize: 12 }), 'zh-CN', { countCap: 3, broadFrom: 3 });
    expect(capped).toMatchObject({ total: 3, totalCapped: true });
    expect(capped.roadShowSquareList).toEqual(everything.roadShowSquareList);
    const second = await searchActivities(ctx, plan({ pageSize: 12, page: 2 }), 'zh-CN', { countCap: 3, broadFrom: 3 });
    expect(second.roadShowSquareList).toEqual(
      (await searchActivities(ctx, plan({ pageSize: 12, page: 2 }), 'zh-CN', FULL_RANKING)).roadShowSquareList,
    );
  });
});

// A table 40 times the seed, built in SQL from the seeded rows (search text included), so the
// walk and the cap meet realistic densities in a few seconds.
describe('broad words on a generated larger table', () => {
  let big: TestApi;
  beforeAll(async () => {
    big = await buildTestApi({ pglite: true });
    await big.ctx.database.execute(
      `insert into activities (kind, square_type, title_zh, title_en, title_tc, company_id, meeting_status, start_at, end_at, published, access_mode, search_text)
       select kind, square_type, title_zh, title_en, title_tc, company_id, meeting_status,
              start_at + (n * interval '37 minutes'), end_at + (n * interval '37 minutes'), published, access_mode, search_text
       from activities, generate_series(1, 40) as n where kind = 'roadshow'`,
    );
    await big.ctx.database.execute('analyze activities');
    // A second seeded database plus 40 copies: more than the default hook time on a busy machine.
  }, 180_000);
  afterAll(() => big.close());

  it('pages a broad word identically on both paths, and caps its count', async () => {
    const ctx = { repos: big.ctx.repos };
    const { rows } = await big.ctx.database.execute(`select count(*)::int as n from activities a where ${ROADSHOWS}`);
    expect(Number(rows[0]!.n)).toBeGreaterThan(2000);
    for (const searchValue of ['说明会', 'results', '业绩']) {
      const input = plan({ searchValue, pageSize: 48 });
      const walked = await searchActivities(ctx, input, 'zh-CN', { countCap: 1000, broadFrom: 100 });
      const ranked = await searchActivities(ctx, input, 'zh-CN', {
        countCap: 1000,
        broadFrom: Number.POSITIVE_INFINITY,
      });
      expect(walked).toEqual(ranked);
      expect(walked).toMatchObject({ total: 1000, totalCapped: true });
      for (const page of [2, 20]) {
        const deep = plan({ searchValue, pageSize: 48, page });
        expect(await searchActivities(ctx, deep, 'zh-CN', { countCap: 1000, broadFrom: 100 })).toEqual(
          await searchActivities(ctx, deep, 'zh-CN', { countCap: 1000, broadFrom: Number.POSITIVE_INFINITY }),
        );
      }
    }
  });
});

// Decision 070's paths (the capped count, the walk over the status-order index, the title index)
// on the same generated table in PGlite and PostgreSQL, with the service's own thresholds: both
// engines must give the same pages, whatever plans their planners choose. PostgreSQL runs only.
if (process.env.TEST_DATABASE === 'postgres') {
  describe('broad words on a generated table: PGlite and PostgreSQL give the same pages', () => {
    const engines: TestApi[] = [];
    // Forty copies of the seed's roadshows (about 6,000 rows) with ids of their own (copy n of row
    // i is n * 10,000 + i), so the ids agree on both engines whatever their sequences have handed out.
    const COPY = `insert into activities (id, kind, square_type, title_zh, title_en, title_tc, company_id, meeting_status,
        start_at, end_at, published, access_mode, search_text)
      select n * 10000 + id, kind, square_type, title_zh, title_en, title_tc, company_id, meeting_status,
        start_at + (n * interval '37 minutes'), end_at + (n * interval '37 minutes'), published, access_mode, search_text
      from activities, generate_series(1, 40) as n where kind = 'roadshow'`;
    beforeAll(async () => {
      engines.push(await buildTestApi(), await buildTestApi({ pglite: true }));
      for (const engine of engines) {
        await engine.ctx.database.execute(COPY);
        await engine.ctx.database.execute('analyze activities');
      }
    }, 180_000);
    afterAll(() => Promise.all(engines.map((engine) => engine.close())));

    /** The engine's search context, recording which repository paths each search took. */
    function traced(engine: TestApi, paths: Set<string>) {
      const repo = engine.ctx.repos.search;
      const search: typeof repo = {
        ...repo,
        rankedPageUpTo: async (...args) => {
          const ranked = await repo.rankedPageUpTo(...args);
          paths.add(ranked.rows.length > 0 ? 'full ranking' : 'capped count');
          return ranked;
        },
        titledPageFromIndex: async (...args) => {
          const rows = await repo.titledPageFromIndex(...args);
          paths.add(rows === null ? 'title index past its cap' : 'title index');
          return rows;
        },
        walkRoadshows: async (...args) => {
          paths.add(`walk: ${args[1]}`);
          return repo.walkRoadshows(...args);
        },
      };
      return { repos: { ...engine.ctx.repos, search } };
    }

    it('answer every page alike on every path, with the service thresholds', async () => {
      const [postgres, pglite] = engines as [TestApi, TestApi];
      expect([postgres.ctx.database.kind, pglite.ctx.database.kind]).toEqual(['postgres', 'pglite']);
      const seen = { postgres: new Set<string>(), pglite: new Set<string>() };
      const inputs: Record<string, string | number>[] = [
        { searchValue: '说明会' }, // in half the titles: the walk
        { searchValue: '业绩', status: '2,3' },
        { searchValue: 'results', tab: 2 },
        { searchValue: 'ltd' }, // in every company's English name, no title: the title index, then the rest
        { searchValue: '华辰 业绩' },
        { searchValue: '华辰' }, // a few hundred: the full ranking
        { searchValue: 'hcxn' },
        { searchValue: '' },
      ];
      for (const input of inputs) {
        for (const page of [1, 2, 30]) {
          const query = plan({ ...input, page, pageSize: 12 });
          const [a, b] = [
            await searchActivities(traced(postgres, seen.postgres), query, 'zh-CN'),
            await searchActivities(traced(pglite, seen.pglite), query, 'zh-CN'),
          ];
          expect(a, JSON.stringify({ ...input, page })).toEqual(b);
        }
      }
      const every = ['full ranking', 'capped count', 'title index', 'walk: titles', 'walk: rest'];
      expect([...seen.postgres].sort()).toEqual(expect.arrayContaining(every));
      expect([...seen.pglite].sort()).toEqual([...seen.postgres].sort());
    });
  });
}
