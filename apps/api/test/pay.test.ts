import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignLabel } from '@roadshow/contracts/sign-label';
import { activities, consoleAuditLog, payNotificationLog, payOrders } from '@roadshow/db/schema';
import { expireUnpaidOrders } from '../src/services/jobs/expire-unpaid-orders.ts';
import type { SandboxNotificationBody } from '../src/services/pay/sandbox-provider.ts';
import { buildTestApi, TEST_NOW, type TestApi } from './build-test-api.ts';
import { insertActivity, insertCompany } from './support/activity-fixtures.ts';
import { fakeIdentity, type FakeUser } from './support/fake-identity.ts';
import { insertLiveRoom, insertSignUp } from './support/live-fixtures.ts';

const identity = fakeIdentity();
let clock = TEST_NOW;
let api: TestApi;
let companyId: number;
const admin = identity.user();
const foreigner = identity.user();

beforeAll(async () => {
  api = await buildTestApi({ seed: false, identityTransport: identity.transport, now: () => clock });
  companyId = await insertCompany(api.ctx, '600500');
  const otherCompany = await insertCompany(api.ctx, '600501');
  await api.ctx.repos.companyMembers.upsert({ companyId, userId: admin.user.userId, role: 'admin' });
  await api.ctx.repos.companyMembers.upsert({ companyId: otherCompany, userId: foreigner.user.userId, role: 'admin' });
});
afterAll(() => api.close());

const post = (path: string, body: object, who?: FakeUser) =>
  api.app.inject({
    method: 'POST',
    url: `/roadshow${path}?lang=en`,
    headers: who ? { cookie: who.cookie } : {},
    payload: body,
  });

/** A paid activity (99.00 CNY): live now (its meeting's gate can be asked), or starting tomorrow. */
async function paidActivity(options: { live?: boolean } = {}) {
  const live = options.live ?? true;
  const activityId = await insertActivity(api.ctx, {
    companyId,
    accessMode: 'registration',
    priceCents: 9900,
    ...(live ? { meetingStatus: 1, startAt: new Date(TEST_NOW.getTime() - 600_000) } : {}),
  });
  await insertLiveRoom(api.ctx, activityId);
  return activityId;
}

/** A user approved for the activity: signed up through the API before the start, as the review leaves it after. */
async function signedUp(activityId: number) {
  const who = identity.user();
  const answer = await post('/activity/signOrAppointment', { activityId, source: '01' }, who);
  if (answer.json().errorCode === 'SIGN_UP_DEADLINE_PASSED')
    await insertSignUp(api.ctx, activityId, who.user.userId, 'approved');
  else expect(answer.json(), JSON.stringify(answer.json())).toMatchObject({ result: { state: 'approved' } });
  return who;
}

async function openOrder(activityId: number, who: FakeUser) {
  const { token } = (await post('/pay/getPayAccessToken', { activityId }, who)).json().result;
  const answer = await post('/pay/addInteractOrderPay', { activityId, token }, who);
  expect(answer.statusCode).toBe(200);
  return { token, order: answer.json().result as { orderNo: string; state: string; amountCents: number } };
}

const sandbox = () => api.ctx.payments.sandbox!;
function notify(body: Partial<SandboxNotificationBody> & { orderNo: string }, headers?: Record<string, string>) {
  const signed = sandbox().notification({
    txnId: `TXN${body.orderNo}`,
    outcome: 'paid',
    amountCents: 9900,
    currency: 'CNY',
    paidAt: clock.toISOString(),
    ...body,
  });
  return api.app.inject({
    method: 'POST',
    url: '/roadshow/pay/notify/sandbox',
    headers: { ...signed.headers, ...headers } as Record<string, string>,
    payload: signed.body,
  });
}

const signStatus = async (activityId: number, who: FakeUser) =>
  (await post('/activity/getSignStatus', { activityId }, who)).json().result;
