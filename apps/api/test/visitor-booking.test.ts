import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@roadshow/contracts/calls/contract';
import type { CallDefinition } from '@roadshow/contracts/calls/define-call';
import { buildTestApi, TEST_NOW, type TestApi } from './build-test-api.ts';
import { insertCompany } from './support/activity-fixtures.ts';
import { fakeIdentity, type FakeUser } from './support/fake-identity.ts';
import { callEntry } from './support/call-entry.ts';
import { openVisitSlot } from './support/visit-fixtures.ts';

// Visitor research booking (decision 052) through the API: the visitor's calls, the sponsor's desk,
// the quiet period, capacity under concurrency, check-in once on the right day, and bad input.

const identity = fakeIdentity();
let api: TestApi;
let now = TEST_NOW; // 2026-11-20 14:00 in China
let companyA: number;
let companyB: number;
const adminA = identity.user();
const approverA = identity.user();
const guestA = identity.user();
const adminB = identity.user();
const v = contract.visitor;
const c = contract.visitConsole;
const CODE_A = '600900';

beforeAll(async () => {
  api = await buildTestApi({ seed: false, identityTransport: identity.transport, now: () => now });
  companyA = await insertCompany(api.ctx, CODE_A);
  companyB = await insertCompany(api.ctx, '600901');
  await api.ctx.repos.companyMembers.upsert({ companyId: companyA, userId: adminA.user.userId, role: 'admin' });
  await api.ctx.repos.companyMembers.upsert({ companyId: companyA, userId: approverA.user.userId, role: 'approver' });
  await api.ctx.repos.companyMembers.upsert({ companyId: companyA, userId: guestA.user.userId, role: 'guest' });
  await api.ctx.repos.companyMembers.upsert({ companyId: companyB, userId: adminB.user.userId, role: 'admin' });
});
afterAll(() => api.close());

const call = (entry: CallDefinition, input: object, who?: FakeUser, lang = 'en') =>
  callEntry(api.app, entry, input, who, lang);

async function openSlot(fields: Partial<Record<string, unknown>> = {}, companyId = companyA): Promise<number> {
  const admin = companyId === companyA ? adminA : adminB;
  return (await openVisitSlot(api.app, companyId, admin, { capacity: 4, ...fields })).slotId;
}

const person = (who: FakeUser, extra: object = {}) => ({
  name: '张三',
  position: '研究员',
  phone: who.user.mobile,
  documentType: 1,
  certificateNumber: 'E12345678',
  ...extra,
});
function bookingBody(who: FakeUser, slotId: number, extra: object = {}) {
  return {
    companyCode: CODE_A,
    bookingType: '05',
    slotId,
    investorType: 'individual',
    attendees: [person(who)],
    agreed: true,
    ...extra,
  };
}
const home = async () => (await call(v.getVisitorHome, { companyCode: CODE_A })).json().result;
const slotOf = async (slotId: number) =>
  (await home()).slots.find((slot: { slotId: number }) => slot.slotId === slotId);

