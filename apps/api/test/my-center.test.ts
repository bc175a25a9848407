import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  activitySignUps,
  liveAnswers,
  liveQuestions,
  payOrders,
  questionnaireResponses,
  questionnaires,
  visitBookings,
  visitSlots,
} from '@roadshow/db/schema';
import { buildTestApi, TEST_NOW, type TestApi } from './build-test-api.ts';
import { insertActivity, insertCompany } from './support/activity-fixtures.ts';
import { fakeIdentity, type FakeUser } from './support/fake-identity.ts';
import { insertGuest, insertLiveRoom, insertSignUp } from './support/live-fixtures.ts';

const identity = fakeIdentity();
let api: TestApi;
let companyId: number;

beforeAll(async () => {
  api = await buildTestApi({ seed: false, identityTransport: identity.transport });
  companyId = await insertCompany(api.ctx, '600202');
});
afterAll(() => api.close());

const call = (path: string, body: object | undefined, who?: FakeUser, lang = 'en') =>
  api.app.inject({
    method: 'POST',
    url: `/roadshow/roadShow/${path}?lang=${lang}`,
    headers: who ? { cookie: who.cookie } : {},
    payload: body ?? {},
  });

const hour = 3_600_000;
const at = (hours: number) => new Date(TEST_NOW.getTime() + hours * hour);

/** One activity per situation the status tabs tell apart, all signed up by `user`. */
async function signUpEverywhere(user: FakeUser) {
  const id = user.user.userId;
  const make = (title: string, values: object) =>
    insertActivity(api.ctx, { companyId, titleZh: title, titleEn: `EN ${title}`, ...values });
  const upcoming = await make('即将开始', { meetingStatus: 0, startAt: at(48), endAt: at(50) });
  const live = await make('正在直播', { meetingStatus: 1, startAt: at(-1), endAt: at(1) });
  const replay = await make('回放', { meetingStatus: 2, startAt: at(-48), endAt: at(-46) });
  const cancelled = await make('已取消', { meetingStatus: 0, startAt: at(72), endAt: at(74), cancelledAt: at(-2) });
  const pending = await make('审核中', { meetingStatus: 0, startAt: at(96), endAt: at(98) });
  const waiting = await make('候补', { meetingStatus: 0, startAt: at(120), endAt: at(122) });
  const rejected = await make('未通过', { meetingStatus: 0, startAt: at(144), endAt: at(146) });
  const withdrawn = await make('已取消报名', { meetingStatus: 0, startAt: at(168), endAt: at(170) });
  const absent = await make('请假', { meetingStatus: 0, startAt: at(192), endAt: at(194) });
  for (const activityId of [upcoming, live, replay, cancelled, absent])
    await insertSignUp(api.ctx, activityId, id, 'approved');
  await insertSignUp(api.ctx, pending, id, 'pending');
  await insertSignUp(api.ctx, waiting, id, 'waiting');
  await insertSignUp(api.ctx, rejected, id, 'rejected');
  await insertSignUp(api.ctx, withdrawn, id, 'withdrawn');
  await api.ctx.database.db
    .update(activitySignUps)
    .set({ absenceReason: '出差', absenceAt: TEST_NOW })
    .where(eq(activitySignUps.activityId, absent));
  return { upcoming, live, replay, cancelled, pending, waiting, rejected, withdrawn, absent };
}

const idsOf = (body: { result: { activityManageList: { activityId: number }[] } }) =>
  body.result.activityManageList.map((row) => row.activityId).sort((a, b) => a - b);

