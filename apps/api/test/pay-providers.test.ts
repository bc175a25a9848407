import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payNotificationLog } from '@roadshow/db/schema';
import { createAlipayProvider } from '../src/services/pay/alipay-provider.ts';
import type { PaymentProvider } from '../src/services/pay/payment-provider.ts';
import { createWechatPayProvider } from '../src/services/pay/wechat-pay-provider.ts';
import { buildTestApi, TEST_NOW, type TestApi } from './build-test-api.ts';
import { insertActivity, insertCompany } from './support/activity-fixtures.ts';
import { fakeIdentity, type FakeUser } from './support/fake-identity.ts';
import { insertLiveRoom, insertSignUp } from './support/live-fixtures.ts';
import {
  alipayKeys,
  alipayNotification,
  alipayPrecreate,
  rsaPem,
  wechatKeys,
  wechatNative,
  wechatNotification,
} from './support/pay-providers.ts';

// The Alipay and WeChat Pay adapters through /pay/notify/:provider against the database (decision
// 050, 080): the test plays the provider with keys it made, a notification signed as the provider
// signs it pays the order, a tampered or foreign one is refused and logged, and a price in a
// currency the provider does not take is refused when the sponsor sets it.

const identity = fakeIdentity();
const admin = identity.user();

interface Setup {
  api: TestApi;
  companyId: number;
}

async function setUp(provider: PaymentProvider): Promise<Setup> {
  const api = await buildTestApi({ seed: false, identityTransport: identity.transport, paymentProvider: provider });
  const companyId = await insertCompany(api.ctx, '600600');
  await api.ctx.repos.companyMembers.upsert({ companyId, userId: admin.user.userId, role: 'admin' });
  return { api, companyId };
}

const post = (api: TestApi, path: string, body: object, who?: FakeUser, lang = 'en') =>
  api.app.inject({
    method: 'POST',
    url: `/roadshow${path}?lang=${lang}`,
    headers: who ? { cookie: who.cookie } : {},
    payload: body,
  });

/** A live paid activity (99.00 CNY) with one approved user who opened an order through the provider. */
async function orderThroughProvider({ api, companyId }: Setup) {
  const activityId = await insertActivity(api.ctx, {
    companyId,
    accessMode: 'registration',
    priceCents: 9900,
    meetingStatus: 1,
    startAt: new Date(TEST_NOW.getTime() - 600_000),
  });
  await insertLiveRoom(api.ctx, activityId);
  const who = identity.user();
  await insertSignUp(api.ctx, activityId, who.user.userId, 'approved');
  const { token } = (await post(api, '/pay/getPayAccessToken', { activityId }, who)).json().result;
  const answer = await post(api, '/pay/addInteractOrderPay', { activityId, token }, who);
  expect(answer.statusCode, answer.body).toBe(200);
  return { activityId, who, order: answer.json().result as { orderNo: string; state: string; provider: string } };
}

const gate = async (api: TestApi, activityId: number, who: FakeUser) => {
  const answer = await post(api, '/interact/getInteractSwitch', { activityId }, who);
  return answer.statusCode === 200 ? 'open' : answer.json().errorCode;
};
const verdictsOf = async (api: TestApi, provider: string) =>
  (await api.ctx.database.db.select().from(payNotificationLog).where(eq(payNotificationLog.provider, provider))).map(
    (entry) => entry.verdict,
  );

