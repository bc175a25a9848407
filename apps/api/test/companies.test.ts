import { pinyin } from 'pinyin-pro';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, type TestApi } from './build-test-api.ts';

interface Hit {
  companyCode: string;
  exchange: string;
  companyName: string;
  fullName: string;
  industry: string;
  irWebsite: string | null;
  nameMatches: [number, number][];
  fullNameMatches: [number, number][];
}
interface Page {
  total: number;
  page: number;
  pageSize: number;
  companyList: Hit[];
}

let api: TestApi;
beforeAll(async () => {
  api = await buildTestApi();
});
afterAll(() => api.close());

async function get(path: string, params: Record<string, string | number>, lang = 'zh-CN') {
  const query = new URLSearchParams({ lang });
  for (const [key, value] of Object.entries(params)) query.set(key, String(value));
  const response = await api.app.inject({ method: 'GET', url: `/roadshow/${path}?${query.toString()}` });
  return { status: response.statusCode, json: response.json(), body: response.body };
}

async function search(params: Record<string, string | number>, lang = 'zh-CN', path = 'search/searchCompanies') {
  const { status, json } = await get(path, { pageSize: 50, ...params }, lang);
  expect(status, JSON.stringify(json)).toBe(200);
  return json.result as Page;
}

const codesOf = (page: Page) => page.companyList.map((hit) => hit.companyCode).sort();

async function sqlCodes(text: string, params: unknown[] = []): Promise<string[]> {
  const { rows } = await api.ctx.database.execute(text, params);
  return rows.map((row) => String(row.code)).sort();
}

/** The oracle: companies whose source columns (not search_text) contain the text, any case. */
function literalMatches(text: string): Promise<string[]> {
  const columns = ['name_zh', 'name_en', 'name_tc', 'short_name_zh', 'short_name_en', 'short_name_tc', 'code'];
  const has = (column: string) => `strpos(lower(coalesce(${column}, '')), lower($1)) > 0`;
  return sqlCodes(`select code from companies where ${columns.map(has).join(' or ')}`, [text]);
}

const marked = (text: string, ranges: [number, number][]) =>
  ranges.map(([start, length]) => text.slice(start, start + length));