const meetingGate = async (activityId: number, who: FakeUser) => {
  const answer = await post('/interact/getInteractSwitch', { activityId }, who);
  return answer.statusCode === 200 ? 'open' : answer.json().errorCode;
};

const orderRow = async (orderNo: string) => (await api.ctx.repos.payments.byOrderNo(orderNo))!;
const verdicts = async (orderNo: string) =>
  (await api.ctx.repos.payments.notificationLog(orderNo)).map((entry) => entry.verdict);

describe('ordering and paying through the sandbox', () => {
  it('go to pay: the order opens with a QR code, the sandbox pays it, the meeting opens', async () => {
    const activityId = await paidActivity();
    const who = await signedUp(activityId);
    const before = (await post('/pay/checkOrderStatus', { activityId }, who)).json().result;
    // Approved without an order: the seat is kept for the time to pay (decision 079); this one was stored approved.
    expect(before).toMatchObject({ amountCents: 9900, currency: 'CNY', paid: false, order: null });
    expect((await post('/interact/getInteractSwitch', { activityId }, who)).json().errorCode).toBe(
      'PAYMENT_NOT_COMPLETED',
    );

    const { token, order } = await openOrder(activityId, who);
    expect(order).toMatchObject({ state: 'paying', amountCents: 9900 });
    const qr = await api.app.inject({
      method: 'GET',
      url: `/roadshow/pay/getInteractQrCodeUrl?orderNo=${order.orderNo}&token=${encodeURIComponent(token)}`,
      headers: { cookie: who.cookie },
    });
    const qrCodeUrl: string = qr.json().result.qrCodeUrl;
    expect(qrCodeUrl).toMatch(/^\/pay\/sandbox\?orderNo=RS\d{24}&sig=/);
    const sig = new URL(qrCodeUrl, 'http://x').searchParams.get('sig')!;

    const page = await api.app.inject({
      method: 'GET',
      url: `/roadshow/pay/sandbox/order?orderNo=${order.orderNo}&sig=${sig}&lang=en`,
    });
    expect(page.json().result).toMatchObject({ amountCents: 9900, state: 'paying', activityTitle: 'Test roadshow' });
    // The pay page needs its signed link: a guessed order number opens nothing.
    expect(
      (await post('/pay/sandbox/pay', { orderNo: order.orderNo, sig: 'x'.repeat(43), outcome: 'pay' })).statusCode,
    ).toBe(404);

    const paid = await post('/pay/sandbox/pay', { orderNo: order.orderNo, sig, outcome: 'pay' });
    expect(paid.json().result).toEqual({ state: 'paid', outcome: 'pay' });
    const after = (await post('/pay/checkOrderStatus', { activityId }, who)).json().result;
    expect(after).toMatchObject({ paid: true, order: { state: 'paid', orderNo: order.orderNo } });
    expect((await post('/interact/getInteractSwitch', { activityId }, who)).statusCode).toBe(200);
    // The label follows: in progress (the event is live), no more "go to pay", and the paid state shows.
    expect(await signStatus(activityId, who)).toMatchObject({
      label: SignLabel.InProgress,
      payment: { amountCents: 9900, currency: 'CNY' },
    });
    // A paid user gets no second order.
    const { token: again } = (await post('/pay/getPayAccessToken', { activityId }, who)).json().result;
    expect((await post('/pay/addInteractOrderPay', { activityId, token: again }, who)).json().errorCode).toBe(
      'ORDER_ALREADY_PAID',
    );
  });

  it('ten parallel "go to pay" clicks make one open order (the database decides)', async () => {
    const activityId = await paidActivity();
    const who = await signedUp(activityId);
    const { token } = (await post('/pay/getPayAccessToken', { activityId }, who)).json().result;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => post('/pay/addInteractOrderPay', { activityId, token }, who)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((answer) => answer.json().result.orderNo)).size).toBe(1);
    const [rows] = await api.ctx.database.db
      .select({ n: count() })
      .from(payOrders)
      .where(eq(payOrders.activityId, activityId));
    expect(rows!.n).toBe(1);
  });

  it('a token is bound to its user and activity', async () => {
    const activityId = await paidActivity();
    const who = await signedUp(activityId);
    const other = await signedUp(activityId);
    const { token } = (await post('/pay/getPayAccessToken', { activityId }, who)).json().result;
    const answer = await post('/pay/addInteractOrderPay', { activityId, token }, other);
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toMatchObject({ errorCode: 'PAY_TOKEN_INVALID' });
    expect((await post('/pay/addInteractOrderPay', { activityId, token: 'pay.1.2.bogus' }, who)).statusCode).toBe(403);
    const free = await insertActivity(api.ctx, { companyId, accessMode: 'registration' });
    const { token: freeToken } = (await post('/pay/getPayAccessToken', { activityId: free }, who)).json().result;
    expect((await post('/pay/addInteractOrderPay', { activityId: free, token: freeToken }, who)).json().errorCode).toBe(
      'PAYMENT_NOT_REQUIRED',
    );
  });
});