/** A sponsor setting a price in a currency the provider does not take: refused, clearly, in the page's language. */
async function expectCnyOnly(setup: Setup) {
  const activityId = await insertActivity(setup.api.ctx, { companyId: setup.companyId, accessMode: 'registration' });
  const settings = (await post(setup.api, '/console/getPaySettings', { activityId }, admin)).json().result;
  expect(settings.currencies).toEqual(['CNY']);
  for (const [lang, message] of [
    ['en', 'The payment provider in use takes only CNY; set the price in CNY'],
    ['zh-CN', '当前支付渠道仅支持 CNY，请以 CNY 定价'],
    ['tc', '當前支付渠道僅支援 CNY，請以 CNY 定價'],
  ] as const) {
    const refused = await post(
      setup.api,
      '/console/savePayPrice',
      { activityId, amountCents: 12_000, currency: 'HKD' },
      admin,
      lang,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      errorCode: 'PAY_CURRENCY_UNSUPPORTED',
      errorMsg: message,
      fields: [{ path: 'body.currency', message }],
    });
  }
  expect((await setup.api.ctx.repos.payments.price(activityId)) ?? null).toBeNull();
  const ok = await post(
    setup.api,
    '/console/savePayPrice',
    { activityId, amountCents: 12_000, currency: 'CNY' },
    admin,
  );
  expect(ok.json().result).toMatchObject({ amountCents: 12_000, currency: 'CNY' });

  // A price set in HKD before the site switched providers: "go to pay" says so, the provider is not asked.
  await setup.api.ctx.repos.payments.savePrice(
    { activityId, amountCents: 12_000, currency: 'HKD', updatedBy: admin.user.userId, updatedAt: TEST_NOW },
    async () => {},
  );
  const who = identity.user();
  await insertSignUp(setup.api.ctx, activityId, who.user.userId, 'approved');
  const { token } = (await post(setup.api, '/pay/getPayAccessToken', { activityId }, who)).json().result;
  const order = await post(setup.api, '/pay/addInteractOrderPay', { activityId, token }, who);
  expect(order.json()).toMatchObject({ errorCode: 'PAY_CURRENCY_UNSUPPORTED' });
}

describe('Alipay through /pay/notify/alipay', () => {
  const keys = alipayKeys();
  const precreate = alipayPrecreate(keys);
  let setup: Setup;
  beforeAll(async () => {
    setup = await setUp(createAlipayProvider(keys.config, precreate.fetch, () => TEST_NOW));
  });
  afterAll(() => setup.api.close());

  const notify = (body: string) =>
    setup.api.app.inject({
      method: 'POST',
      url: '/roadshow/pay/notify/alipay',
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
      payload: body,
    });

  it('the order gets its code from precreate; a notification signed as Alipay signs it pays the order, once', async () => {
    const { activityId, who, order } = await orderThroughProvider(setup);
    expect(order).toMatchObject({ state: 'paying', provider: 'alipay' });
    expect(JSON.parse(precreate.sent.at(-1)!.get('biz_content')!)).toMatchObject({
      out_trade_no: order.orderNo,
      total_amount: '99.00',
    });
    expect(await gate(setup.api, activityId, who)).toBe('PAYMENT_NOT_COMPLETED');

    const body = alipayNotification(keys, { out_trade_no: order.orderNo, trade_no: `2026${order.orderNo}` });
    const answers = await Promise.all(Array.from({ length: 5 }, () => notify(body)));
    expect(answers.map((answer) => [answer.statusCode, answer.body])).toEqual(Array(5).fill([200, 'success']));
    const row = (await setup.api.ctx.repos.payments.byOrderNo(order.orderNo))!;
    expect(row).toMatchObject({ state: 'paid', providerTxnId: `2026${order.orderNo}` });
    expect(await setup.api.ctx.repos.payments.payments(row.id)).toHaveLength(1);
    expect(await gate(setup.api, activityId, who)).toBe('open');
  });

  it('tampered, signed by another key, or for another app: refused with "fail", logged, nothing paid', async () => {
    const { order } = await orderThroughProvider(setup);
    const good = alipayNotification(keys, { out_trade_no: order.orderNo, trade_no: `T${order.orderNo}` });
    const before = (await verdictsOf(setup.api, 'alipay')).filter((verdict) => verdict === 'bad_signature').length;
    const refusals = [
      good.replace('total_amount=99.00', 'total_amount=0.01'),
      alipayNotification(keys, { out_trade_no: order.orderNo }, rsaPem().privateKey),
      alipayNotification(keys, { out_trade_no: order.orderNo, app_id: '2021000000000002' }),
      good.replace(/&sign=[^&]*/, ''),
    ];
    for (const body of refusals) {
      const answer = await notify(body);
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toBe('fail');
    }
    expect((await setup.api.ctx.repos.payments.byOrderNo(order.orderNo))!.state).toBe('paying');
    const after = (await verdictsOf(setup.api, 'alipay')).filter((verdict) => verdict === 'bad_signature').length;
    expect(after - before).toBe(refusals.length);
    // The sandbox's page and notify path are closed while Alipay is the provider.
    expect(
      (await setup.api.app.inject({ method: 'POST', url: '/roadshow/pay/notify/sandbox', payload: '{}' })).statusCode,
    ).toBe(404);
  });

  it('a price in HKD is refused when the sponsor sets it: Alipay face-to-face takes CNY only', () =>
    expectCnyOnly(setup));
});