describe('booking a research visit', () => {
  it('an individual and an institution with two attendees book; places go down; the home shows what is left', async () => {
    const slotId = await openSlot({ capacity: 4 });
    const individual = identity.user();
    const booked = await call(v.submitBooking, bookingBody(individual, slotId), individual);
    expect(booked.statusCode, booked.body).toBe(200);
    expect(booked.json().result).toMatchObject({
      state: 'submitted',
      bookingType: '05',
      companyCode: CODE_A,
      checkInCode: null,
      attendees: [{ name: '张三', certificateNumber: '********5678' }],
    });

    const institution = identity.user();
    const colleague = identity.user();
    const two = await call(
      v.submitBooking,
      bookingBody(institution, slotId, {
        investorType: 'institutional',
        organization: '华夏基金',
        attendees: [
          person(institution, { name: 'Li Wei' }),
          person(colleague, { name: '王五', documentType: 0, certificateNumber: '11010519491231002X' }),
        ],
      }),
      institution,
    );
    expect(two.statusCode, two.body).toBe(200);
    expect(two.json().result.attendees).toHaveLength(2);
    expect(await slotOf(slotId)).toMatchObject({ capacity: 4, remaining: 1 });

    // The same user twice on one slot: refused, places unchanged.
    const again = await call(v.submitBooking, bookingBody(individual, slotId), individual);
    expect(again.statusCode).toBe(409);
    expect(again.json().errorCode).toBe('VISIT_ALREADY_BOOKED');
    // Two more people than the one place left.
    const late = identity.user();
    const tooMany = await call(
      v.submitBooking,
      bookingBody(late, slotId, {
        investorType: 'institutional',
        organization: '某券商',
        attendees: [person(late), person(identity.user(), { name: '赵六' })],
      }),
      late,
      'zh-CN',
    );
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({ errorCode: 'VISIT_SLOT_FULL', errorMsg: '该时段名额已满（剩余 1 个名额）' });

    // The visitor's own list (the result page), and the login required for it.
    const mine = await call(v.listMyBookings, { companyCode: CODE_A }, individual);
    expect(mine.json().result.bookings.map((b: { state: string }) => b.state)).toEqual(['submitted']);
    expect((await call(v.listMyBookings, {})).statusCode).toBe(401);
    expect((await call(v.submitBooking, bookingBody(individual, slotId))).statusCode).toBe(401);
  });

  it('the quiet period refuses an on-site date but not an online one; the home marks the slot', async () => {
    const onsite = await openSlot({ day: '2026-12-10' });
    const online = await openSlot({ day: '2026-12-10', mode: 'online' });
    const period = await call(
      c.saveQuietPeriod,
      {
        companyId: companyA,
        reportKind: 'annual',
        reportDay: '2026-12-31',
        daysBefore: 30,
        modes: ['onsite', 'sellSide'],
      },
      adminA,
    );
    expect(period.statusCode, period.body).toBe(200);
    expect(period.json().result).toMatchObject({ from: '2026-12-01', reportDay: '2026-12-31' });
    expect((await slotOf(onsite)).quiet).toEqual({ reportKind: 'annual', reportDay: '2026-12-31', from: '2026-12-01' });
    expect((await slotOf(online)).quiet).toBeNull();

    const who = identity.user();
    const refused = await call(v.submitBooking, bookingBody(who, onsite), who);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      errorCode: 'VISIT_QUIET_PERIOD',
      errorMsg: expect.stringContaining('2026-12-01 to 2026-12-31'),
    });
    const viaOnline = await call(
      v.submitBooking,
      bookingBody(who, online, {
        bookingType: '04',
        email: 'li@example.com',
        attendees: [person(who, { documentType: undefined, certificateNumber: undefined })],
      }),
      who,
    );
    expect(viaOnline.statusCode, viaOnline.body).toBe(200);
    // A pre-registration for a quiet day is refused too; after the report it is taken.
    const pre = (day: string) =>
      call(
        v.submitBooking,
        { ...bookingBody(who, 0, { bookingType: '06', preferredDay: day }), slotId: undefined },
        who,
      );
    expect((await pre('2026-12-20')).json().errorCode).toBe('VISIT_QUIET_PERIOD');
    expect((await pre('2027-01-05')).statusCode).toBe(200);

    const removed = await call(
      c.deleteQuietPeriod,
      { companyId: companyA, periodId: period.json().result.periodId },
      adminA,
    );
    expect(removed.statusCode).toBe(200);
    expect((await call(v.submitBooking, bookingBody(who, onsite), who)).statusCode).toBe(200);
  });

  it('the sponsor confirms (a check-in code for the booker) or declines with a reason; the later of two decisions gets 409', async () => {
    const slotId = await openSlot({ day: '2026-11-25' });
    const a = identity.user();
    const b = identity.user();
    const bookingA = (await call(v.submitBooking, bookingBody(a, slotId), a)).json().result.bookingId;
    const bookingB = (await call(v.submitBooking, bookingBody(b, slotId), b)).json().result.bookingId;

    const confirmed = await call(
      c.decideVisitBooking,
      { companyId: companyA, bookingId: bookingA, decision: 'confirm' },
      approverA,
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    // The sponsor never sees the code; the booker does.
    expect(confirmed.json().result).toMatchObject({ state: 'confirmed', checkInCode: null });
    const mine = (await call(v.listMyBookings, {}, a)).json().result.bookings[0];
    expect(mine.checkInCode).toMatch(/^[A-Z2-9]{10}$/);

    const noReason = await call(
      c.decideVisitBooking,
      { companyId: companyA, bookingId: bookingB, decision: 'decline' },
      approverA,
    );
    expect(noReason.statusCode).toBe(400);
    const declined = await call(
      c.decideVisitBooking,
      { companyId: companyA, bookingId: bookingB, decision: 'decline', reason: '当日接待已满' },
      adminA,
    );
    expect(declined.json().result).toMatchObject({ state: 'declined', declineReason: '当日接待已满' });
    const late = await call(
      c.decideVisitBooking,
      { companyId: companyA, bookingId: bookingB, decision: 'confirm' },
      adminA,
    );
    expect(late.statusCode).toBe(409);
    expect(late.json().errorCode).toBe('VISIT_STATE_CONFLICT');
    // Declined frees its place; every decision is in the audit log.
    expect((await slotOf(slotId)).remaining).toBe(3);
    const audit = await api.ctx.repos.audit.forTarget('visitBooking', String(bookingB));
    expect(audit.map((entry) => entry.action)).toEqual(['visit.decline']);
    expect((await call(v.listMyBookings, {}, b)).json().result.bookings[0]).toMatchObject({
      state: 'declined',
      declineReason: '当日接待已满',
      checkInCode: null,
    });
  });

  it('check-in: only on the visit day, once; a second scan is refused; another company cannot use the code', async () => {
    const slotId = await openSlot({ day: '2026-11-26' });
    const who = identity.user();
    const bookingId = (await call(v.submitBooking, bookingBody(who, slotId), who)).json().result.bookingId;
    await call(c.decideVisitBooking, { companyId: companyA, bookingId, decision: 'confirm' }, adminA);
    const code = (await call(v.listMyBookings, {}, who)).json().result.bookings[0].checkInCode as string;

    const early = await call(c.checkInVisit, { companyId: companyA, code }, adminA);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      errorCode: 'VISIT_CHECK_IN_WRONG_DAY',
      errorMsg: 'This visit is booked for 2026-11-26, not today',
    });

    now = new Date('2026-11-26T01:30:00.000Z'); // 09:30 in China on the day
    try {
      // A member of another company scanning it in their own console: no such visit there.
      const foreign = await call(c.checkInVisit, { companyId: companyB, code }, adminB);
      expect(foreign.statusCode).toBe(404);
      // Two desks scan at once: exactly one lets the visitor in.
      const [first, second] = await Promise.all([
        call(c.checkInVisit, { companyId: companyA, code: `RSVISIT:${code.toLowerCase()}` }, adminA),
        call(c.checkInVisit, { companyId: companyA, code }, approverA),
      ]);
      expect([first!.statusCode, second!.statusCode].sort()).toEqual([200, 409]);
      const again = await call(c.checkInVisit, { companyId: companyA, code }, adminA, 'zh-CN');
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        errorCode: 'VISIT_CHECK_IN_USED',
        errorMsg: '此签到码已于 2026-11-26 09:30 (UTC+8) 使用过',
      });
      expect((await call(v.listMyBookings, {}, who)).json().result.bookings[0]).toMatchObject({
        state: 'visited',
        checkInCode: null,
      });
      // A visited booking can no longer be cancelled.
      expect((await call(v.cancelBooking, { bookingId }, who)).statusCode).toBe(409);
    } finally {
      now = TEST_NOW;
    }
  });

  it('the booker cancels and frees the places; another user cannot cancel it', async () => {
    const slotId = await openSlot({ capacity: 1, day: '2026-11-27' });
    const who = identity.user();
    const bookingId = (await call(v.submitBooking, bookingBody(who, slotId), who)).json().result.bookingId;
    expect((await slotOf(slotId)).remaining).toBe(0);
    expect((await call(v.cancelBooking, { bookingId }, identity.user())).statusCode).toBe(404);
    const cancelled = await call(v.cancelBooking, { bookingId }, who);
    expect(cancelled.json().result.state).toBe('cancelled');
    expect((await slotOf(slotId)).remaining).toBe(1);
  });

  it('capacity never goes below the places booked, a booked slot keeps its day, and an empty one can be removed', async () => {
    const slotId = await openSlot({ capacity: 3, day: '2026-11-28' });
    const who = identity.user();
    await call(v.submitBooking, bookingBody(who, slotId), who);
    const base = {
      companyId: companyA,
      slotId,
      mode: 'onsite',
      day: '2026-11-28',
      startTime: '09:30',
      endTime: '11:00',
    };
    expect((await call(c.saveVisitSlot, { ...base, capacity: 2 }, adminA)).statusCode).toBe(200);
    const below = await call(c.saveVisitSlot, { ...base, capacity: 0 }, adminA);
    expect(below.statusCode).toBe(400);
    const moved = await call(c.saveVisitSlot, { ...base, capacity: 2, day: '2026-11-29' }, adminA);
    expect(moved.json().errorCode).toBe('VISIT_SLOT_HAS_BOOKINGS');
    expect((await call(c.deleteVisitSlot, { companyId: companyA, slotId }, adminA)).statusCode).toBe(409);
    const empty = await openSlot({ day: '2026-11-28', startTime: '14:00', endTime: '15:00' });
    expect((await call(c.deleteVisitSlot, { companyId: companyA, slotId: empty }, adminA)).json().result).toEqual({
      deleted: true,
    });
    // A slot that has ended can no longer be booked.
    const past = await openSlot({ day: '2026-11-20', startTime: '09:00', endTime: '10:00' });
    const late = identity.user();
    expect((await call(v.submitBooking, bookingBody(late, past), late)).json().errorCode).toBe('VISIT_SLOT_CLOSED');
  });
});

