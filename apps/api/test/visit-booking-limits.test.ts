import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@roadshow/contracts/calls/contract';
import type { CallDefinition } from '@roadshow/contracts/calls/define-call';
import { VISIT_OPEN_PRE_REGISTRATIONS_MAX } from '@roadshow/contracts/visit';
import { RATE_RULES } from '../src/services/rate-limit/enforce-rate-limit.ts';
import { buildTestApi, TEST_NOW, type TestApi } from './build-test-api.ts';
import { insertCompany } from './support/activity-fixtures.ts';
import { callEntry } from './support/call-entry.ts';
import { fakeIdentity, type FakeUser } from './support/fake-identity.ts';
import { openVisitSlot } from './support/visit-fixtures.ts';

// Decision 081: the limits of visitor booking. Booking and cancelling are rate limited per user; a
// user holds a bounded number of open pre-registrations per company (counted under a lock); a
// booking is cancelled before its day, confirmed not after it; a slot is never moved to a past day;
// the console's save answers the slot's real counts.

const identity = fakeIdentity();
let clock = TEST_NOW; // 2026-11-20 14:00 in China
let api: TestApi;
let companyA: number;
let companyB: number;
const adminA = identity.user();
const adminB = identity.user();
const v = contract.visitor;
const c = contract.visitConsole;
const CODE_A = '600910';
const CODE_B = '600911';

beforeAll(async () => {
  api = await buildTestApi({ seed: false, identityTransport: identity.transport, now: () => clock });
  companyA = await insertCompany(api.ctx, CODE_A);
  companyB = await insertCompany(api.ctx, CODE_B);
  await api.ctx.repos.companyMembers.upsert({ companyId: companyA, userId: adminA.user.userId, role: 'admin' });
  await api.ctx.repos.companyMembers.upsert({ companyId: companyB, userId: adminB.user.userId, role: 'admin' });
});
afterAll(() => api.close());

const call = (entry: CallDefinition, input: object, who?: FakeUser, lang = 'en') =>
  callEntry(api.app, entry, input, who, lang);
/** Moves the clock to the start of the next minute: a fresh per-minute window. */
const nextMinute = () => (clock = new Date((Math.floor(clock.getTime() / 60_000) + 1) * 60_000));

const person = (who: FakeUser) => ({
  name: '张三',
  position: '研究员',
  phone: who.user.mobile,
  documentType: 1,
  certificateNumber: 'E12345678',
});
const slotBooking = (who: FakeUser, slotId: number, code = CODE_A) => ({
  companyCode: code,
  bookingType: '05',
  slotId,
  investorType: 'individual',
  attendees: [person(who)],
  agreed: true,
});
const preRegistration = (who: FakeUser, preferredDay: string, code = CODE_A) => ({
  companyCode: code,
  bookingType: '06',
  preferredDay,
  investorType: 'individual',
  attendees: [person(who)],
  agreed: true,
});
const openSlot = async (fields: Record<string, unknown>, companyId = companyA) =>
  (await openVisitSlot(api.app, companyId, companyId === companyA ? adminA : adminB, fields)).slotId;

