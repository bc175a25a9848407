import { beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '@roadshow/db/seed/seed-database';
import { useComposedServer } from './support/composed-server.ts';
import { loginHelpers, TEST_ORIGIN } from './support/login-helpers.ts';

const suite = useComposedServer({
  start: '2026-11-21T06:00:00.000Z',
  prepare: (db, now) => seedDatabase(db.database, { now }),
});
const server = suite.server;
let analystCode: string;
const { registerAndLogIn } = loginHelpers(server, suite.advance, '1392222');

beforeAll(async () => {
  const { rows } = await suite
    .db()
    .database.execute(
      "select left(md5(name_zh), 12) as code from activity_guests where title_zh like '%分析师%' order by id limit 1",
    );
  analystCode = String(rows[0]?.code);
});

function post(path: string, body: unknown, appToken?: string, lang = 'en') {
  return server().app.inject({
    method: 'POST',
    url: `/roadshow/${path}?lang=${lang}`,
    headers: { origin: TEST_ORIGIN, ...(appToken ? { cookie: `ticket=${appToken}` } : {}) },
    payload: body as object,
  });
}

const state = async (appToken: string | undefined, targetType: string, code: string) =>
  (await post('follow/myFollowInfoSingle', { targetType, code }, appToken)).json().result;

describe('follow a company', () => {
  it('follows and unfollows per user, idempotently, and counts followers', async () => {
    const alice = await registerAndLogIn();
    const bob = await registerAndLogIn();
    expect(await state(alice.appToken, 'company', '688351')).toMatchObject({ followed: false, loggedIn: true });

    const first = await post('follow/followCompany', { companyCode: '688351' }, alice.appToken);
    expect(first.statusCode).toBe(200);
    expect(first.json().result).toMatchObject({ followed: true, followerCount: 1 });
    // Following again changes nothing.
    expect((await post('follow/followCompany', { companyCode: '688351' }, alice.appToken)).json().result).toMatchObject(
      { followed: true, followerCount: 1 },
    );
    // Bob's state is his own.
    expect(await state(bob.appToken, 'company', '688351')).toMatchObject({ followed: false, followerCount: 1 });
    expect(await state(undefined, 'company', '688351')).toMatchObject({ followed: false, loggedIn: false });

    const list = (await post('follow/getMyFollowList', {}, alice.appToken, 'zh-CN')).json().result.followList;
    expect(list).toMatchObject([{ targetType: 'company', code: '688351', name: '华辰新能' }]);

    const off = await post('follow/followCompany', { companyCode: '688351', follow: false }, alice.appToken);
    expect(off.json().result).toMatchObject({ followed: false, followerCount: 0 });
    expect((await post('follow/getMyFollowList', {}, alice.appToken)).json().result.followList).toEqual([]);
  });

  it('keeps one row when the same user follows many times at once', async () => {
    const carol = await registerAndLogIn();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        i % 2 === 0
          ? post('follow/followCompany', { companyCode: '300826' }, carol.appToken)
          : post('activity/addMyFollowSingle', { targetType: 'company', code: '300826' }, carol.appToken),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(12).fill(200));
    const { rows } = await suite
      .db()
      .database.execute(
        "select count(*)::int as n from follows where target_type = 'company' and target_code = '300826'",
      );
    expect(Number(rows[0]?.n)).toBe(1);
    expect(await state(carol.appToken, 'company', '300826')).toMatchObject({ followed: true, followerCount: 1 });
    const cancel = await post(
      'activity/cancelMyFollowSingleByCode',
      { targetType: 'company', code: '300826' },
      carol.appToken,
    );
    expect(cancel.json().result).toMatchObject({ followed: false, followerCount: 0 });
  });

  it('sends visitors away with 401 and refuses unknown or malformed targets', async () => {
    const visitor = await post('follow/followCompany', { companyCode: '688351' }, undefined, 'zh-CN');
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ success: false, errorCode: 'UNAUTHORIZED', errorMsg: '请先登录' });
    expect((await post('follow/getMyFollowList', {})).statusCode).toBe(401);

    const dave = await registerAndLogIn();
    const unknown = await post('follow/followCompany', { companyCode: '999999' }, dave.appToken, 'tc');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ errorCode: 'COMPANY_NOT_FOUND', errorMsg: '未找到該上市公司' });
    const noAnalyst = await post('follow/followAnalyst', { analystCode: '0123456789ab' }, dave.appToken);
    expect(noAnalyst.json()).toMatchObject({ errorCode: 'ANALYST_NOT_FOUND' });

    for (const [path, body, field] of [
      ['follow/followCompany', { companyCode: "1' or 1=1" }, 'body.companyCode'],
      ['follow/followCompany', { companyCode: '688351', follow: 'yes' }, 'body.follow'],
      ['follow/followAnalyst', { analystCode: 'x'.repeat(300) }, 'body.analystCode'],
      ['follow/myFollowInfoSingle', { targetType: 'fund', code: '688351' }, 'body.targetType'],
      ['activity/addMyFollowSingle', { targetType: 'analyst', code: '688351' }, 'body.code'],
    ] as const) {
      const bad = await post(path, body, dave.appToken, 'zh-CN');
      expect(bad.statusCode, path).toBe(400);
      expect(bad.json()).toMatchObject({ success: false, errorCode: 'BAD_REQUEST', errorMsg: '请求参数有误' });
      expect(bad.json().fields.map((f: { path: string }) => f.path)).toContain(field);
    }
    const { rows } = await suite.db().database.execute('select count(*)::int as n from follows');
    expect(Number(rows[0]?.n)).toBe(0);
  });
});

describe('follow an analyst', () => {
  it('follows an analyst who spoke at seeded events and lists them by name', async () => {
    const erin = await registerAndLogIn();
    const answer = await post('follow/followAnalyst', { analystCode }, erin.appToken);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().result).toMatchObject({ targetType: 'analyst', code: analystCode, followed: true });
    const [item] = (await post('follow/getMyFollowList', {}, erin.appToken, 'en')).json().result.followList;
    expect(item).toMatchObject({ targetType: 'analyst', code: analystCode });
    expect(item.detail).toMatch(/Analyst/);
    expect(item.name).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/);
    const off = await post('follow/followAnalyst', { analystCode, follow: false }, erin.appToken);
    expect(off.json().result.followed).toBe(false);
  });
});