describe('the last places under concurrency', () => {
  it('twelve people racing for three places: exactly three are booked, the rest are told it is full', async () => {
    const slotId = await openSlot({ capacity: 3, day: '2026-12-02' });
    const racers = Array.from({ length: 12 }, () => identity.user());
    const answers = await Promise.all(racers.map((who) => call(v.submitBooking, bookingBody(who, slotId), who)));
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(3);
    expect(codes.filter((code) => code === 409)).toHaveLength(9);
    expect(answers.filter((a) => a.statusCode === 409).every((a) => a.json().errorCode === 'VISIT_SLOT_FULL')).toBe(
      true,
    );
    expect(await api.ctx.repos.visits.placesTaken(slotId)).toBe(3);
  });

  it('a two-person booking and one-person bookings racing for the last two places never exceed them', async () => {
    const slotId = await openSlot({ capacity: 3, day: '2026-12-03' });
    const first = identity.user();
    await call(v.submitBooking, bookingBody(first, slotId), first);
    const pair = identity.user();
    const singles = Array.from({ length: 6 }, () => identity.user());
    await Promise.all([
      call(
        v.submitBooking,
        bookingBody(pair, slotId, {
          investorType: 'institutional',
          organization: '某基金',
          attendees: [person(pair), person(identity.user(), { name: '钱七' })],
        }),
        pair,
      ),
      ...singles.map((who) => call(v.submitBooking, bookingBody(who, slotId), who)),
    ]);
    expect(await api.ctx.repos.visits.placesTaken(slotId)).toBe(3);
  });
});