describe('rate limits on booking and cancelling', () => {
  it('booking and cancelling share one bucket per user: over it, 429 in the user’s language; others and the next minute go on', async () => {
    nextMinute();
    const who = identity.user();
    const other = identity.user();
    const slotId = await openSlot({ day: '2026-12-08', capacity: 50 });
    // Book, cancel, book, cancel...: each is one call of the bucket.
    let bookingId = 0;
    for (let i = 0; i < RATE_RULES.visitBooking.limit; i += 1) {
      const answer =
        i % 2 === 0
          ? await call(v.submitBooking, slotBooking(who, slotId), who)
          : await call(v.cancelBooking, { bookingId }, who);
      expect(answer.statusCode, answer.body).toBe(200);
      if (i % 2 === 0) bookingId = answer.json().result.bookingId;
    }
    const over = await call(v.submitBooking, slotBooking(who, slotId), who, 'zh-CN');
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ errorCode: 'RATE_LIMITED', errorMsg: '操作过于频繁，请稍后再试' });
    const overCancel = await call(v.cancelBooking, { bookingId }, who, 'tc');
    expect(overCancel.json()).toMatchObject({ errorCode: 'RATE_LIMITED', errorMsg: '操作過於頻繁，請稍後再試' });
    expect((await call(v.cancelBooking, { bookingId }, who, 'en')).json().errorMsg).toBe(
      'Too many requests, please try again later',
    );
    // Nothing was taken by the refused calls.
    expect(await api.ctx.repos.visits.placesTaken(slotId)).toBe(0);
    expect((await call(v.submitBooking, slotBooking(other, slotId), other)).statusCode).toBe(200);
    nextMinute();
    expect((await call(v.submitBooking, slotBooking(who, slotId), who)).statusCode).toBe(200);
  });

  it('counts parallel calls exactly: of 16 at once, the limit is let through and the rest are 429', async () => {
    nextMinute();
    const who = identity.user();
    // A booking id nobody has: every call that passes the limit is answered 404.
    const answers = await Promise.all(
      Array.from({ length: 16 }, () => call(v.cancelBooking, { bookingId: 987_654_321 }, who)),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 404)).toHaveLength(RATE_RULES.visitBooking.limit);
    expect(codes.filter((code) => code === 429)).toHaveLength(16 - RATE_RULES.visitBooking.limit);
  });

  it('holds a user to the hourly limit across minutes', async () => {
    nextMinute();
    const hourStart = Math.floor(clock.getTime() / 3_600_000);
    const who = identity.user();
    let passed = 0;
    // Minute after minute, as many calls as a minute allows, until the hour's bucket is spent.
    while (passed < RATE_RULES.visitBookingHour.limit) {
      for (let i = 0; i < RATE_RULES.visitBooking.limit && passed < RATE_RULES.visitBookingHour.limit; i += 1) {
        expect((await call(v.cancelBooking, { bookingId: 987_654_321 }, who)).statusCode).toBe(404);
        passed += 1;
      }
      nextMinute();
    }
    expect(Math.floor(clock.getTime() / 3_600_000)).toBe(hourStart);
    const over = await call(v.cancelBooking, { bookingId: 987_654_321 }, who);
    expect(over.json().errorCode).toBe('RATE_LIMITED');
  });
});

describe('open pre-registrations per user and company', () => {
  it(`allows ${VISIT_OPEN_PRE_REGISTRATIONS_MAX}, refuses one more in the user’s language; another company, a cancellation or a passed day makes room`, async () => {
    nextMinute();
    const who = identity.user();
    const days = ['2026-12-10', '2026-12-11', '2026-12-12'];
    for (const day of days) {
      const answer = await call(v.submitBooking, preRegistration(who, day), who);
      expect(answer.statusCode, answer.body).toBe(200);
    }
    const messages = {
      'zh-CN': '您在该公司已有 3 个未结束的预登记，请等待公司处理或取消其中一个后再登记',
      en: 'You already have 3 open pre-registrations with this company: wait until the company handles one, or cancel one, before adding another',
      tc: '您在該公司已有 3 個未結束的預登記，請等待公司處理或取消其中一個後再登記',
    };
    for (const [lang, errorMsg] of Object.entries(messages)) {
      const refused = await call(v.submitBooking, preRegistration(who, '2026-12-13'), who, lang);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ errorCode: 'VISIT_PRE_REGISTRATION_CAP', errorMsg });
    }
    // Another company counts on its own; booking a slot is not a pre-registration.
    expect((await call(v.submitBooking, preRegistration(who, '2026-12-13', CODE_B), who)).statusCode).toBe(200);
    const slotId = await openSlot({ day: '2026-12-14' });
    expect((await call(v.submitBooking, slotBooking(who, slotId), who)).statusCode).toBe(200);

    // A declined one no longer counts.
    nextMinute();
    const mine = (await call(v.listMyBookings, { companyCode: CODE_A }, who)).json().result.bookings as {
      bookingId: number;
      preferredDay: string | null;
    }[];
    const first = mine.find((booking) => booking.preferredDay === '2026-12-10')!;
    const declined = await call(
      c.decideVisitBooking,
      { companyId: companyA, bookingId: first.bookingId, decision: 'decline', reason: '当日无接待' },
      adminA,
    );
    expect(declined.statusCode, declined.body).toBe(200);
    expect((await call(v.submitBooking, preRegistration(who, '2026-12-20'), who)).statusCode).toBe(200);
    expect((await call(v.submitBooking, preRegistration(who, '2026-12-21'), who)).statusCode).toBe(409);
    // Nor does a cancelled one.
    const second = mine.find((booking) => booking.preferredDay === '2026-12-11')!;
    expect((await call(v.cancelBooking, { bookingId: second.bookingId }, who)).statusCode).toBe(200);
    expect((await call(v.submitBooking, preRegistration(who, '2026-12-21'), who)).statusCode).toBe(200);

    // Once a preferred day has passed, that pre-registration is over whatever its state.
    clock = new Date('2026-12-12T16:30:00.000Z'); // 2026-12-13 00:30 in China: 12-12 is past
    expect((await call(v.submitBooking, preRegistration(who, '2026-12-22'), who)).statusCode).toBe(200);
    expect((await call(v.submitBooking, preRegistration(who, '2026-12-23'), who)).json().errorCode).toBe(
      'VISIT_PRE_REGISTRATION_CAP',
    );
    clock = TEST_NOW;
  });

  it('racing pre-registrations of one user never exceed the cap', async () => {
    nextMinute();
    const who = identity.user();
    const days = Array.from({ length: 8 }, (_, i) => `2027-01-${String(10 + i).padStart(2, '0')}`);
    const answers = await Promise.all(days.map((day) => call(v.submitBooking, preRegistration(who, day), who)));
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(VISIT_OPEN_PRE_REGISTRATIONS_MAX);
    expect(answers.filter((answer) => answer.statusCode === 409).map((answer) => answer.json().errorCode)).toEqual(
      Array(days.length - VISIT_OPEN_PRE_REGISTRATIONS_MAX).fill('VISIT_PRE_REGISTRATION_CAP'),
    );
    const held = await api.ctx.repos.visits.openPreRegistrations(companyA, who.user.userId, '2026-11-20');
    expect(held).toBe(VISIT_OPEN_PRE_REGISTRATIONS_MAX);
  });
});

