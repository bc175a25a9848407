import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visitBookings } from '@roadshow/db/schema';
import { contract } from '@roadshow/contracts/calls/contract';
import type { CallDefinition } from '@roadshow/contracts/calls/define-call';
import { buildTestApi, TEST_NOW, type TestApi } from './build-test-api.ts';
import { insertCompany } from './support/activity-fixtures.ts';
import { fakeIdentity, type FakeUser } from './support/fake-identity.ts';
import { callEntry } from './support/call-entry.ts';
import { openVisitSlot } from './support/visit-fixtures.ts';

// Decision 064: the booker hears the company's decision — one SMS to the login mobile and one e-mail
// when the booking gave one, in the booking's language — and only the desk whose decision won sends.

const identity = fakeIdentity();
let api: TestApi;
let companyA: number;
const adminA = identity.user();
const approverA = identity.user();
const adminB = identity.user();
const v = contract.visitor;
const c = contract.visitConsole;
const CODE_A = '600910';

beforeAll(async () => {
  api = await buildTestApi({ seed: false, identityTransport: identity.transport, now: () => TEST_NOW });
  companyA = await insertCompany(api.ctx, CODE_A);
  const companyB = await insertCompany(api.ctx, '600911');
  await api.ctx.repos.companyMembers.upsert({ companyId: companyA, userId: adminA.user.userId, role: 'admin' });
  await api.ctx.repos.companyMembers.upsert({ companyId: companyA, userId: approverA.user.userId, role: 'approver' });
  await api.ctx.repos.companyMembers.upsert({ companyId: companyB, userId: adminB.user.userId, role: 'admin' });
});
afterAll(() => api.close());

const call = (entry: CallDefinition, input: object, who?: FakeUser, lang = 'en') =>
  callEntry(api.app, entry, input, who, lang);

const openSlot = (fields: Record<string, unknown> = {}) => openVisitSlot(api.app, companyA, adminA, fields);

async function book(slotId: number, lang: string, extra: object = {}) {
  const who = identity.user();
  const answer = await call(
    v.submitBooking,
    {
      companyCode: CODE_A,
      bookingType: '05',
      slotId,
      investorType: 'individual',
      attendees: [
        { name: '张三', position: '研究员', phone: who.user.mobile, documentType: 1, certificateNumber: 'E12345678' },
      ],
      agreed: true,
      ...extra,
    },
    who,
    lang,
  );
  expect(answer.statusCode, answer.body).toBe(200);
  return { who, bookingId: answer.json().result.bookingId as number };
}

/** The decision messages of one booking in the outbox, by channel. */
async function outboxOf(bookingId: number) {
  const rows = (await api.ctx.repos.notifications.latest(1000)).filter(
    (row) => row.kind === 'visitDecision' && row.signUpId === bookingId,
  );
  return rows.sort((a, b) => a.channel.localeCompare(b.channel));
}