describe('my roadshows by status', () => {
  it('puts every sign-up in the tabs it belongs to, and counts them the same way', async () => {
    const user = identity.user();
    const ids = await signUpEverywhere(user);
    // Someone else's sign-up never shows.
    await insertSignUp(api.ctx, ids.upcoming, identity.user().user.userId, 'approved');
    const expected = {
      signedUp: [ids.upcoming, ids.live, ids.replay, ids.cancelled, ids.pending, ids.waiting, ids.rejected, ids.absent],
      review: [ids.pending, ids.waiting],
      upcoming: [ids.upcoming],
      live: [ids.live],
      ended: [ids.replay, ids.cancelled],
      absent: [ids.absent],
    };
    for (const [status, activityIds] of Object.entries(expected)) {
      const answer = await call('getMyRoadShowListByStatus', { status }, user);
      expect(answer.statusCode, status).toBe(200);
      expect(idsOf(answer.json()), status).toEqual([...activityIds].sort((a, b) => a - b));
      expect(answer.json().result.total, status).toBe(activityIds.length);
    }
    const counts = (await call('getMyActivityCount', undefined, user)).json().result;
    expect(counts).toEqual({
      roadshows: { signedUp: 8, review: 2, upcoming: 1, live: 1, ended: 2, absent: 1 },
      questions: 0,
      bookings: 0,
      questionnaires: 0,
      orders: 0,
    });
  });

  it('answers each row in the reader’s language, with the sign-up state, and a cancelled activity as ended', async () => {
    const user = identity.user();
    const ids = await signUpEverywhere(user);
    const en = (await call('getMyRoadShowListByStatus', { status: 'ended' }, user)).json().result;
    const cancelled = en.activityManageList.find((row: { activityId: number }) => row.activityId === ids.cancelled);
    expect(cancelled).toMatchObject({
      title: 'EN 已取消',
      meetingStatus: 3,
      signState: 'approved',
      companyName: '公司600202',
    });
    const tc = (await call('getMyRoadShowListByStatus', { status: 'absent' }, user, 'tc')).json().result;
    expect(tc.activityManageList[0]).toMatchObject({ title: '請假', absenceReason: '出差' });
    const review = (await call('getMyRoadShowListByStatus', { status: 'review' }, user, 'zh-CN')).json().result;
    expect(review.activityManageList.map((row: { signState: string }) => row.signState).sort()).toEqual([
      'pending',
      'waiting',
    ]);
  });

  it('pages ten at a time, the latest start first', async () => {
    const user = identity.user();
    for (let i = 0; i < 12; i += 1) {
      const activityId = await insertActivity(api.ctx, { companyId, startAt: at(24 + i), endAt: at(25 + i) });
      await insertSignUp(api.ctx, activityId, user.user.userId, 'approved');
    }
    const first = (await call('getMyRoadShowListByStatus', { status: 'upcoming', page: 1 }, user)).json().result;
    const second = (await call('getMyRoadShowListByStatus', { status: 'upcoming', page: 2 }, user)).json().result;
    expect([first.total, first.activityManageList.length, second.activityManageList.length]).toEqual([12, 10, 2]);
    const starts = [...first.activityManageList, ...second.activityManageList].map((row) => row.startAt);
    expect(starts).toEqual([...starts].sort().reverse());
  });

  it('refuses visitors and bad input in the reader’s language', async () => {
    const anonymous = await call('getMyRoadShowListByStatus', { status: 'live' });
    expect(anonymous.statusCode).toBe(401);
    expect((await call('getMyActivityCount', undefined, undefined, 'zh-CN')).json().errorMsg).toBe('请先登录');
    const user = identity.user();
    const badStatus = await call('getMyRoadShowListByStatus', { status: 'everything' }, user);
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json().fields[0].path).toContain('status');
    for (const page of [0, -1, 1.5, 'two', 1001]) {
      const answer = await call('getMyRoadShowListByStatus', { status: 'live', page }, user);
      expect(answer.statusCode, String(page)).toBe(400);
    }
    expect((await call('getMyQuestionList', { page: 0 }, user)).statusCode).toBe(400);
  });

  it('is never kept by a shared cache', async () => {
    const answer = await call('getMyActivityCount', undefined, identity.user());
    expect(answer.headers['cache-control']).toMatch(/no-store|private/);
  });
});