describe('bad input: a clear refusal for every field, nothing stored', () => {
  let slotId: number;
  const who = identity.user();
  beforeAll(async () => {
    slotId = await openSlot({ day: '2026-12-04', capacity: 50 });
  });

  const cases: [string, (body: Record<string, unknown>) => Record<string, unknown>, string, string][] = [
    ['companyCode empty', (b) => ({ ...b, companyCode: '' }), 'body.companyCode', 'BAD_REQUEST'],
    ['bookingType unknown', (b) => ({ ...b, bookingType: '02' }), 'body.bookingType', 'BAD_REQUEST'],
    ['slotId missing', (b) => ({ ...b, slotId: undefined }), 'body.slotId', 'VISIT_SLOT_REQUIRED'],
    ['slotId not a number', (b) => ({ ...b, slotId: 'x' }), 'body.slotId', 'BAD_REQUEST'],
    ['investorType missing', (b) => ({ ...b, investorType: undefined }), 'body.investorType', 'REQUIRED_MISSING'],
    [
      'organization missing for an institution',
      (b) => ({ ...b, investorType: 'institutional' }),
      'body.organization',
      'REQUIRED_MISSING',
    ],
    [
      'organization too long',
      (b) => ({ ...b, organization: 'x'.repeat(101) }),
      'body.organization',
      'VISIT_ORGANIZATION_TOO_LONG',
    ],
    ['email malformed', (b) => ({ ...b, email: 'not-an-email' }), 'body.email', 'EMAIL_INVALID'],
    ['email missing for online', (b) => ({ ...b, bookingType: '04' }), 'body.email', 'REQUIRED_MISSING'],
    ['attendees empty', (b) => ({ ...b, attendees: [] }), 'body.attendees', 'REQUIRED_MISSING'],
    [
      'six attendees',
      (b) => ({
        ...b,
        investorType: 'institutional',
        organization: 'x',
        attendees: Array.from({ length: 6 }, (_, i) => person(who, { phone: `1380000000${i}` })),
      }),
      'body.attendees',
      'VISIT_TOO_MANY_ATTENDEES',
    ],
    [
      'two attendees for an individual',
      (b) => ({ ...b, attendees: [person(who), person(who, { phone: '13800000009' })] }),
      'body.attendees',
      'VISIT_INDIVIDUAL_ONE_ATTENDEE',
    ],
    [
      'the same phone twice',
      (b) => ({ ...b, investorType: 'institutional', organization: 'x', attendees: [person(who), person(who)] }),
      'body.attendees',
      'VISIT_ATTENDEE_TWICE',
    ],
    [
      'name missing',
      (b) => ({ ...b, attendees: [person(who, { name: ' ' })] }),
      'body.attendees.0.name',
      'REQUIRED_MISSING',
    ],
    [
      'name not a real name',
      (b) => ({ ...b, attendees: [person(who, { name: 'user123' })] }),
      'body.attendees.0.name',
      'NAME_NOT_REAL_NAME',
    ],
    [
      'position missing',
      (b) => ({ ...b, attendees: [person(who, { position: '' })] }),
      'body.attendees.0.position',
      'REQUIRED_MISSING',
    ],
    [
      'phone malformed',
      (b) => ({ ...b, attendees: [person(who, { phone: '12345' })] }),
      'body.attendees.0.phone',
      'PHONE_INVALID',
    ],
    [
      'document type missing on site',
      (b) => ({ ...b, attendees: [person(who, { documentType: undefined })] }),
      'body.attendees.0.documentType',
      'REQUIRED_MISSING',
    ],
    [
      'document type unknown',
      (b) => ({ ...b, attendees: [person(who, { documentType: 9 })] }),
      'body.attendees.0.documentType',
      'REQUIRED_MISSING',
    ],
    [
      'certificate number missing on site',
      (b) => ({ ...b, attendees: [person(who, { certificateNumber: '' })] }),
      'body.attendees.0.certificateNumber',
      'REQUIRED_MISSING',
    ],
    [
      'certificate number wrong for the type',
      (b) => ({ ...b, attendees: [person(who, { documentType: 0, certificateNumber: '123' })] }),
      'body.attendees.0.certificateNumber',
      'DOCUMENT_NUMBER_INVALID',
    ],
    [
      'preferred day malformed',
      (b) => ({ ...b, bookingType: '06', slotId: undefined, preferredDay: '2026-13-40' }),
      'body.preferredDay',
      'VISIT_DAY_INVALID',
    ],
    [
      'preferred day missing for 06',
      (b) => ({ ...b, bookingType: '06', slotId: undefined }),
      'body.preferredDay',
      'REQUIRED_MISSING',
    ],
    ['topics too long', (b) => ({ ...b, topics: 'x'.repeat(501) }), 'body.topics', 'VISIT_TOPICS_TOO_LONG'],
    ['terms not agreed', (b) => ({ ...b, agreed: false }), 'body.agreed', 'TERMS_NOT_AGREED'],
  ];

  it.each(cases)('%s', async (_name, change, path, code) => {
    const answer = await call(v.submitBooking, change(bookingBody(who, slotId)), who);
    expect(answer.statusCode, answer.body).toBe(400);
    const body = answer.json();
    expect(body.fields.map((field: { path: string }) => field.path)).toContain(path);
    if (code !== 'BAD_REQUEST') expect(body.fields.find((f: { path: string }) => f.path === path).message).toBeTruthy();
    expect([code, 'BAD_REQUEST', 'REQUIRED_MISSING']).toContain(body.errorCode);
    expect(await api.ctx.repos.visits.placesTaken(slotId)).toBe(0);
  });

  it('refusals that need the session or the data: another phone, a past preferred day, a slot of another mode or company', async () => {
    const other = await call(
      v.submitBooking,
      bookingBody(who, slotId, { attendees: [person(who, { phone: '13800000009' })] }),
      who,
      'zh-CN',
    );
    expect(other.json()).toMatchObject({
      errorCode: 'PHONE_NOT_LOGIN_PHONE',
      errorMsg: '仅可使用当前登录的手机号报名',
    });
    const past = await call(
      v.submitBooking,
      { ...bookingBody(who, slotId, { bookingType: '06', preferredDay: '2026-11-20' }), slotId: undefined },
      who,
    );
    expect(past.json()).toMatchObject({
      errorCode: 'VISIT_PREFERRED_DAY_TOO_SOON',
      fields: [{ path: 'body.preferredDay', message: 'The preferred day must be tomorrow or later' }],
    });
    const wrongMode = await call(v.submitBooking, bookingBody(who, slotId, { bookingType: '03' }), who);
    expect(wrongMode.json().errorCode).toBe('VISIT_SLOT_CLOSED');
    const foreignSlot = await openSlot({ day: '2026-12-04' }, companyB);
    expect((await call(v.submitBooking, bookingBody(who, foreignSlot), who)).json().errorCode).toBe(
      'VISIT_SLOT_CLOSED',
    );
    expect((await call(v.submitBooking, bookingBody(who, slotId, { companyCode: '999999' }), who)).statusCode).toBe(
      404,
    );
    expect(await api.ctx.repos.visits.placesTaken(slotId)).toBe(0);
  });

  it('the sponsor forms: every field of a slot and a quiet period is checked', async () => {
    const slot = {
      companyId: companyA,
      mode: 'onsite',
      day: '2026-12-05',
      startTime: '09:00',
      endTime: '10:00',
      capacity: 5,
    };
    const slotCases: [Record<string, unknown>, string][] = [
      [{ mode: 'walk' }, 'body.mode'],
      [{ day: '2026-02-30' }, 'body.day'],
      [{ day: '2026-11-19' }, 'body.day'],
      [{ startTime: '25:00' }, 'body.startTime'],
      [{ endTime: '08:00' }, 'body.endTime'],
      [{ capacity: 501 }, 'body.capacity'],
      [{ capacity: 'many' }, 'body.capacity'],
      [{ mode: 'sellSide' }, 'body.host'],
      [{ note: 'x'.repeat(201) }, 'body.note'],
      [{ companyId: 'x' }, 'body.companyId'],
    ];
    for (const [change, path] of slotCases) {
      const answer = await call(c.saveVisitSlot, { ...slot, ...change }, adminA);
      expect(answer.statusCode, JSON.stringify(change)).toBe(400);
      expect(answer.json().fields.map((f: { path: string }) => f.path)).toContain(path);
    }
    const quiet = {
      companyId: companyA,
      reportKind: 'halfYear',
      reportDay: '2027-08-20',
      daysBefore: 30,
      modes: ['onsite'],
    };
    const quietCases: [Record<string, unknown>, string][] = [
      [{ reportKind: 'weekly' }, 'body.reportKind'],
      [{ reportDay: '20270820' }, 'body.reportDay'],
      [{ daysBefore: 121 }, 'body.daysBefore'],
      [{ daysBefore: -1 }, 'body.daysBefore'],
      [{ modes: [] }, 'body.modes'],
      [{ modes: ['boat'] }, 'body.modes.0'],
    ];
    for (const [change, path] of quietCases) {
      const answer = await call(c.saveQuietPeriod, { ...quiet, ...change }, adminA);
      expect(answer.statusCode, JSON.stringify(change)).toBe(400);
      expect(answer.json().fields.map((f: { path: string }) => f.path)).toContain(path);
    }
    const badCode = await call(c.checkInVisit, { companyId: companyA, code: 'not a code!' }, adminA);
    expect(badCode.statusCode).toBe(400);
    expect((await call(c.listVisitBookings, { companyId: companyA, state: 'lost' }, adminA)).statusCode).toBe(400);
  });
});

