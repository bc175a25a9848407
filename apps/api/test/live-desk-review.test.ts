import { eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { activitySignUps } from '@roadshow/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, type TestApi } from './build-test-api.ts';
import { insertCompany } from './support/activity-fixtures.ts';
import { fakeIdentity, type FakeUser } from './support/fake-identity.ts';
import { insertGuest, insertLiveActivity, insertSignUp } from './support/live-fixtures.ts';

// Decision 074: the review chain's reject step (the approver sends a draft back with a reason), desk
// answers and the room's pictures through the one content-moderation service, scene files, and the
// viewers' file lists and investor type.
const identity = fakeIdentity();
let api: TestApi;
let companyId: number;
let secretary: FakeUser;
let approver: FakeUser;
let admin: FakeUser;

beforeAll(async () => {
  api = await buildTestApi({ seed: false, identityTransport: identity.transport });
  companyId = await insertCompany(api.ctx, '600601');
  const member = async (role: 'admin' | 'secretary' | 'approver') => {
    const user = identity.user();
    await api.ctx.repos.companyMembers.upsert({ companyId, userId: user.user.userId, role });
    return user;
  };
  secretary = await member('secretary');
  approver = await member('approver');
  admin = await member('admin');
});
afterAll(() => api.close());

const post = (path: string, body: object, who?: FakeUser, lang = 'en') =>
  api.app.inject({
    method: 'POST',
    url: `/roadshow/${path}?lang=${lang}`,
    headers: who ? { cookie: who.cookie } : {},
    payload: body,
  });

async function liveRoom(activity: object = {}) {
  const activityId = await insertLiveActivity(api.ctx, companyId, { activity });
  const cfo = await insertGuest(api.ctx, activityId, { zh: '王财务', en: 'Wang (CFO)' });
  return { activityId, cfo };
}

async function ask(activityId: number, guestId: number, text: string) {
  const asked = await post('interact/askQuestion', { activityId, guestId, text }, identity.user());
  expect(asked.statusCode).toBe(200);
  return asked.json().result.questionId as number;
}

const auditOf = async (activityId: number) =>
  (await api.ctx.repos.audit.page({ companyId, activityId }, 1, 100)).rows as {
    action: string;
    detail: Record<string, unknown> | null;
  }[];

describe('sending a draft back', () => {
  it('the approver returns a sensitive draft with a reason; the secretary sees it and drafts again', async () => {
    const { activityId, cfo } = await liveRoom();
    const questionId = await ask(activityId, cfo, 'Will you cut the dividend?');
    await post('console/draftAnswer', { activityId, questionId, text: 'No.', sensitive: true }, secretary);

    const noReason = await post('console/returnAnswer', { activityId, questionId, reason: '  ' }, approver, 'tc');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({
      errorCode: 'RETURN_REASON_REQUIRED',
      fields: [{ path: 'body.reason', message: '請填寫退回原因' }],
    });
    // Only an approver may send it back.
    expect((await post('console/returnAnswer', { activityId, questionId, reason: 'x' }, secretary)).statusCode).toBe(
      403,
    );
    const returned = await post(
      'console/returnAnswer',
      { activityId, questionId, reason: 'Say what the board decided.' },
      approver,
    );
    expect(returned.statusCode).toBe(200);
    expect(returned.json().result).toMatchObject({
      state: 'open',
      answer: null,
      draft: {
        state: 'returned',
        text: 'No.',
        returnReason: 'Say what the board decided.',
        returnedBy: approver.user.userId,
      },
    });
    // Neither published by the secretary nor approved as it stands; nothing went public.
    expect((await post('console/publishAnswer', { activityId, questionId }, secretary)).json().errorCode).toBe(
      'ANSWER_STATE_CONFLICT',
    );
    expect((await post('console/approveAnswer', { activityId, questionId }, approver)).json().errorCode).toBe(
      'ANSWER_STATE_CONFLICT',
    );
    expect(
      (await post('interact/getQuestionsList', { activityId }, identity.user())).json().result.questionList,
    ).toEqual([]);

    const redrafted = await post(
      'console/draftAnswer',
      { activityId, questionId, text: 'The board keeps the dividend.', sensitive: true },
      secretary,
    );
    expect(redrafted.json().result.draft).toMatchObject({ state: 'review', returnReason: null, returnedBy: null });
    expect((await post('console/approveAnswer', { activityId, questionId }, approver)).statusCode).toBe(200);
    const returnEntry = (await auditOf(activityId)).find((entry) => entry.action === 'qa.return');
    expect(returnEntry?.detail).toEqual({ reason: 'Say what the board decided.' });
  });

  it('a return and an approval at once: one wins, the other gets a conflict', async () => {
    const { activityId, cfo } = await liveRoom();
    const questionId = await ask(activityId, cfo, 'Guidance?');
    await post('console/draftAnswer', { activityId, questionId, text: 'Unchanged.', sensitive: true }, secretary);
    const answers = await Promise.all([
      post('console/returnAnswer', { activityId, questionId, reason: 'Too vague.' }, approver),
      post('console/approveAnswer', { activityId, questionId }, admin),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const draft = await api.ctx.repos.liveDesk.draft(questionId);
    const question = await api.ctx.repos.live.question(activityId, questionId);
    // Either it went back and nothing is public, or it was published and not returned.
    if (draft!.state === 'returned') expect(question!.state).toBe('open');
    else expect([draft!.state, question!.state]).toEqual(['published', 'answered']);
  });
});

describe('content moderation at the desk', () => {
  it('refuses a draft, an approver’s edit and a direct answer with restricted words', async () => {
    const { activityId, cfo } = await liveRoom();
    const questionId = await ask(activityId, cfo, 'Any tips?');
    const drafted = await post(
      'console/draftAnswer',
      { activityId, questionId, text: '加我微信，荐股稳赚' },
      secretary,
      'zh-CN',
    );
    expect(drafted.statusCode).toBe(400);
    expect(drafted.json().errorCode).toBe('RESTRICTED_WORDS');
    expect(drafted.json().errorMsg).toContain('荐股');
    expect(await api.ctx.repos.liveDesk.draft(questionId)).toBeNull();

    await post('console/draftAnswer', { activityId, questionId, text: 'No tips.', sensitive: true }, secretary);
    const edited = await post('console/approveAnswer', { activityId, questionId, text: '荐股稳赚' }, approver);
    expect(edited.json().errorCode).toBe('RESTRICTED_WORDS');
    expect((await api.ctx.repos.liveDesk.draft(questionId))!.state).toBe('review');

    const other = await ask(activityId, cfo, 'And now?');
    const direct = await post(
      'interact/sponsor/answerQuestion',
      { activityId, questionId: other, text: '荐股' },
      approver,
    );
    expect(direct.json().errorCode).toBe('RESTRICTED_WORDS');
    expect((await api.ctx.repos.live.question(activityId, other))!.state).toBe('open');
  });

  it('refuses a poster (or any picture) carrying a QR code, and takes a plain one', async () => {
    const { activityId } = await liveRoom();
    const picture = async (qrText?: string) => {
      const base = sharp({ create: { width: 320, height: 320, channels: 3, background: '#ffffff' } });
      const qr = qrText ? await QRCode.toBuffer(qrText, { type: 'png', width: 200, margin: 2 }) : null;
      return (qr ? base.composite([{ input: qr, top: 40, left: 40 }]) : base).png().toBuffer();
    };
    const upload = (kind: string, bytes: Buffer, lang = 'en') =>
      post(
        'console/uploadLiveFile',
        { activityId, kind, name: 'Stage', contentBase64: bytes.toString('base64') },
        secretary,
        lang,
      );
    const spam = await upload('poster', await picture('https://stock-tips.example/join'), 'zh-CN');
    expect(spam.statusCode).toBe(400);
    expect(spam.json().errorCode).toBe('IMAGE_REFUSED');
    expect(spam.json().errorMsg).toContain('二维码');
    expect((await upload('file', await picture('weixin://group'))).json().errorCode).toBe('IMAGE_REFUSED');
    expect((await upload('poster', await picture())).statusCode).toBe(200);
    expect(await api.ctx.repos.liveDesk.allFiles(activityId)).toHaveLength(1);
  });
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

describe('the room’s files as viewers list them', () => {
  it('files, posters and scene files each in their own list; the web list has files and posters', async () => {
    const { activityId } = await liveRoom();
    const plain = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#2588ef' } })
      .png()
      .toBuffer();
    for (const [kind, name, bytes] of [
      ['file', 'Q3 results', PDF],
      ['poster', 'Stage poster', plain],
      ['scene', 'Factory floor', plain],
      ['scene', 'Product sheet', PDF],
    ] as const) {
      const added = await post(
        'console/uploadLiveFile',
        { activityId, kind, name, contentBase64: bytes.toString('base64') },
        secretary,
      );
      expect(added.json().result, name).toMatchObject({ kind, name });
    }
    const viewer = identity.user();
    const names = async (call: string) =>
      ((await post(`interact/${call}`, { activityId }, viewer)).json().result.fileList as { name: string }[]).map(
        (f) => f.name,
      );
    expect(await names('getInteractFileList')).toEqual(['Q3 results']);
    expect(await names('getPosterListWeb')).toEqual(['Stage poster']);
    expect(await names('getInteractSceneFileList')).toEqual(['Factory floor', 'Product sheet']);
    expect(await names('getInteractFileListWeb')).toEqual(['Q3 results', 'Stage poster']);
    // A scene file opens through its signed link like any other.
    const [scene] = (await post('interact/getInteractSceneFileList', { activityId }, viewer)).json().result
      .fileList as { url: string; mimeType: string }[];
    expect(scene!.mimeType).toBe('image/png');
    const opened = await api.app.inject({ method: 'GET', url: scene!.url });
    expect(opened.statusCode).toBe(200);
    expect(opened.rawPayload.equals(plain)).toBe(true);
  });

  it('follows the meeting’s gate: a registration room lists nothing to someone not approved', async () => {
    const { activityId } = await liveRoom({ accessMode: 'registration' });
    const pending = identity.user();
    await insertSignUp(api.ctx, activityId, pending.user.userId, 'pending');
    for (const call of ['getInteractFileList', 'getPosterListWeb', 'getInteractSceneFileList']) {
      const refused = await post(`interact/${call}`, { activityId }, pending, 'zh-CN');
      expect(refused.statusCode, call).toBe(403);
      expect(refused.json().errorCode, call).toBe('SIGN_UP_UNDER_REVIEW');
      expect((await post(`interact/${call}`, { activityId })).statusCode, call).toBe(401);
    }
  });
});

describe('getAttendPersonInvestorType', () => {
  it('answers the investor type of the caller’s sign-up form, null without one, and follows the gate', async () => {
    const { activityId } = await liveRoom({ accessMode: 'registration' });
    const withForm = identity.user();
    const withoutForm = identity.user();
    await insertSignUp(api.ctx, activityId, withForm.user.userId, 'approved');
    await insertSignUp(api.ctx, activityId, withoutForm.user.userId, 'approved');
    await api.ctx.database.db
      .update(activitySignUps)
      .set({ form: { companyName: '远景资本', name: '李四', investorType: 'institution' } })
      .where(eq(activitySignUps.userId, withForm.user.userId));
    const typeOf = async (who?: FakeUser) => post('interact/getAttendPersonInvestorType', { activityId }, who);
    expect((await typeOf(withForm)).json().result).toEqual({ investorType: 'institution' });
    expect((await typeOf(withoutForm)).json().result).toEqual({ investorType: null });
    expect((await typeOf()).statusCode).toBe(401);
    const stranger = identity.user();
    expect((await typeOf(stranger)).json().errorCode).toBe('SIGN_UP_NOT_REGISTERED');
  });
});