describe('the days of a booking', () => {
  it('is cancelled before its day only: on the day the booker is told to call, and the booking says it cannot be cancelled', async () => {
    nextMinute();
    const who = identity.user();
    const tomorrow = await openSlot({ day: '2026-11-21' });
    const today = await openSlot({ day: '2026-11-20', startTime: '16:00', endTime: '17:00' });
    const early = (await call(v.submitBooking, slotBooking(who, tomorrow), who)).json().result;
    const sameDay = (await call(v.submitBooking, slotBooking(who, today), who)).json().result;
    expect(early.cancellable).toBe(true);
    expect(sameDay.cancellable).toBe(false);

    const refused = await call(v.cancelBooking, { bookingId: sameDay.bookingId }, who, 'zh-CN');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      errorCode: 'VISIT_CANCEL_TOO_LATE',
      errorMsg: '预约仅可在来访日（2026-11-20）之前取消；如需当天取消，请直接联系公司',
    });
    expect(await api.ctx.repos.visits.placesTaken(today)).toBe(1);

    // The next day, the booking for "tomorrow" is for today: no longer cancellable either.
    clock = new Date('2026-11-20T16:05:00.000Z'); // 2026-11-21 00:05 in China
    try {
      const listed = (await call(v.listMyBookings, {}, who)).json().result.bookings as {
        bookingId: number;
        cancellable: boolean;
      }[];
      expect(listed.find((booking) => booking.bookingId === early.bookingId)!.cancellable).toBe(false);
      expect((await call(v.cancelBooking, { bookingId: early.bookingId }, who)).json().errorCode).toBe(
        'VISIT_CANCEL_TOO_LATE',
      );
    } finally {
      clock = TEST_NOW;
    }
    nextMinute();
    // A pre-registration follows its preferred day the same way; before it, it may be cancelled.
    const pre = (await call(v.submitBooking, preRegistration(who, '2026-11-21'), who)).json().result;
    expect(pre.cancellable).toBe(true);
    const cancelled = await call(v.cancelBooking, { bookingId: pre.bookingId }, who);
    expect(cancelled.json().result).toMatchObject({ state: 'cancelled', cancellable: false });
  });

  it('is not confirmed after its day, but may still be declined; the company’s view never offers cancelling', async () => {
    nextMinute();
    const a = identity.user();
    const b = identity.user();
    const slotId = await openSlot({ day: '2026-11-23' });
    const bookingA = (await call(v.submitBooking, slotBooking(a, slotId), a)).json().result.bookingId;
    const bookingB = (await call(v.submitBooking, slotBooking(b, slotId), b)).json().result.bookingId;
    const listed = (await call(c.listVisitBookings, { companyId: companyA }, adminA)).json().result.bookings;
    expect(listed.every((booking: { cancellable: boolean }) => booking.cancellable === false)).toBe(true);

    clock = new Date('2026-11-23T16:30:00.000Z'); // 2026-11-24 00:30 in China
    try {
      const late = await call(
        c.decideVisitBooking,
        { companyId: companyA, bookingId: bookingA, decision: 'confirm' },
        adminA,
        'tc',
      );
      expect(late.statusCode).toBe(409);
      expect(late.json()).toMatchObject({
        errorCode: 'VISIT_DAY_PASSED',
        errorMsg: '該預約的日期（2026-11-23）已過，不能再確認',
      });
      expect((await api.ctx.repos.visits.bookingById(bookingA))!.state).toBe('submitted');
      const declined = await call(
        c.decideVisitBooking,
        { companyId: companyA, bookingId: bookingB, decision: 'decline', reason: 'Too late' },
        adminA,
      );
      expect(declined.json().result.state).toBe('declined');
    } finally {
      clock = TEST_NOW;
    }
    // On the day itself it can still be confirmed.
    clock = new Date('2026-11-23T01:00:00.000Z');
    try {
      const onTheDay = await call(
        c.decideVisitBooking,
        { companyId: companyA, bookingId: bookingA, decision: 'confirm' },
        adminA,
      );
      expect(onTheDay.statusCode, onTheDay.body).toBe(200);
    } finally {
      clock = TEST_NOW;
    }
  });
});