describe('bad input: lengths, investor type, decisions and cancellations', () => {
  let slotId: number;
  const who = identity.user();
  beforeAll(async () => {
    slotId = await openSlot({ day: '2026-12-07', capacity: 50 });
  });
  const latinName = (length: number) => `A${'b'.repeat(length - 2)}c`;
  const email = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;

  // One character over each field's limit: refused with the field's own message, in the user's language.
  const tooLong: [string, (b: Record<string, unknown>) => Record<string, unknown>, string, string, string][] = [
    ['companyCode', (b) => ({ ...b, companyCode: '6'.repeat(21) }), 'body.companyCode', 'BAD_REQUEST', '请求参数有误'],
    [
      'name',
      (b) => ({ ...b, attendees: [person(who, { name: latinName(61) })] }),
      'body.attendees.0.name',
      'VISIT_NAME_TOO_LONG',
      '真实姓名最多 60 个字',
    ],
    [
      'position',
      (b) => ({ ...b, attendees: [person(who, { position: '职'.repeat(51) })] }),
      'body.attendees.0.position',
      'VISIT_POSITION_TOO_LONG',
      '职位最多 50 个字',
    ],
    [
      'phone',
      (b) => ({ ...b, attendees: [person(who, { phone: '1'.repeat(21) })] }),
      'body.attendees.0.phone',
      'PHONE_INVALID',
      '请输入正确的 11 位手机号码',
    ],
    [
      'certificateNumber',
      (b) => ({ ...b, attendees: [person(who, { certificateNumber: `E${'1'.repeat(30)}` })] }),
      'body.attendees.0.certificateNumber',
      'DOCUMENT_NUMBER_INVALID',
      '',
    ],
    [
      'organization',
      (b) => ({ ...b, organization: '机'.repeat(101) }),
      'body.organization',
      'VISIT_ORGANIZATION_TOO_LONG',
      '所在机构最多 100 个字',
    ],
    ['email', (b) => ({ ...b, email: email(101) }), 'body.email', 'VISIT_EMAIL_TOO_LONG', '电子邮箱最多 100 个字符'],
    [
      'topics',
      (b) => ({ ...b, topics: '问'.repeat(501) }),
      'body.topics',
      'VISIT_TOPICS_TOO_LONG',
      '希望沟通的问题最多 500 个字',
    ],
  ];

  it.each(tooLong)('%s one over its limit', async (_name, change, path, code, zhMessage) => {
    const answer = await call(v.submitBooking, change(bookingBody(who, slotId)), who, 'zh-CN');
    expect(answer.statusCode, answer.body).toBe(400);
    const body = answer.json();
    expect(body.errorCode).toBe(code);
    const field = body.fields.find((f: { path: string }) => f.path === path);
    expect(field, JSON.stringify(body.fields)).toBeTruthy();
    expect(field.message).toBe(zhMessage || body.errorMsg);
    // Only this field is refused (a document number may be told twice: too long, and not of its type).
    expect(body.fields.every((f: { path: string }) => f.path === path)).toBe(true);
    expect(await api.ctx.repos.visits.placesTaken(slotId)).toBe(0);
  });

  it('every text at its limit is taken', async () => {
    const booker = identity.user();
    const colleague = identity.user();
    const answer = await call(
      v.submitBooking,
      bookingBody(booker, slotId, {
        investorType: 'institutional',
        organization: '机'.repeat(100),
        email: email(100),
        topics: '问'.repeat(500),
        attendees: [
          person(booker, { name: latinName(60), position: '职'.repeat(50) }),
          person(colleague, { name: '王五' }),
        ],
      }),
      booker,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().result.attendees[0].name).toHaveLength(60);
  });

  it('an investor type other than individual or institution is named as such in each language', async () => {
    for (const [lang, message] of [
      ['en', 'Choose individual or institution'],
      ['zh-CN', '请选择个人或机构'],
      ['tc', '請選擇個人或機構'],
    ]) {
      const answer = await call(v.submitBooking, bookingBody(who, slotId, { investorType: 'company' }), who, lang);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({
        errorCode: 'VISIT_INVESTOR_TYPE_INVALID',
        fields: [{ path: 'body.investorType', message }],
      });
    }
    for (const investorType of [1, null, ['individual']]) {
      const answer = await call(v.submitBooking, bookingBody(who, slotId, { investorType }), who);
      expect(answer.statusCode, JSON.stringify(investorType)).toBe(400);
      expect(answer.json().fields.map((f: { path: string }) => f.path)).toContain('body.investorType');
    }
  });

  it('deciding: a bad decision, booking id, reason or company is refused; a missing booking is 404', async () => {
    const booker = identity.user();
    const bookingId = (await call(v.submitBooking, bookingBody(booker, slotId), booker)).json().result.bookingId;
    const base = { companyId: companyA, bookingId, decision: 'decline', reason: 'Full' };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ decision: 'maybe' }, 'body.decision', 'BAD_REQUEST'],
      [{ decision: undefined }, 'body.decision', 'BAD_REQUEST'],
      [{ bookingId: 0 }, 'body.bookingId', 'BAD_REQUEST'],
      [{ bookingId: -3 }, 'body.bookingId', 'BAD_REQUEST'],
      [{ bookingId: 1.5 }, 'body.bookingId', 'BAD_REQUEST'],
      [{ bookingId: 'x' }, 'body.bookingId', 'BAD_REQUEST'],
      [{ bookingId: Number.MAX_SAFE_INTEGER + 2 }, 'body.bookingId', 'BAD_REQUEST'],
      [{ reason: '由'.repeat(501) }, 'body.reason', 'VISIT_REASON_TOO_LONG'],
      [{ reason: '   ' }, 'body.reason', 'REQUIRED_MISSING'],
      [{ companyId: undefined }, 'body.companyId', 'BAD_REQUEST'],
    ];
    for (const [change, path, code] of cases) {
      const answer = await call(c.decideVisitBooking, { ...base, ...change }, adminA, 'tc');
      expect(answer.statusCode, JSON.stringify(change)).toBe(400);
      expect(answer.json().errorCode, JSON.stringify(change)).toBe(code);
      expect(answer.json().fields.map((f: { path: string }) => f.path)).toContain(path);
    }
    const long = await call(c.decideVisitBooking, { ...base, reason: '由'.repeat(501) }, adminA, 'tc');
    expect(long.json().fields[0].message).toBe('理由最多 500 個字');
    const missing = await call(c.decideVisitBooking, { ...base, bookingId: 987_654_321 }, adminA);
    expect(missing.statusCode).toBe(404);
    // Nothing was decided by any of it.
    expect((await api.ctx.repos.visits.bookingById(bookingId))!.state).toBe('submitted');
    const atLimit = await call(c.decideVisitBooking, { ...base, reason: '由'.repeat(500) }, adminA);
    expect(atLimit.json().result).toMatchObject({ state: 'declined', declineReason: '由'.repeat(500) });
  });

  it('cancelling: a bad booking id is refused, a missing one is 404, one already cancelled is 409', async () => {
    const booker = identity.user();
    for (const bookingId of [undefined, 0, -1, 1.5, 'abc', Number.MAX_SAFE_INTEGER + 2]) {
      const answer = await call(v.cancelBooking, { bookingId }, booker, 'zh-CN');
      expect(answer.statusCode, String(bookingId)).toBe(400);
      expect(answer.json().fields.map((f: { path: string }) => f.path)).toContain('body.bookingId');
    }
    expect((await call(v.cancelBooking, { bookingId: 987_654_321 }, booker)).statusCode).toBe(404);
    const bookingId = (await call(v.submitBooking, bookingBody(booker, slotId), booker)).json().result.bookingId;
    expect((await call(v.cancelBooking, { bookingId }, booker)).statusCode).toBe(200);
    const again = await call(v.cancelBooking, { bookingId }, booker, 'en');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      errorCode: 'VISIT_STATE_CONFLICT',
      errorMsg: 'This booking has already been handled; refresh to see its state',
    });
    expect((await call(v.cancelBooking, { bookingId })).statusCode).toBe(401);
  });
});