describe('provider notifications', () => {
  it('the same callback 20 times in parallel makes one payment', async () => {
    const activityId = await paidActivity();
    const { order } = await openOrder(activityId, await signedUp(activityId));
    const answers = await Promise.all(Array.from({ length: 20 }, () => notify({ orderNo: order.orderNo })));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    const row = await orderRow(order.orderNo);
    expect(row.state).toBe('paid');
    expect(await api.ctx.repos.payments.payments(row.id)).toHaveLength(1);
    const log = await verdicts(order.orderNo);
    expect(log.filter((verdict) => verdict === 'accepted')).toHaveLength(1);
    expect(log.filter((verdict) => verdict === 'duplicate')).toHaveLength(19);
  });

  it('a bad or missing signature is refused and logged; a tampered body too', async () => {
    const activityId = await paidActivity();
    const { order } = await openOrder(activityId, await signedUp(activityId));
    const forged = await notify(
      { orderNo: order.orderNo },
      { 'x-sandbox-signature': Buffer.alloc(256).toString('base64') },
    );
    expect(forged.statusCode).toBe(400);
    const good = sandbox().notification({
      orderNo: order.orderNo,
      txnId: 'T1',
      outcome: 'paid',
      amountCents: 9900,
      currency: 'CNY',
      paidAt: clock.toISOString(),
    });
    const tampered = await api.app.inject({
      method: 'POST',
      url: '/roadshow/pay/notify/sandbox',
      headers: good.headers as Record<string, string>,
      payload: good.body.replace('"T1"', '"T2"'),
    });
    expect(tampered.statusCode).toBe(400);
    const unsigned = await api.app.inject({
      method: 'POST',
      url: '/roadshow/pay/notify/sandbox',
      headers: { 'content-type': 'application/json' },
      payload: good.body,
    });
    expect(unsigned.statusCode).toBe(400);
    expect((await orderRow(order.orderNo)).state).toBe('paying');
    const refused = await api.ctx.repos.payments.notificationLog(order.orderNo);
    expect(refused).toHaveLength(0);
    // Refusals are logged without trusting the body's order number.
    const [badOnes] = await api.ctx.database.db
      .select({ n: count() })
      .from(payNotificationLog)
      .where(eq(payNotificationLog.verdict, 'bad_signature'));
    expect(badOnes!.n).toBeGreaterThanOrEqual(3);
    // Another provider's path is not ours.
    expect(
      (await api.app.inject({ method: 'POST', url: '/roadshow/pay/notify/alipay', payload: 'a=b' })).statusCode,
    ).toBe(404);
  });

  it('an amount or currency that does not match the order is refused and changes nothing', async () => {
    const activityId = await paidActivity();
    const { order } = await openOrder(activityId, await signedUp(activityId));
    expect((await notify({ orderNo: order.orderNo, amountCents: 1 })).statusCode).toBe(400);
    expect((await notify({ orderNo: order.orderNo, currency: 'USD' })).statusCode).toBe(400);
    const row = await orderRow(order.orderNo);
    expect(row.state).toBe('paying');
    expect(await api.ctx.repos.payments.payments(row.id)).toHaveLength(0);
    expect(await verdicts(order.orderNo)).toEqual(['amount_mismatch', 'amount_mismatch']);
    expect((await notify({ orderNo: 'RS00000000000000000000' })).statusCode).toBe(400);
  });

  it('out of order: a failure reported after the payment changes nothing', async () => {
    const activityId = await paidActivity();
    const { order } = await openOrder(activityId, await signedUp(activityId));
    expect((await notify({ orderNo: order.orderNo })).statusCode).toBe(200);
    expect((await notify({ orderNo: order.orderNo, outcome: 'failed', txnId: 'LATE-FAIL' })).statusCode).toBe(200);
    expect((await orderRow(order.orderNo)).state).toBe('paid');
  });

  it('a second, different payment of a paid order is kept and flagged for refund', async () => {
    const activityId = await paidActivity();
    const { order } = await openOrder(activityId, await signedUp(activityId));
    await notify({ orderNo: order.orderNo, txnId: 'FIRST' });
    await notify({ orderNo: order.orderNo, txnId: 'SECOND' });
    const row = await orderRow(order.orderNo);
    expect(row).toMatchObject({ state: 'paid', providerTxnId: 'FIRST' });
    const payments = await api.ctx.repos.payments.payments(row.id);
    expect(payments.map((payment) => [payment.disposition, payment.refundReason])).toEqual([
      ['applied', null],
      ['refund', 'duplicate'],
    ]);
  });
});