describe('company search', () => {
  it('finds companies by a Chinese substring of their names, and marks it', async () => {
    for (const word of ['能源', '科技', '银行']) {
      const expected = await literalMatches(word);
      const result = await search({ searchValue: word });
      expect(result.total, word).toBeGreaterThan(0);
      // Industry names are searchable too, so the result may hold more than the names alone.
      expect(codesOf(result)).toEqual(expect.arrayContaining(expected));
      for (const hit of result.companyList.filter((h) => h.companyName.includes(word))) {
        expect(marked(hit.companyName, hit.nameMatches)).toContain(word);
      }
    }
  });

  it('finds the same with Traditional input, and shows Traditional names in tc', async () => {
    const simplified = await get('search/searchCompanies', { searchValue: '华辰新能', pageSize: 50 });
    const traditional = await get('search/searchCompanies', { searchValue: '華辰新能', pageSize: 50 });
    expect(traditional.body).toBe(simplified.body);
    expect(simplified.json.result.total).toBe(1);
    const tc = await search({ searchValue: '华辰' }, 'tc');
    expect(tc.companyList[0]?.companyName).toBe('華辰新能');
    expect(marked(tc.companyList[0]!.companyName, tc.companyList[0]!.nameMatches)).toEqual(['華辰']);
  });

  it('finds a company by full pinyin, initials (any case) and stock code; the code ranks first', async () => {
    const { rows } = await api.ctx.database.execute('select code, short_name_zh from companies order by code');
    const all = rows.map((row) => {
      const name = String(row.short_name_zh);
      return {
        code: String(row.code),
        initials: pinyin(name, { pattern: 'first', toneType: 'none', type: 'array' }).join(''),
        full: pinyin(name, { toneType: 'none', type: 'array', v: true }).join(''),
      };
    });
    let checked = 0;
    for (const company of all) {
      for (const key of [company.initials, company.initials.toUpperCase(), company.full]) {
        const result = await search({ searchValue: key });
        expect(codesOf(result), key).toContain(company.code);
      }
      const byCode = await search({ searchValue: company.code });
      expect(byCode.companyList[0]?.companyCode).toBe(company.code);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(20);
  });

  it('finds companies by an English name in any case', async () => {
    const expected = await literalMatches('energy');
    expect(expected.length).toBeGreaterThan(1);
    const result = await search({ searchValue: 'ENERGY' }, 'en');
    expect(codesOf(result)).toEqual(expect.arrayContaining(expected));
    const hit = result.companyList.find((h) => /energy/i.test(h.fullName))!;
    expect(marked(hit.fullName, hit.fullNameMatches)).toEqual(['Energy']);
  });

  it('answers an empty result as total 0 and an empty list', async () => {
    expect(await search({ searchValue: 'zzqxjvw' })).toEqual({ total: 0, page: 1, pageSize: 50, companyList: [] });
  });

  it('lists every company when the box is empty, hottest first, paged without gaps', async () => {
    const all = await sqlCodes('select code from companies');
    const first = await search({ pageSize: 10 });
    expect(first.total).toBe(all.length);
    const pages: Hit[] = [];
    for (let page = 1; (page - 1) * 10 < first.total; page += 1) {
      pages.push(...(await search({ pageSize: 10, page })).companyList);
    }
    expect(pages.map((hit) => hit.companyCode).sort()).toEqual(all);
    const { rows } = await api.ctx.database.execute('select code from companies order by degree desc limit 10');
    expect(first.companyList.map((hit) => hit.companyCode)).toEqual(rows.map((row) => String(row.code)));
  });

  it('narrows to an exchange tab and to an industry', async () => {
    for (const [tab, exchange] of [
      [2, 'SSE'],
      [3, 'SZSE'],
      [4, 'HKEX'],
    ] as const) {
      const expected = await sqlCodes('select code from companies where exchange = $1', [exchange]);
      expect(expected.length).toBeGreaterThan(0);
      const result = await search({ tab });
      expect(codesOf(result)).toEqual(expected);
    }
    const [row] = (await api.ctx.database.execute('select i.code from industries i order by i.id limit 1')).rows;
    const expected = await sqlCodes(
      'select c.code from companies c join industries i on i.id = c.industry_id where i.code = $1',
      [row?.code],
    );
    expect(codesOf(await search({ industry: String(row?.code) }))).toEqual(expected);
  });
});

describe('company search input that could hurt', () => {
  it('refuses a 300-character query with the field and a localized message', async () => {
    const zh = await get('search/searchCompanies', { searchValue: '业'.repeat(300) });
    expect(zh.status).toBe(400);
    expect(zh.json).toMatchObject({ success: false, errorCode: 'BAD_REQUEST', errorMsg: '请求参数有误' });
    expect(zh.json.fields.map((f: { path: string }) => f.path)).toContain('querystring.searchValue');
    const en = await get('search/searchIrWebsites', { searchValue: 'a'.repeat(300) }, 'en');
    expect(en).toMatchObject({ status: 400, json: { errorMsg: 'The request is not valid' } });
  });

  it.each(['%', '_', '\\', "'", '%_%'])('matches %s only literally', async (searchValue) => {
    expect(codesOf(await search({ searchValue }))).toEqual(await literalMatches(searchValue));
  });

  it('treats SQL as words: no error, no match, the table still there', async () => {
    for (const searchValue of ["'; drop table companies; --", "' or '1'='1"]) {
      expect((await search({ searchValue })).total).toBe(0);
    }
    const { rows } = await api.ctx.database.execute('select count(*)::int as n from companies');
    expect(Number(rows[0]?.n)).toBeGreaterThan(0);
  });

  it.each([
    ['tab=5', 'tab'],
    ['tab=0', 'tab'],
    ['tab=SSE', 'tab'],
    ['page=0', 'page'],
    ['pageSize=12', 'pageSize'],
    ['industry=' + 'x'.repeat(33), 'industry'],
  ])('refuses %s with the field %s, in the language asked', async (query, field) => {
    for (const path of ['searchCompanies', 'searchIrWebsites']) {
      const response = await api.app.inject({ method: 'GET', url: `/roadshow/search/${path}?${query}&lang=tc` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, errorCode: 'BAD_REQUEST', errorMsg: '請求參數有誤' });
      expect(response.json().fields.map((f: { path: string }) => f.path)).toContain(`querystring.${field}`);
    }
  });
});

describe('IR website search', () => {
  it('lists only companies with an IR website, found by the same words', async () => {
    await api.ctx.database.execute("update companies set ir_website = null where code = '300826'");
    await api.ctx.cache.invalidate('search:');
    const expected = await sqlCodes('select code from companies where ir_website is not null');
    const all = await search({}, 'en', 'search/searchIrWebsites');
    expect(codesOf(all)).toEqual(expected);
    expect(codesOf(all)).not.toContain('300826');
    const byInitials = await search({ searchValue: 'hcxn' }, 'en', 'search/searchIrWebsites');
    expect(byInitials.companyList.map((hit) => [hit.companyCode, hit.irWebsite])).toEqual([
      ['688351', 'https://ir.huachen.example.com'],
    ]);
    const byTraditional = await search({ searchValue: '青禾' }, 'tc', 'search/searchIrWebsites');
    expect(byTraditional.total).toBe(0);
    await api.ctx.database.execute(
      "update companies set ir_website = 'https://ir.qinghe.example.com' where code = '300826'",
    );
    await api.ctx.cache.invalidate('search:');
    expect((await search({ searchValue: '青禾' }, 'tc', 'search/searchIrWebsites')).total).toBe(1);
  });
});

describe('company introduction', () => {
  it("gives the profile, IR website, events and analysts in the request's language", async () => {
    const { rows } = await api.ctx.database.execute(
      `select c.code, c.id, count(a.id)::int as n from companies c join activities a on a.company_id = c.id and a.published
       group by c.id order by n desc, c.code limit 1`,
    );
    const code = String(rows[0]?.code);
    const zh = await get('activity/getCompanyIntroduction', { companyCode: code });
    expect(zh.status).toBe(200);
    const result = zh.json.result;
    expect(result.company.companyCode).toBe(code);
    expect(result.activityTotal).toBe(Number(rows[0]?.n));
    expect(result.activityManageList.length).toBe(Math.min(8, result.activityTotal));
    expect(result.activityManageList.every((a: { companyCode: string }) => a.companyCode === code)).toBe(true);
    expect(result.company.introduction.length).toBeGreaterThan(10);
    const en = (await get('activity/getCompanyIntroduction', { companyCode: code }, 'en')).json.result;
    expect(en.company.fullName).toMatch(/^[\x20-\x7e]+$/);
    const tc = (await get('activity/getCompanyIntroduction', { companyCode: code }, 'tc')).json.result;
    expect(tc.company.companyName).not.toBe('');

    // Analysts: guests titled 分析师 at this company's events, each with a stable code.
    const expected = await api.ctx.database.execute(
      `select distinct g.name_zh from activity_guests g join activities a on a.id = g.activity_id
       where a.company_id = $1 and a.published and g.title_zh like '%分析师%'`,
      [rows[0]?.id],
    );
    expect(result.analystList.map((a: { name: string }) => a.name).sort()).toEqual(
      expected.rows.map((row) => String(row.name_zh)).sort(),
    );
    for (const analyst of result.analystList) expect(analyst.analystCode).toMatch(/^[0-9a-f]{12}$/);
  });

  it('answers 404 with a message for an unknown code and 400 for a malformed one', async () => {
    const unknown = await get('activity/getCompanyIntroduction', { companyCode: '999999' }, 'en');
    expect(unknown).toMatchObject({
      status: 404,
      json: { success: false, errorCode: 'COMPANY_NOT_FOUND', errorMsg: 'No listed company has this stock code' },
    });
    for (const companyCode of ['abc', '1234567', "1' or 1=1"]) {
      const bad = await get('activity/getCompanyIntroduction', { companyCode });
      expect(bad.status).toBe(400);
      expect(bad.json.fields.map((f: { path: string }) => f.path)).toContain('querystring.companyCode');
    }
  });
});

// On PostgreSQL (DATABASE_URL set) the answers must be byte-identical to PGlite's on the same seed.
if (process.env.TEST_DATABASE === 'postgres') {
  describe('PGlite and PostgreSQL', () => {
    let pglite: TestApi;
    beforeAll(async () => {
      pglite = await buildTestApi({ pglite: true });
    });
    afterAll(() => pglite.close());

    it('answer every kind of company and IR website search identically', async () => {
      expect(api.ctx.database.kind).toBe('postgres');
      expect(pglite.ctx.database.kind).toBe('pglite');
      const queries: Record<string, string | number>[] = [
        { searchValue: '能源' },
        { searchValue: '華辰' },
        { searchValue: 'hcxn' },
        { searchValue: 'HuaChen' },
        { searchValue: '688351' },
        { searchValue: '%' },
        { searchValue: '', tab: 3 },
        { page: 2 },
      ];
      const inject = (target: TestApi, url: string) => target.app.inject({ method: 'GET', url });
      for (const query of queries) {
        for (const path of ['search/searchCompanies', 'search/searchIrWebsites']) {
          for (const lang of ['zh-CN', 'en', 'tc']) {
            const params = new URLSearchParams({
              lang,
              ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
            });
            const url = `/roadshow/${path}?${params.toString()}`;
            const [a, b] = await Promise.all([inject(api, url), inject(pglite, url)]);
            expect(a.body, url).toBe(b.body);
          }
        }
      }
      const url = '/roadshow/activity/getCompanyIntroduction?companyCode=601136&lang=tc';
      const [a, b] = await Promise.all([inject(api, url), inject(pglite, url)]);
      expect(a.body).toBe(b.body);
    });
  });
}
