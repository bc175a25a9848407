import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@roadshow/contracts/calls/contract';
import { createHttpModerator } from '@roadshow/http-kit/moderation/http-moderator';
import type { CallDefinition } from '@roadshow/contracts/calls/define-call';
import { buildTestApi, TEST_NOW, type TestApi } from './build-test-api.ts';
import { insertCompany } from './support/activity-fixtures.ts';
import { fakeIdentity, type FakeUser } from './support/fake-identity.ts';
import { callEntry } from './support/call-entry.ts';
import { openVisitSlot } from './support/visit-fixtures.ts';

// Decision 064: a booking's free text (organisation, topics) goes through the one content-moderation
// service (decision 055); a refusal names each field in the visitor's language.

const identity = fakeIdentity();
let api: TestApi;
let companyA: number;
const adminA = identity.user();
const v = contract.visitor;
const CODE_A = '600920';

beforeAll(async () => {
  api = await buildTestApi({ seed: false, identityTransport: identity.transport, now: () => TEST_NOW });
  companyA = await insertCompany(api.ctx, CODE_A);
  await api.ctx.repos.companyMembers.upsert({ companyId: companyA, userId: adminA.user.userId, role: 'admin' });
});
afterAll(() => api.close());

const call = (entry: CallDefinition, input: object, who?: FakeUser, lang = 'en') =>
  callEntry(api.app, entry, input, who, lang);

const openSlot = (fields: Record<string, unknown> = {}) => openVisitSlot(api.app, companyA, adminA, fields);

describe('the booking’s free text passes content moderation', () => {
  it('restricted words in topics and organisation are refused naming each field, in the visitor’s language; nothing is booked', async () => {
    const { slotId } = await openSlot({ day: '2026-12-07', capacity: 2 });
    const who = identity.user();
    const body = {
      companyCode: CODE_A,
      bookingType: '05',
      slotId,
      investorType: 'institutional',
      organization: '稳赚投资咨询',
      topics: 'Any 内幕消息 on next quarter?',
      attendees: [
        { name: '张三', position: '研究员', phone: who.user.mobile, documentType: 1, certificateNumber: 'E12345678' },
      ],
      agreed: true,
    };
    const zh = await call(v.submitBooking, body, who, 'zh-CN');
    expect(zh.statusCode).toBe(400);
    expect(zh.json()).toMatchObject({
      errorCode: 'VISIT_RESTRICTED_WORDS',
      errorMsg: '“所在机构”疑似包含违禁词：稳赚，请修改后再提交',
    });
    const fields = zh.json().fields as { path: string; message: string }[];
    expect(fields.map((field) => field.path)).toEqual(['body.organization', 'body.topics']);
    expect(fields[1]!.message).toBe('“希望沟通的问题”疑似包含违禁词：内幕消息，请修改后再提交');

    // Traditional characters still match, and the refusal is in the reader's language.
    const tc = await call(v.submitBooking, { ...body, organization: '華夏基金', topics: '有沒有內幕消息' }, who, 'tc');
    expect(tc.statusCode).toBe(400);
    expect(tc.json().fields).toEqual([
      { path: 'body.topics', message: expect.stringContaining('「希望溝通的問題」疑似包含違禁詞') },
    ]);
    const en = await call(v.submitBooking, { ...body, organization: '华夏基金' }, who, 'en');
    expect(en.json().errorMsg).toMatch(/^"Topics to discuss" seems to contain restricted words: /);

    // Nothing was stored; clean text books.
    expect((await call(v.listMyBookings, { companyCode: CODE_A }, who)).json().result.bookings).toEqual([]);
    const clean = await call(
      v.submitBooking,
      { ...body, organization: '华夏基金', topics: '明年的产能规划' },
      who,
      'zh-CN',
    );
    expect(clean.statusCode, clean.body).toBe(200);
  });

  it('a moderation provider that cannot answer refuses the booking rather than storing it unchecked', async () => {
    const { slotId } = await openSlot({ day: '2026-12-08' });
    const who = identity.user();
    const local = api.ctx.moderation;
    api.ctx.moderation = createHttpModerator({
      url: 'https://review.example/check',
      fetch: async () => new Response('busy', { status: 502 }),
    });
    try {
      const answer = await call(
        v.submitBooking,
        {
          companyCode: CODE_A,
          bookingType: '05',
          slotId,
          investorType: 'individual',
          topics: 'Capacity plans',
          attendees: [
            {
              name: '张三',
              position: '研究员',
              phone: who.user.mobile,
              documentType: 1,
              certificateNumber: 'E12345678',
            },
          ],
          agreed: true,
        },
        who,
      );
      expect(answer.statusCode).toBe(503);
      expect(answer.json().errorCode).toBe('MODERATION_UNAVAILABLE');
    } finally {
      api.ctx.moderation = local;
    }
    expect((await call(v.listMyBookings, { companyCode: CODE_A }, who)).json().result.bookings).toEqual([]);
  });
});