describe('expiry', () => {
  it('the sweep expires an unpaid order and frees the seat; money arriving later is recorded and flagged for refund', async () => {
    const activityId = await paidActivity({ live: false });
    const who = await signedUp(activityId);
    const { order } = await openOrder(activityId, who);
    clock = new Date(TEST_NOW.getTime() + 16 * 60_000);
    try {
      // Other tests' open orders are overdue at this hour too.
      expect((await expireUnpaidOrders(api.ctx)).expired).toBeGreaterThanOrEqual(1);
      // A second sweep (another process) finds nothing to do.
      expect(await expireUnpaidOrders(api.ctx)).toMatchObject({ expired: 0 });
      expect((await orderRow(order.orderNo)).state).toBe('expired');
      expect((await api.ctx.repos.signUps.find(activityId, who.user.userId))!.state).toBe('withdrawn');
      const status = (await post('/pay/checkOrderStatus', { activityId }, who)).json().result;
      expect(status).toMatchObject({ paid: false, order: { state: 'expired' } });

      // The payer's app paid just before the code died: the provider reports it after expiry.
      const late = await notify({ orderNo: order.orderNo });
      expect(late.statusCode).toBe(200);
      const row = await orderRow(order.orderNo);
      expect(row).toMatchObject({ state: 'expired' });
      const [payment] = await api.ctx.repos.payments.payments(row.id);
      expect(payment).toMatchObject({ disposition: 'refund', refundReason: 'closed', amountCents: 9900 });
      expect(await verdicts(order.orderNo)).toEqual(['refund']);
      expect((await post('/pay/checkOrderStatus', { activityId }, who)).json().result.order).toMatchObject({
        state: 'expired',
        refundRequired: true,
      });

      // The sponsor sees it among the refunds due and records the refund of that payment.
      const settings = (await post('/console/getPaySettings', { activityId }, admin)).json().result;
      expect(settings.refundCount).toBe(1);
      expect(settings.orders[0]).toMatchObject({ refundRequired: true, payments: [{ refundReason: 'closed' }] });
      const refunded = await post('/console/markPaymentRefunded', { activityId, paymentId: payment!.id }, admin);
      expect(refunded.json().result.refundCount).toBe(0);
      expect(refunded.json().result.orders[0].payments[0].refundedAt).not.toBeNull();
      // The order was never paid: it stays expired; the payment carries the refund.
      expect((await orderRow(order.orderNo)).state).toBe('expired');
      expect(
        (await post('/console/markPaymentRefunded', { activityId, paymentId: payment!.id }, admin)).json().errorCode,
      ).toBe('PAYMENT_ALREADY_REFUNDED');

      // Re-register: a new sign-up and a new order.
      expect((await post('/activity/signOrAppointment', { activityId, source: '01' }, who)).json().result.state).toBe(
        'approved',
      );
      const { order: second } = await openOrder(activityId, who);
      expect(second.orderNo).not.toBe(order.orderNo);
    } finally {
      clock = TEST_NOW;
    }
  });

  it('a status check closes an overdue order on sight, as the sweep would', async () => {
    const activityId = await paidActivity();
    const who = await signedUp(activityId);
    await openOrder(activityId, who);
    clock = new Date(TEST_NOW.getTime() + 16 * 60_000);
    try {
      const status = (await post('/pay/checkOrderStatus', { activityId }, who)).json().result;
      expect(status.order.state).toBe('expired');
      expect((await api.ctx.repos.signUps.find(activityId, who.user.userId))!.state).toBe('withdrawn');
    } finally {
      clock = TEST_NOW;
    }
  });

  it('an open order whose sign-up was withdrawn is cancelled by the sweep', async () => {
    const activityId = await paidActivity({ live: false });
    const who = await signedUp(activityId);
    const { order } = await openOrder(activityId, who);
    await post('/activity/cancelAppointment', { activityId }, who);
    expect(await expireUnpaidOrders(api.ctx)).toMatchObject({ cancelled: 1 });
    expect((await orderRow(order.orderNo)).state).toBe('cancelled');
  });
});