describe('WeChat Pay Native through /pay/notify/wechat', () => {
  const keys = wechatKeys();
  const native = wechatNative(keys, TEST_NOW);
  let setup: Setup;
  beforeAll(async () => {
    setup = await setUp(createWechatPayProvider(keys.config, native.fetch, () => TEST_NOW));
  });
  afterAll(() => setup.api.close());

  const notify = (note: { body: string; headers: Record<string, string | undefined> }) =>
    setup.api.app.inject({
      method: 'POST',
      url: '/roadshow/pay/notify/wechat',
      headers: { 'content-type': 'application/json', ...note.headers } as Record<string, string>,
      payload: note.body,
    });
  const transaction = (orderNo: string) => ({ out_trade_no: orderNo, transaction_id: `42${orderNo}` });

  it('a notification signed and encrypted as WeChat Pay does pays the order, once', async () => {
    const { activityId, who, order } = await orderThroughProvider(setup);
    expect(order).toMatchObject({ state: 'paying', provider: 'wechat' });
    expect(JSON.parse(native.sent.at(-1)!.body)).toMatchObject({
      appid: keys.config.appId,
      out_trade_no: order.orderNo,
      amount: { total: 9900, currency: 'CNY' },
    });
    const note = wechatNotification(keys, TEST_NOW, transaction(order.orderNo));
    const answers = await Promise.all(Array.from({ length: 5 }, () => notify(note)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(5).fill(204));
    const row = (await setup.api.ctx.repos.payments.byOrderNo(order.orderNo))!;
    expect(row.state).toBe('paid');
    expect(await setup.api.ctx.repos.payments.payments(row.id)).toHaveLength(1);
    expect(await gate(setup.api, activityId, who)).toBe('open');
  });

  it('tampered, another platform key serial, another app or merchant, another signer: refused with 400, nothing paid', async () => {
    const { order } = await orderThroughProvider(setup);
    const good = wechatNotification(keys, TEST_NOW, transaction(order.orderNo));
    const refusals = [
      { ...good, body: good.body.replace('EV-2018', 'EV-2019') },
      wechatNotification(keys, TEST_NOW, transaction(order.orderNo), { serial: 'PUB_KEY_ID_SOMEONE_ELSE' }),
      wechatNotification(keys, TEST_NOW, { ...transaction(order.orderNo), appid: 'wx0000000000000002' }),
      wechatNotification(keys, TEST_NOW, { ...transaction(order.orderNo), mchid: '1900000002' }),
      wechatNotification(keys, TEST_NOW, transaction(order.orderNo), { signer: keys.merchant.privateKey }),
    ];
    for (const note of refusals) {
      const answer = await notify(note);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'FAIL' });
    }
    expect((await setup.api.ctx.repos.payments.byOrderNo(order.orderNo))!.state).toBe('paying');
    expect((await verdictsOf(setup.api, 'wechat')).filter((verdict) => verdict === 'bad_signature').length).toBe(
      refusals.length,
    );
  });

  it('a price in HKD is refused when the sponsor sets it: WeChat Pay Native takes CNY only', () =>
    expectCnyOnly(setup));
});