describe('the decision reaches the booker through the outbox', () => {
  it('confirming an on-site visit: one SMS to the login mobile and one e-mail, in the booking language, with the day and check-in code', async () => {
    const { slotId } = await openSlot();
    const { who, bookingId } = await book(slotId, 'tc', { email: 'visitor@example.com' });
    const decided = await call(c.decideVisitBooking, { companyId: companyA, bookingId, decision: 'confirm' }, adminA);
    expect(decided.statusCode, decided.body).toBe(200);

    const rows = await outboxOf(bookingId);
    expect(rows.map((row) => [row.channel, row.recipient, row.lang, row.status])).toEqual([
      ['email', 'visitor@example.com', 'tc', 'sent'],
      ['sms', who.user.mobile, 'tc', 'sent'],
    ]);
    const mine = await call(v.listMyBookings, { companyCode: CODE_A }, who);
    const code = mine.json().result.bookings[0].checkInCode as string;
    expect(code).toMatch(/^[A-Z2-9]{10}$/);
    for (const row of rows) {
      expect(row.activityId).toBeNull();
      expect(row.subject).toContain('調研預約已確認');
      expect(row.body).toContain('2026-12-01 09:30–11:00');
      expect(row.body).toContain(code);
    }
  });

  it('declining: one SMS (no e-mail given) with the reason, in English; deciding again sends nothing more', async () => {
    const { slotId } = await openSlot({ day: '2026-12-02' });
    const { who, bookingId } = await book(slotId, 'en');
    const decided = await call(
      c.decideVisitBooking,
      { companyId: companyA, bookingId, decision: 'decline', reason: 'The plant is closed that week' },
      approverA,
    );
    expect(decided.statusCode, decided.body).toBe(200);
    const again = await call(c.decideVisitBooking, { companyId: companyA, bookingId, decision: 'confirm' }, adminA);
    expect(again.statusCode).toBe(409);

    const rows = await outboxOf(bookingId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ channel: 'sms', recipient: who.user.mobile, lang: 'en' });
    expect(rows[0]!.subject).toMatch(/^Visit declined: /);
    expect(rows[0]!.body).toContain('2026-12-02 09:30–11:00 China time');
    expect(rows[0]!.body).toContain('Reason: The plant is closed that week');
  });

  it('an online visit: the slot’s meeting link goes in the message and to the booker only; a bad link is refused', async () => {
    const bad = await call(
      c.saveVisitSlot,
      {
        companyId: companyA,
        mode: 'online',
        day: '2026-12-03',
        startTime: '10:00',
        endTime: '11:00',
        capacity: 5,
        meetingUrl: 'meet.example.com/x',
      },
      adminA,
      'zh-CN',
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorCode).toBe('VISIT_MEETING_URL_INVALID');
    expect(bad.body).toContain('meetingUrl');
    expect(bad.body).toContain('会议链接须为');

    const slot = await openSlot({
      mode: 'online',
      day: '2026-12-03',
      startTime: '10:00',
      endTime: '11:00',
      meetingUrl: 'https://meet.example.com/r/600910',
    });
    expect(slot.meetingUrl).toBe('https://meet.example.com/r/600910');
    const { who, bookingId } = await book(slot.slotId, 'zh-CN', { bookingType: '04', email: 'online@example.com' });
    // Before the decision the link is not shown to the booker, nor ever on the public home.
    const before = await call(v.listMyBookings, { companyCode: CODE_A }, who);
    expect(before.json().result.bookings[0].slot.meetingUrl).toBeNull();
    expect(
      (await call(c.decideVisitBooking, { companyId: companyA, bookingId, decision: 'confirm' }, adminA)).statusCode,
    ).toBe(200);
    const after = await call(v.listMyBookings, { companyCode: CODE_A }, who);
    expect(after.json().result.bookings[0].slot.meetingUrl).toBe('https://meet.example.com/r/600910');
    expect((await call(v.getVisitorHome, { companyCode: CODE_A })).body).not.toContain('meet.example.com');

    const rows = await outboxOf(bookingId);
    expect(rows.map((row) => row.channel)).toEqual(['email', 'sms']);
    for (const row of rows) {
      expect(row.lang).toBe('zh-CN');
      expect(row.body).toContain('会议链接：https://meet.example.com/r/600910');
      expect(row.body).not.toContain('签到码');
    }
  });

  it('a booking without a known language is told in zh-CN', async () => {
    const { slotId } = await openSlot({ day: '2026-12-04' });
    const { bookingId } = await book(slotId, 'en');
    await api.ctx.database.db.update(visitBookings).set({ lang: null }).where(eq(visitBookings.id, bookingId));
    expect(
      (
        await call(
          c.decideVisitBooking,
          { companyId: companyA, bookingId, decision: 'decline', reason: '名额调整' },
          adminA,
        )
      ).statusCode,
    ).toBe(200);
    const rows = await outboxOf(bookingId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ lang: 'zh-CN', subject: expect.stringContaining('调研预约未通过') });
    expect(rows[0]!.body).toContain('原因：名额调整');
  });
});

describe('two desks deciding at once', () => {
  it('confirm against decline: one wins, the other gets 409, and only the winner’s message is in the outbox, once per channel', async () => {
    const { slotId } = await openSlot({ day: '2026-12-05' });
    for (let round = 0; round < 4; round += 1) {
      const { bookingId } = await book(slotId, 'en', { email: `race${round}@example.com` });
      const answers = await Promise.all([
        call(c.decideVisitBooking, { companyId: companyA, bookingId, decision: 'confirm' }, adminA),
        call(c.decideVisitBooking, { companyId: companyA, bookingId, decision: 'decline', reason: 'Full' }, approverA),
        call(c.decideVisitBooking, { companyId: companyA, bookingId, decision: 'confirm' }, approverA),
      ]);
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses).toEqual([200, 409, 409]);
      const winner = answers.find((answer) => answer.statusCode === 200)!.json().result.state as string;
      const rows = await outboxOf(bookingId);
      expect(rows.map((row) => row.channel)).toEqual(['email', 'sms']);
      for (const row of rows)
        expect(row.subject).toMatch(winner === 'confirmed' ? /^Visit confirmed/ : /^Visit declined/);
    }
  });

  it('another company cannot decide, and nothing is sent', async () => {
    const { slotId } = await openSlot({ day: '2026-12-06' });
    const { bookingId } = await book(slotId, 'en');
    const answer = await call(c.decideVisitBooking, { companyId: companyA, bookingId, decision: 'confirm' }, adminB);
    expect(answer.statusCode).toBe(403);
    expect(await outboxOf(bookingId)).toHaveLength(0);
  });
});