describe('the console payment page', () => {
  it('the admin sets price and currency; open orders keep their amount; the change is audited', async () => {
    const activityId = await paidActivity();
    const who = await signedUp(activityId);
    const { order } = await openOrder(activityId, who);
    const saved = await post('/console/savePayPrice', { activityId, amountCents: 12_000, currency: 'HKD' }, admin);
    expect(saved.json().result).toMatchObject({ amountCents: 12_000, currency: 'HKD' });
    expect(saved.json().result.orders[0]).toMatchObject({ orderNo: order.orderNo, amountCents: 9900, currency: 'CNY' });
    const [row] = await api.ctx.database.db.select().from(activities).where(eq(activities.id, activityId));
    expect(row!.priceCents).toBe(12_000);
    const audit = await api.ctx.database.db
      .select()
      .from(consoleAuditLog)
      .where(eq(consoleAuditLog.activityId, activityId));
    expect(audit.map((entry) => entry.action)).toContain('payment.price');
    expect((await post('/pay/checkOrderStatus', { activityId }, identity.user())).json().result).toMatchObject({
      amountCents: 12_000,
      currency: 'HKD',
    });
    const bad = await post('/console/savePayPrice', { activityId, amountCents: -1, currency: 'EUR' }, admin);
    expect(bad.statusCode).toBe(400);
  });

  it('a member of another company gets 403 on every payment call', async () => {
    const activityId = await paidActivity();
    const calls: [string, object][] = [
      ['/console/getPaySettings', { activityId }],
      ['/console/savePayPrice', { activityId, amountCents: 100, currency: 'CNY' }],
      ['/console/markPaymentRefunded', { activityId, paymentId: 1 }],
    ];
    for (const [path, body] of calls) {
      const answer = await post(path, body, foreigner);
      expect(answer.statusCode, path).toBe(403);
      expect(answer.json().errorCode).toBe('FORBIDDEN');
    }
    expect((await api.ctx.repos.payments.price(activityId)) ?? null).toBeNull();
  });
});