describe("roles: the sponsor desk is the company's own", () => {
  function inputFor(name: string): object {
    const inputs: Record<string, object> = {
      getVisitOverview: { companyId: companyA },
      saveVisitSlot: {
        companyId: companyA,
        mode: 'onsite',
        day: '2026-12-06',
        startTime: '09:00',
        endTime: '10:00',
        capacity: 2,
      },
      deleteVisitSlot: { companyId: companyA, slotId: 1 },
      saveQuietPeriod: {
        companyId: companyA,
        reportKind: 'annual',
        reportDay: '2027-03-30',
        daysBefore: 30,
        modes: ['onsite'],
      },
      deleteQuietPeriod: { companyId: companyA, periodId: 1 },
      listVisitBookings: { companyId: companyA },
      decideVisitBooking: { companyId: companyA, bookingId: 1, decision: 'confirm' },
      checkInVisit: { companyId: companyA, code: 'ABCDEFGHJK' },
    };
    const input = inputs[name];
    if (!input) throw new Error(`no input for ${name}: add it to the table`);
    return input;
  }
  const entries = Object.entries(contract.visitConsole);

  it.each(entries)('%s answers 403 to an admin of another company and 401 to a visitor', async (name, entry) => {
    const answer = await call(entry, inputFor(name), adminB);
    expect(answer.statusCode, answer.body).toBe(403);
    expect(answer.json().errorCode).toBe('FORBIDDEN');
    expect((await call(entry, inputFor(name))).statusCode).toBe(401);
  });

  it('a guest sees nothing; an approver decides but does not open slots; the audit log names each change', async () => {
    expect((await call(c.getVisitOverview, { companyId: companyA }, guestA)).statusCode).toBe(403);
    expect((await call(c.saveVisitSlot, inputFor('saveVisitSlot'), approverA)).statusCode).toBe(403);
    expect((await call(c.getVisitOverview, { companyId: companyA }, approverA)).statusCode).toBe(200);
    const saved = await call(c.saveVisitSlot, inputFor('saveVisitSlot'), adminA);
    const entries = await api.ctx.repos.audit.forTarget('visitSlot', String(saved.json().result.slotId));
    expect(entries.map((entry) => [entry.action, entry.actorUserId])).toEqual([['visit.slotSave', adminA.user.userId]]);
  });
});