describe('my questions', () => {
  it('lists my questions across rooms with their answers and counts them; deleted ones and others’ are left out', async () => {
    const user = identity.user();
    const rooms: { activityId: number; guestId: number }[] = [];
    for (const title of ['甲', '乙']) {
      const activityId = await insertActivity(api.ctx, {
        companyId,
        titleZh: title,
        titleEn: `Room ${title}`,
        meetingStatus: 1,
      });
      const guestId = await insertGuest(api.ctx, activityId, { zh: '王财务', en: 'Wang (CFO)' });
      await insertLiveRoom(api.ctx, activityId);
      rooms.push({ activityId, guestId });
    }
    const db = api.ctx.database.db;
    const ask = async (room: (typeof rooms)[number], userId: string, text: string, minutes: number) => {
      const [row] = await db
        .insert(liveQuestions)
        .values({ ...room, userId, askerName: 'me', text, createdAt: new Date(TEST_NOW.getTime() + minutes * 60_000) })
        .returning({ id: liveQuestions.id });
      return row!.id;
    };
    const first = await ask(rooms[0]!, user.user.userId, 'Margins?', 1);
    await ask(rooms[1]!, user.user.userId, 'Dividend?', 2);
    const deleted = await ask(rooms[1]!, user.user.userId, 'Oops', 3);
    await db.update(liveQuestions).set({ deletedAt: TEST_NOW }).where(eq(liveQuestions.id, deleted));
    await ask(rooms[0]!, identity.user().user.userId, 'Not mine', 4);
    await db.update(liveQuestions).set({ state: 'answered' }).where(eq(liveQuestions.id, first));
    await db.insert(liveAnswers).values({ questionId: first, text: 'Up 3%', answeredBy: 'x', publishedAt: TEST_NOW });

    const list = (await call('getMyQuestionList', {}, user)).json().result;
    expect(list.total).toBe(2);
    expect(list.questionList.map((q: { text: string }) => q.text)).toEqual(['Dividend?', 'Margins?']);
    expect(list.questionList[1]).toMatchObject({
      activityId: rooms[0]!.activityId,
      activityTitle: 'Room 甲',
      guestName: 'Wang (CFO)',
      state: 'answered',
      answers: [{ text: 'Up 3%' }],
    });
    expect((await call('getMyActivityCount', undefined, user)).json().result.questions).toBe(2);
  });
});

describe('lists other features own', () => {
  it('list the bookings, questionnaires to fill and orders from their features, counted the same way', async () => {
    const user = identity.user();
    const userId = user.user.userId;
    for (const [path, key] of [
      ['getMyBookingList', 'bookingList'],
      ['getMyQuestionnaireList', 'questionnaireList'],
      ['getMyOrderList', 'orderList'],
    ] as const) {
      expect((await call(path, undefined, user)).json().result, path).toMatchObject({ total: 0, [key]: [] });
      expect((await call(path, undefined)).statusCode, path).toBe(401);
    }
    const db = api.ctx.database.db;
    const [slot] = await db
      .insert(visitSlots)
      .values({
        companyId,
        mode: 'onsite',
        day: '2026-12-01',
        startTime: '10:00',
        endTime: '11:00',
        capacity: 5,
        createdBy: 'sponsor',
        createdAt: TEST_NOW,
        updatedAt: TEST_NOW,
      })
      .returning();
    const booking = {
      companyId,
      slotId: slot!.id,
      mobile: '13800138000',
      bookingType: '05',
      investorType: '1',
      attendees: [],
      headcount: 1,
      state: 'confirmed',
      createdAt: TEST_NOW,
      updatedAt: TEST_NOW,
    };
    await db.insert(visitBookings).values([
      { ...booking, userId },
      { ...booking, userId: 'someone-else' },
    ]);

    const open = await insertActivity(api.ctx, { companyId, titleZh: '问卷活动', titleEn: 'Survey event' });
    const answered = await insertActivity(api.ctx, { companyId, titleZh: '已答', titleEn: 'Answered' });
    for (const activityId of [open, answered]) await insertSignUp(api.ctx, activityId, userId, 'approved');
    const questionnaire = (activityId: number) => ({
      activityId,
      titleZh: '满意度调查',
      titleEn: 'Satisfaction survey',
      startAt: at(-1),
      endAt: at(24),
      questions: [],
      published: true,
      updatedBy: 'sponsor',
    });
    const [, done] = await db
      .insert(questionnaires)
      .values([questionnaire(open), questionnaire(answered)])
      .returning();
    await db
      .insert(questionnaireResponses)
      .values({ questionnaireId: done!.id, userId, answers: [], submittedAt: TEST_NOW });

    const order = {
      activityId: open,
      amountCents: 9900,
      currency: 'CNY',
      provider: 'sandbox',
      expiresAt: at(1),
    };
    await db.insert(payOrders).values([
      { ...order, orderNo: 'T-1', userId, state: 'expired', createdAt: at(-2) },
      { ...order, orderNo: 'T-2', userId, state: 'paid', createdAt: at(-1) },
      { ...order, orderNo: 'T-3', userId: 'someone-else', state: 'paid' },
    ]);

    const bookings = (await call('getMyBookingList', undefined, user)).json().result;
    expect(bookings.total).toBe(1);
    expect(bookings.bookingList).toEqual([
      expect.objectContaining({ kind: '05', state: 'confirmed', date: '2026-12-01 10:00–11:00' }),
    ]);
    // The row leads to the company's result page, titled with its name (the visitor layout's title).
    expect(bookings.bookingList[0].href).toBe(
      `/tab/visitor/result?companyCode=600202&companyName=${encodeURIComponent('公司600202')}`,
    );
    const toFill = (await call('getMyQuestionnaireList', undefined, user)).json().result;
    expect(toFill.total).toBe(1);
    expect(toFill.questionnaireList).toEqual([
      expect.objectContaining({
        title: 'Satisfaction survey',
        activityTitle: 'Survey event',
        href: `/tab/questionType?activityId=${open}`,
      }),
    ]);
    const orders = (await call('getMyOrderList', undefined, user)).json().result;
    expect(orders.total).toBe(2);
    expect(orders.orderList.map((row: { state: string }) => row.state)).toEqual(['paid', 'expired']);
    expect(orders.orderList[0]).toMatchObject({
      title: 'Survey event',
      amountCents: 9900,
      currency: 'CNY',
      href: `/tab/activityIndex?activityId=${open}`,
    });
    const counts = (await call('getMyActivityCount', undefined, user)).json().result;
    expect(counts).toMatchObject({ bookings: 1, questionnaires: 1, orders: 2 });
  });
});