const HOUR = 3_600_000;
const audits = async (activityId: number) =>
  (await api.ctx.database.db.select().from(consoleAuditLog).where(eq(consoleAuditLog.activityId, activityId))).map(
    (entry) => entry.action,
  );
const settingsOf = async (activityId: number) =>
  (await post('/console/getPaySettings', { activityId }, admin)).json().result as {
    refundCount: number;
    orders: {
      orderNo: string;
      userId: string;
      state: string;
      refundRequired: boolean;
      payments: { paymentId: number; providerTxnId: string; refundReason: string | null; refundedAt: string | null }[];
    }[];
  };
async function paidBy(activityId: number, who: FakeUser, txnId?: string) {
  const { order } = await openOrder(activityId, who);
  expect((await notify({ orderNo: order.orderNo, ...(txnId ? { txnId } : {}) })).statusCode).toBe(200);
  return order;
}

describe('refunds are tracked per payment (decision 078)', () => {
  it('refunding a duplicate keeps the access; refunding the payment that paid takes it away, and label and gate agree', async () => {
    const activityId = await paidActivity();
    const who = await signedUp(activityId);
    const order = await paidBy(activityId, who, 'PAYING');
    expect((await notify({ orderNo: order.orderNo, txnId: 'TWICE' })).statusCode).toBe(200);
    const before = await settingsOf(activityId);
    expect(before.refundCount).toBe(1);
    const [paying, twice] = before.orders[0]!.payments;
    expect(paying).toMatchObject({ providerTxnId: 'PAYING', refundReason: null });
    expect(twice).toMatchObject({ providerTxnId: 'TWICE', refundReason: 'duplicate', refundedAt: null });

    // The duplicate goes back: the order stays paid, the meeting stays open, the page says paid.
    const afterTwice = await post('/console/markPaymentRefunded', { activityId, paymentId: twice!.paymentId }, admin);
    expect(afterTwice.json().result).toMatchObject({
      refundCount: 0,
      orders: [{ state: 'paid', refundRequired: false }],
    });
    expect(await meetingGate(activityId, who)).toBe('open');
    expect(await signStatus(activityId, who)).toMatchObject({
      label: SignLabel.InProgress,
      payment: { amountCents: 9900 },
    });

    // The sponsor gives back the payment that paid: the access goes; label and gate say the same.
    const afterPaying = await post('/console/markPaymentRefunded', { activityId, paymentId: paying!.paymentId }, admin);
    expect(afterPaying.json().result.orders[0]).toMatchObject({
      state: 'refunded',
      payments: [{ refundReason: 'sponsor' }, { refundReason: 'duplicate' }],
    });
    expect(await meetingGate(activityId, who)).toBe('PAYMENT_NOT_COMPLETED');
    expect(await signStatus(activityId, who)).toMatchObject({ label: SignLabel.GoToPay, payment: null });
    // "Go to pay" again: the time to pay starts over at the refund, and a new order opens.
    expect((await post('/pay/checkOrderStatus', { activityId }, who)).json().result).toMatchObject({
      paid: false,
      order: { state: 'refunded', orderNo: order.orderNo },
      payBy: new Date(clock.getTime() + 24 * HOUR).toISOString(),
    });
    const { order: again } = await openOrder(activityId, who);
    expect(again.orderNo).not.toBe(order.orderNo);
    expect((await audits(activityId)).filter((action) => action === 'payment.refund')).toHaveLength(2);
  });

  it('a payment of another activity, or one refunded twice, is refused', async () => {
    const activityId = await paidActivity();
    const other = await paidActivity();
    const order = await paidBy(activityId, await signedUp(activityId));
    const [payment] = await api.ctx.repos.payments.payments((await orderRow(order.orderNo)).id);
    const elsewhere = await post('/console/markPaymentRefunded', { activityId: other, paymentId: payment!.id }, admin);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().errorCode).toBe('PAYMENT_NOT_FOUND');
    expect((await orderRow(order.orderNo)).state).toBe('paid');
  });
});