describe('editing a slot', () => {
  const slotFields = (slotId: number, extra: Record<string, unknown> = {}) => ({
    companyId: companyA,
    slotId,
    mode: 'onsite',
    day: '2026-12-15',
    startTime: '09:30',
    endTime: '11:00',
    capacity: 6,
    ...extra,
  });

  it('never moves a slot to a past day; answers the real places, bookings and quiet period', async () => {
    nextMinute();
    const slotId = await openSlot({ day: '2026-12-15', capacity: 6 });
    const past = await call(c.saveVisitSlot, slotFields(slotId, { day: '2026-11-19' }), adminA, 'zh-CN');
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({
      errorCode: 'VISIT_DAY_PAST',
      fields: [{ path: 'body.day', message: '日期不能早于今天' }],
    });
    // Today is fine (a slot later in the day), and so is a new day ahead.
    expect((await call(c.saveVisitSlot, slotFields(slotId, { day: '2026-11-20' }), adminA)).statusCode).toBe(200);
    expect((await call(c.saveVisitSlot, slotFields(slotId), adminA)).statusCode).toBe(200);

    const [a, b, colleague] = [identity.user(), identity.user(), identity.user()];
    await call(v.submitBooking, slotBooking(a, slotId), a);
    await call(
      v.submitBooking,
      {
        ...slotBooking(b, slotId),
        investorType: 'institutional',
        organization: '某基金',
        attendees: [person(b), { ...person(colleague), name: '李四' }],
      },
      b,
    );
    const period = await call(
      c.saveQuietPeriod,
      { companyId: companyA, reportKind: 'annual', reportDay: '2026-12-31', daysBefore: 20, modes: ['onsite'] },
      adminA,
    );
    expect(period.statusCode).toBe(200);
    const saved = await call(c.saveVisitSlot, slotFields(slotId, { capacity: 5, note: 'Gate 2' }), adminA);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().result).toMatchObject({
      slotId,
      capacity: 5,
      booked: 3,
      bookings: 2,
      remaining: 2,
      note: 'Gate 2',
      quiet: { reportKind: 'annual', reportDay: '2026-12-31', from: '2026-12-11' },
    });
    // The same as the overview says.
    const overview = (await call(c.getVisitOverview, { companyId: companyA }, adminA)).json().result;
    expect(overview.slots.find((slot: { slotId: number }) => slot.slotId === slotId)).toEqual(saved.json().result);
    await call(c.deleteQuietPeriod, { companyId: companyA, periodId: period.json().result.periodId }, adminA);
  });

  it('a capacity cut racing bookings for the same places never leaves the slot oversold', async () => {
    nextMinute();
    const slotId = await openSlot({ day: '2026-12-16', capacity: 6 });
    const early = [identity.user(), identity.user()];
    for (const who of early) await call(v.submitBooking, slotBooking(who, slotId), who);
    const racers = Array.from({ length: 6 }, () => identity.user());
    const [cut, ...bookings] = await Promise.all([
      call(c.saveVisitSlot, slotFields(slotId, { day: '2026-12-16', capacity: 3 }), adminA),
      ...racers.map((who) => call(v.submitBooking, slotBooking(who, slotId), who)),
    ]);
    const taken = await api.ctx.repos.visits.placesTaken(slotId);
    const capacity = (await api.ctx.repos.visits.slotById(slotId))!.capacity;
    expect(taken).toBeLessThanOrEqual(capacity);
    const booked = bookings.filter((answer) => answer.statusCode === 200).length;
    expect(taken).toBe(2 + booked);
    // Either the cut came first (capacity 3, one more booked) or it was refused as below the places held.
    if (cut!.statusCode === 200) expect(capacity).toBe(3);
    else {
      expect(cut!.json().errorCode).toBe('VISIT_SLOT_HAS_BOOKINGS');
      expect(capacity).toBe(6);
    }
  });
});