describe('my bookings a page at a time; questionnaires to fill counted in the database', () => {
  it('pages my bookings ten at a time, newest first, with the whole count; a bad page is refused', async () => {
    const user = identity.user();
    const db = api.ctx.database.db;
    const [slot] = await db
      .insert(visitSlots)
      .values({
        companyId,
        mode: 'phone',
        day: '2026-12-02',
        startTime: '10:00',
        endTime: '11:00',
        capacity: 50,
        createdBy: 'sponsor',
        createdAt: TEST_NOW,
        updatedAt: TEST_NOW,
      })
      .returning();
    // Twelve bookings an hour apart (cancelled ones, so one user may hold many of one slot).
    await db.insert(visitBookings).values(
      Array.from({ length: 12 }, (_, i) => ({
        companyId,
        slotId: slot!.id,
        userId: user.user.userId,
        mobile: user.user.mobile,
        bookingType: '03',
        investorType: 'individual',
        attendees: [],
        headcount: 1,
        state: 'cancelled',
        topics: `#${i}`,
        createdAt: at(-24 + i),
        updatedAt: at(-24 + i),
      })),
    );
    const first = (await call('getMyBookingList', {}, user)).json().result;
    expect(first).toMatchObject({ total: 12, page: 1, pageSize: 10 });
    expect(first.bookingList).toHaveLength(10);
    const second = (await call('getMyBookingList', { page: 2 }, user)).json().result;
    expect(second).toMatchObject({ total: 12, page: 2 });
    expect(second.bookingList).toHaveLength(2);
    // Newest first across the pages, none twice.
    const ids = [...first.bookingList, ...second.bookingList].map((row: { bookingId: string }) =>
      Number(row.bookingId),
    );
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(12);
    expect((await call('getMyBookingList', { page: 3 }, user)).json().result.bookingList).toEqual([]);
    for (const page of [0, 'x', 1001]) {
      const bad = await call('getMyBookingList', { page }, user, 'zh-CN');
      expect(bad.statusCode, String(page)).toBe(400);
      expect(bad.json().fields.map((field: { path: string }) => field.path)).toContain('body.page');
    }
  });

  it('counts the questionnaires to fill without reading their rows', async () => {
    const user = identity.user();
    const activityId = await insertActivity(api.ctx, { companyId, titleZh: '计数', titleEn: 'Count' });
    await insertSignUp(api.ctx, activityId, user.user.userId, 'approved');
    await api.ctx.database.db.insert(questionnaires).values({
      activityId,
      titleZh: '调查',
      titleEn: 'Survey',
      startAt: at(-1),
      endAt: at(24),
      questions: [],
      published: true,
      updatedBy: 'sponsor',
    });
    const repo = api.ctx.repos.questionnaires;
    const listRows = repo.pendingForUser;
    let listed = 0;
    repo.pendingForUser = ((...args: Parameters<typeof listRows>) => {
      listed += 1;
      return listRows(...args);
    }) as typeof listRows;
    try {
      const counts = (await call('getMyActivityCount', undefined, user)).json().result;
      expect(counts.questionnaires).toBe(1);
      expect(listed).toBe(0);
      // The list itself still reads them.
      expect((await call('getMyQuestionnaireList', undefined, user)).json().result.total).toBe(1);
      expect(listed).toBe(1);
    } finally {
      repo.pendingForUser = listRows;
    }
  });
});