describe('a paid seat given up is owed back (decision 078)', () => {
  it('a paid user who withdraws: the payment is flagged for refund on the payment page; registering again means paying again', async () => {
    const activityId = await paidActivity({ live: false });
    const who = await signedUp(activityId);
    const order = await paidBy(activityId, who);
    expect((await signStatus(activityId, who)).payment).toMatchObject({ amountCents: 9900, currency: 'CNY' });

    const withdrawn = await post('/activity/cancelAppointment', { activityId }, who);
    expect(withdrawn.json().result.state).toBe('withdrawn');
    expect((await orderRow(order.orderNo)).state).toBe('cancelled');
    const settings = await settingsOf(activityId);
    expect(settings.refundCount).toBe(1);
    expect(settings.orders[0]).toMatchObject({ refundRequired: true, payments: [{ refundReason: 'withdrawn' }] });
    expect(await audits(activityId)).toContain('payment.refundDue');

    expect((await post('/activity/signOrAppointment', { activityId, source: '01' }, who)).json().result).toMatchObject({
      state: 'approved',
      label: SignLabel.GoToPay,
    });
    expect((await signStatus(activityId, who)).payment).toBeNull();
    expect((await post('/pay/checkOrderStatus', { activityId }, who)).json().result.paid).toBe(false);
  });

  it('the sponsor rejecting a paid sign-up, then cancelling the activity, flags every paid seat and closes open orders', async () => {
    const activityId = await paidActivity({ live: false });
    const [rejected, kept, unpaid] = [
      await signedUp(activityId),
      await signedUp(activityId),
      await signedUp(activityId),
    ];
    await paidBy(activityId, rejected!);
    await paidBy(activityId, kept!);
    const { order: open } = await openOrder(activityId, unpaid!);
    const signUp = (await api.ctx.repos.signUps.find(activityId, rejected!.user.userId))!;
    const decided = await post(
      '/console/decideSignUps',
      { activityId, signUpIds: [signUp.id], decision: 'reject', reason: 'not eligible', fromState: 'approved' },
      admin,
    );
    expect(decided.json().result.outcomes[0]).toMatchObject({ ok: true });
    const reasons = async () =>
      Object.fromEntries(
        (await settingsOf(activityId)).orders.map((order) => [order.userId, order.payments.map((p) => p.refundReason)]),
      );
    expect(await reasons()).toMatchObject({ [rejected!.user.userId]: ['withdrawn'], [kept!.user.userId]: [null] });

    const cancelled = await post('/console/cancelActivity', { activityId, reason: 'postponed' }, admin);
    expect(cancelled.statusCode).toBe(200);
    expect(await reasons()).toMatchObject({
      [rejected!.user.userId]: ['withdrawn'],
      [kept!.user.userId]: ['activity_cancelled'],
    });
    expect((await orderRow(open.orderNo)).state).toBe('cancelled');
    expect((await settingsOf(activityId)).refundCount).toBe(2);
    // Money for the closed order arriving afterwards is owed back too.
    expect((await notify({ orderNo: open.orderNo })).statusCode).toBe(200);
    expect((await settingsOf(activityId)).refundCount).toBe(3);
    // A second sweep or cancel finds nothing more to settle.
    expect((await expireUnpaidOrders(api.ctx)).refundsFlagged).toBe(0);
  });

  it('withdrawals racing their payments: each payment is owed back once, none is kept for a seat that is gone', async () => {
    const activityId = await paidActivity({ live: false });
    const users = await Promise.all(Array.from({ length: 6 }, () => signedUp(activityId)));
    const orders = await Promise.all(users.map(async (who) => (await openOrder(activityId, who)).order));
    await Promise.all(
      users.flatMap((who, at) => [
        post('/activity/cancelAppointment', { activityId }, who),
        notify({ orderNo: orders[at]!.orderNo }),
      ]),
    );
    for (const [at, who] of users.entries()) {
      const row = await orderRow(orders[at]!.orderNo);
      const payments = await api.ctx.repos.payments.payments(row.id);
      expect(payments).toHaveLength(1);
      // Paid first and then withdrawn, or withdrawn first and then paid: owed back either way.
      expect(['withdrawn', 'closed']).toContain(payments[0]!.refundReason);
      expect(row.state).toBe('cancelled');
      expect((await api.ctx.repos.signUps.find(activityId, who.user.userId))!.state).toBe('withdrawn');
    }
    expect((await settingsOf(activityId)).refundCount).toBe(users.length);
  });
});

describe('the time to pay after approval (decision 079)', () => {
  it('an approved sign-up that never opens an order gives its seat back when the time runs out; the waiting list moves up', async () => {
    const activityId = await insertActivity(api.ctx, {
      companyId,
      accessMode: 'registration',
      priceCents: 9900,
      quota: 2,
      startAt: new Date(TEST_NOW.getTime() + 72 * HOUR),
      endAt: new Date(TEST_NOW.getTime() + 74 * HOUR),
    });
    const idle = await signedUp(activityId);
    const ordering = await signedUp(activityId);
    const waiting = identity.user();
    expect(
      (await post('/activity/signOrAppointment', { activityId, source: '01', waitlist: true }, waiting)).json().result
        .state,
    ).toBe('waiting');
    const deadline = new Date(TEST_NOW.getTime() + 24 * HOUR);
    expect((await post('/pay/checkOrderStatus', { activityId }, idle)).json().result.payBy).toBe(
      deadline.toISOString(),
    );
    try {
      clock = new Date(deadline.getTime() - 5 * 60_000);
      await expireUnpaidOrders(api.ctx);
      expect((await api.ctx.repos.signUps.find(activityId, idle.user.userId))!.state).toBe('approved');
      // An order opened before the deadline holds the seat for its own lifetime.
      await openOrder(activityId, ordering);

      clock = new Date(deadline.getTime() + 60_000);
      expect((await expireUnpaidOrders(api.ctx)).released).toBeGreaterThanOrEqual(1);
      expect((await api.ctx.repos.signUps.find(activityId, idle.user.userId))!.state).toBe('withdrawn');
      expect((await api.ctx.repos.signUps.find(activityId, ordering.user.userId))!.state).toBe('approved');
      const promoted = (await api.ctx.repos.signUps.find(activityId, waiting.user.userId))!;
      expect(promoted.state).toBe('approved');
      // The promoted user's own time to pay starts now.
      expect(promoted.approvedAt).toEqual(clock);
      expect(await audits(activityId)).toEqual(expect.arrayContaining(['payment.deadline', 'signUp.promote']));
      // Its seat went to the waiting user: the quota is full again.
      expect((await signStatus(activityId, idle)).label).toBe(SignLabel.QuotaFull);
      // Another process's sweep finds nothing left to release here.
      await expireUnpaidOrders(api.ctx);
      expect((await api.ctx.repos.signUps.find(activityId, waiting.user.userId))!.state).toBe('approved');
    } finally {
      clock = TEST_NOW;
    }
  });

  it('going to pay after the time ran out releases the seat on sight and says why', async () => {
    const activityId = await paidActivity({ live: false });
    const who = await signedUp(activityId);
    try {
      clock = new Date(TEST_NOW.getTime() + 25 * HOUR);
      const { token } = (await post('/pay/getPayAccessToken', { activityId }, who)).json().result;
      const late = await post('/pay/addInteractOrderPay', { activityId, token }, who);
      expect(late.statusCode).toBe(409);
      expect(late.json()).toMatchObject({ errorCode: 'PAY_DEADLINE_PASSED' });
      expect((await api.ctx.repos.signUps.find(activityId, who.user.userId))!.state).toBe('withdrawn');
    } finally {
      clock = TEST_NOW;
    }
  });
});
