import { eq } from 'drizzle-orm';
import JSZip from 'jszip';
import { activitySignUps } from '@roadshow/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, TEST_NOW, type TestApi } from './build-test-api.ts';
import { insertActivity, insertCompany } from './support/activity-fixtures.ts';
import { fakeIdentity, type FakeUser } from './support/fake-identity.ts';
import { insertGuest, insertLiveActivity, insertSignUp } from './support/live-fixtures.ts';
import { openSse } from './support/sse-client.ts';

// The console's live desk (decision 043): room control, files, the review chain, pins and bans,
// the IR activity record. Calls go through the API as the console page makes them.
const identity = fakeIdentity();
let api: TestApi;
let base: string;
let companyId: number;
let admin: FakeUser;
let secretary: FakeUser;
let approver: FakeUser;
let guest: FakeUser;
const streams: { close(): void }[] = [];

beforeAll(async () => {
  api = await buildTestApi({ seed: false, identityTransport: identity.transport });
  companyId = await insertCompany(api.ctx, '600301');
  const member = async (role: 'admin' | 'secretary' | 'approver' | 'guest') => {
    const user = identity.user();
    await api.ctx.repos.companyMembers.upsert({ companyId, userId: user.user.userId, role });
    return user;
  };
  admin = await member('admin');
  secretary = await member('secretary');
  approver = await member('approver');
  guest = await member('guest');
  base = await api.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  await api.close();
});

const desk = (path: string, body: object, who?: FakeUser, lang = 'en') =>
  api.app.inject({
    method: 'POST',
    url: `/roadshow/console/${path}?lang=${lang}`,
    headers: who ? { cookie: who.cookie } : {},
    payload: body,
  });
const deskGet = (path: string, query: Record<string, string | number>, who: FakeUser, lang = 'en') =>
  api.app.inject({
    method: 'GET',
    url: `/roadshow/console/${path}?${new URLSearchParams({ lang, ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) })}`,
    headers: { cookie: who.cookie },
  });
const interact = (path: string, body: object, who?: FakeUser, lang = 'en') =>
  api.app.inject({
    method: 'POST',
    url: `/roadshow/interact/${path}?lang=${lang}`,
    headers: who ? { cookie: who.cookie } : {},
    payload: body,
  });

/** A live public activity with a room and a CFO guest. */
async function liveRoom(activity: object = {}) {
  const activityId = await insertLiveActivity(api.ctx, companyId, {
    activity,
    room: { recordingStartedAt: new Date(TEST_NOW.getTime() - 600_000) },
  });
  const cfo = await insertGuest(api.ctx, activityId, { zh: '王财务', en: 'Wang (CFO)' });
  return { activityId, cfo };
}

async function ask(activityId: number, guestId: number, text: string, who = identity.user(), anonymous = false) {
  const asked = await interact('askQuestion', { activityId, guestId, text, anonymous }, who);
  expect(asked.statusCode).toBe(200);
  return { questionId: asked.json().result.questionId as number, asker: who };
}

async function open(activityId: number, who: FakeUser) {
  const stream = await openSse(`${base}/roadshow/interact/liveEvents?activityId=${activityId}`, { cookie: who.cookie });
  streams.push(stream);
  return stream;
}

const auditActions = async (activityId: number) =>
  ((await api.ctx.repos.audit.page({ companyId, activityId }, 1, 100)).rows as { action: string }[]).map(
    (entry) => entry.action,
  );

describe('the review chain', () => {
  it('a sensitive draft waits for the approver, who edits and publishes it; the viewer hears it live', async () => {
    const { activityId, cfo } = await liveRoom();
    const viewer = identity.user();
    const { questionId } = await ask(activityId, cfo, 'Will you cut the dividend?', viewer, true);
    const stream = await open(activityId, viewer);

    const drafted = await desk(
      'draftAnswer',
      { activityId, questionId, text: 'No cut planned.', sensitive: true },
      secretary,
    );
    expect(drafted.statusCode).toBe(200);
    expect(drafted.json().result.draft).toMatchObject({ state: 'review', sensitive: true, text: 'No cut planned.' });
    // The anonymous asker stays anonymous at the desk too.
    expect(drafted.json().result.askerName).toBeNull();

    // The secretary may neither publish nor approve it; a guest may not even draft.
    const publish = await desk('publishAnswer', { activityId, questionId }, secretary, 'zh-CN');
    expect(publish.statusCode).toBe(409);
    expect(publish.json()).toMatchObject({
      errorCode: 'ANSWER_NEEDS_APPROVAL',
      errorMsg: '该回答已标记为敏感，须由审批人审批后发布',
    });
    expect((await desk('approveAnswer', { activityId, questionId }, secretary)).statusCode).toBe(403);
    expect((await desk('draftAnswer', { activityId, questionId, text: 'x' }, guest)).statusCode).toBe(403);
    // Nothing public yet.
    expect((await interact('getQuestionsList', { activityId }, viewer)).json().result.questionList).toEqual([]);

    const approved = await desk(
      'approveAnswer',
      { activityId, questionId, text: 'No cut is planned for this year.' },
      approver,
    );
    expect(approved.statusCode).toBe(200);
    expect(approved.json().result).toMatchObject({
      state: 'answered',
      answer: { text: 'No cut is planned for this year.' },
      draft: { state: 'published', publishedBy: approver.user.userId, draftedBy: secretary.user.userId },
    });
    expect((await stream.next((f) => f.event === 'answer')).data).toEqual({ questionId, guestId: cfo });
    const list = (await interact('getQuestionsList', { activityId }, viewer)).json().result.questionList;
    expect(list.map((q: { answer: { text: string } }) => q.answer.text)).toEqual(['No cut is planned for this year.']);

    // Approving again finds nothing waiting.
    expect((await desk('approveAnswer', { activityId, questionId }, approver)).json().errorCode).toBe(
      'ANSWER_STATE_CONFLICT',
    );
    expect(await auditActions(activityId)).toEqual(expect.arrayContaining(['qa.submit', 'qa.approve']));
  });

  it('a plain draft is published by the secretary; an empty draft is refused in the caller’s language', async () => {
    const { activityId, cfo } = await liveRoom();
    const { questionId } = await ask(activityId, cfo, 'Capex plans?');
    const empty = await desk('draftAnswer', { activityId, questionId, text: '   ' }, secretary, 'tc');
    expect(empty.statusCode).toBe(400);
    expect(JSON.stringify(empty.json())).toContain('請輸入回答內容');
    // Publishing before any draft is a conflict, not a silent no-op.
    expect((await desk('publishAnswer', { activityId, questionId }, secretary)).statusCode).toBe(409);
    await desk('draftAnswer', { activityId, questionId, text: 'About 2 bn.' }, secretary);
    const published = await desk('publishAnswer', { activityId, questionId }, secretary);
    expect(published.statusCode).toBe(200);
    expect(published.json().result.answer.text).toBe('About 2 bn.');
    expect(await auditActions(activityId)).toEqual(expect.arrayContaining(['qa.draft', 'qa.publish']));
  });

  it('two approvals at once publish once; the other gets a conflict', async () => {
    const { activityId, cfo } = await liveRoom();
    const { questionId } = await ask(activityId, cfo, 'Guidance?');
    await desk('draftAnswer', { activityId, questionId, text: 'Unchanged.', sensitive: true }, secretary);
    const answers = await Promise.all([
      desk('approveAnswer', { activityId, questionId, text: 'First edit.' }, approver),
      desk('approveAnswer', { activityId, questionId, text: 'Second edit.' }, admin),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.statusCode === 200)!.json().result.answer.text;
    const row = await api.ctx.repos.live.question(activityId, questionId);
    expect(row!.answerText).toBe(winner);
    expect((await auditActions(activityId)).filter((a) => a === 'qa.approve')).toHaveLength(1);
  });

  it('a direct answer (decision 035) settles a plain draft, but not one waiting for approval', async () => {
    const { activityId, cfo } = await liveRoom();
    const plain = await ask(activityId, cfo, 'Dividend?');
    await desk('draftAnswer', { activityId, questionId: plain.questionId, text: 'Maybe.' }, secretary);
    const settled = await interact(
      'sponsor/answerQuestion',
      { activityId, questionId: plain.questionId, text: 'Yes, as last year.' },
      approver,
    );
    expect(settled.statusCode).toBe(200);
    const { questionId } = await ask(activityId, cfo, 'Buybacks?');
    await desk('draftAnswer', { activityId, questionId, text: 'Maybe.', sensitive: true }, secretary);
    // The sensitive draft goes out through the approval only, which the audit log records.
    const direct = await interact(
      'sponsor/answerQuestion',
      { activityId, questionId, text: 'Not this year.' },
      approver,
    );
    expect(direct.statusCode).toBe(409);
    expect(direct.json().errorCode).toBe('ANSWER_NEEDS_APPROVAL');
    const questions = (await deskGet('getLiveDesk', { activityId }, guest)).json().result.questions as {
      questionId: number;
      state: string;
      draft: { state: string } | null;
    }[];
    expect(questions.find((q) => q.questionId === plain.questionId)).toMatchObject({
      state: 'answered',
      draft: { state: 'published' },
    });
    expect(questions.find((q) => q.questionId === questionId)).toMatchObject({
      state: 'open',
      draft: { state: 'review' },
    });
    expect((await desk('approveAnswer', { activityId, questionId }, approver)).statusCode).toBe(200);
  });
});

describe('moderation', () => {
  it('pins lead the viewer’s list; a banned asker is refused and their open questions are hidden', async () => {
    const { activityId, cfo } = await liveRoom();
    const first = await ask(activityId, cfo, 'First?');
    const second = await ask(activityId, cfo, 'Second?');
    for (const q of [first, second]) {
      await desk('draftAnswer', { activityId, questionId: q.questionId, text: 'A.' }, secretary);
      await desk('publishAnswer', { activityId, questionId: q.questionId }, secretary);
    }
    const order = async () =>
      (
        (await interact('getQuestionsList', { activityId, sort: 'time' }, identity.user())).json().result
          .questionList as { text: string; pinned: boolean }[]
      ).map((q) => q.text);
    expect(await order()).toEqual(['Second?', 'First?']);
    expect(
      (await desk('moderateQuestion', { activityId, questionId: first.questionId, action: 'pin' }, approver))
        .statusCode,
    ).toBe(403);
    const pinned = await desk(
      'moderateQuestion',
      { activityId, questionId: first.questionId, action: 'pin' },
      secretary,
    );
    expect(pinned.json().result.pinned).toBe(true);
    expect(await order()).toEqual(['First?', 'Second?']);

    const troll = identity.user();
    const rude = await ask(activityId, cfo, 'Spam one', troll);
    const banned = await desk(
      'moderateQuestion',
      { activityId, questionId: rude.questionId, action: 'ban' },
      secretary,
    );
    expect(banned.json().result).toMatchObject({ askerBanned: true, state: 'hidden' });
    const refused = await interact('askQuestion', { activityId, guestId: cfo, text: 'Spam two' }, troll, 'zh-CN');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ errorCode: 'ASKER_BANNED', errorMsg: '您已被主办方禁止在本场活动提问' });
    await desk('moderateQuestion', { activityId, questionId: rude.questionId, action: 'unban' }, secretary);
    expect((await interact('askQuestion', { activityId, guestId: cfo, text: 'Sorry' }, troll)).statusCode).toBe(200);

    await desk('moderateQuestion', { activityId, questionId: second.questionId, action: 'hide' }, secretary);
    expect(await order()).toEqual(['First?']);
    expect(await auditActions(activityId)).toEqual(expect.arrayContaining(['qa.pin', 'qa.ban', 'qa.unban', 'qa.hide']));
  });
});

describe('room control', () => {
  it('sets up the stream, goes live and ends; viewers get status events; a second click is a conflict', async () => {
    const activityId = await insertActivity(api.ctx, { companyId, accessMode: 'public' });
    const before = await deskGet('getLiveDesk', { activityId }, guest);
    expect(before.json().result).toMatchObject({ hasRoom: false, meetStatus: '0', questions: [] });
    expect((await desk('setLiveStatus', { activityId, status: 'live' }, secretary)).json().errorCode).toBe(
      'NO_WEBCAST',
    );
    const bad = await desk('setLiveStream', { activityId, streamName: 'a b', streamUrl: 'http://x/y.m3u8' }, secretary);
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .fields.map((f: { path: string }) => f.path)
        .sort(),
    ).toEqual(['body.streamName', 'body.streamUrl']);
    expect((await desk('setLiveStream', { activityId, streamName: 'demo' }, approver)).statusCode).toBe(403);
    const set = await desk('setLiveStream', { activityId, streamName: 'demo' }, secretary);
    expect(set.json().result).toMatchObject({ hasRoom: true, streamName: 'demo', streamUrl: null, interactOpen: true });

    const viewer = identity.user();
    const stream = await open(activityId, viewer);
    const [live, again] = await Promise.all([
      desk('setLiveStatus', { activityId, status: 'live' }, secretary),
      desk('setLiveStatus', { activityId, status: 'live' }, admin),
    ]);
    expect([live.statusCode, again.statusCode].sort()).toEqual([200, 409]);
    expect(
      (await stream.next((f) => f.event === 'status' && (f.data as { meetStatus: string }).meetStatus === '1')).data,
    ).toEqual({
      meetStatus: '1',
    });
    // The viewer's page now plays live, from the recording's new start.
    expect((await interact('getLivePlayUrl', { activityId }, viewer)).json().result.kind).toBe('live');
    expect((await api.ctx.repos.live.settings(activityId))!.recordingStartedAt).toEqual(TEST_NOW);

    // The sponsor's own pull URL replaces the platform's signed one.
    await desk(
      'setLiveStream',
      { activityId, streamName: 'demo', streamUrl: 'https://cdn.example.com/a.m3u8?t=1' },
      admin,
    );
    expect((await interact('getLivePlayUrl', { activityId }, viewer)).json().result.url).toBe(
      'https://cdn.example.com/a.m3u8?t=1',
    );

    const ended = await desk('setLiveStatus', { activityId, status: 'ended' }, secretary);
    expect(ended.json().result.meetStatus).toBe('2');
    expect(new Date(ended.json().result.endAt)).toEqual(TEST_NOW);
    await stream.next((f) => f.event === 'status' && (f.data as { meetStatus: string }).meetStatus === '2');
    // The status sweep leaves it ended.
    await api.ctx.repos.activities.advanceMeetingStatuses(TEST_NOW);
    expect((await deskGet('getLiveDesk', { activityId }, guest)).json().result.meetStatus).toBe('2');
    expect(await auditActions(activityId)).toEqual(expect.arrayContaining(['live.stream', 'live.start', 'live.end']));
  });

  it('switches interaction; viewers get the interact event', async () => {
    const { activityId } = await liveRoom();
    const viewer = identity.user();
    const stream = await open(activityId, viewer);
    const off = await desk('setLiveSwitches', { activityId, questionsOpen: false }, secretary);
    expect(off.json().result).toMatchObject({ interactOpen: true, questionsOpen: false });
    expect((await stream.next((f) => f.event === 'interact')).data).toEqual({
      interactOpen: true,
      questionsOpen: false,
    });
  });
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe('files and posters', () => {
  it('takes a PDF and a poster by their bytes, refuses other types and oversize files, and tells viewers', async () => {
    const { activityId } = await liveRoom();
    const viewer = identity.user();
    const stream = await open(activityId, viewer);
    const upload = (name: string, bytes: Buffer, kind = 'file', lang = 'en') =>
      desk('uploadLiveFile', { activityId, kind, name, contentBase64: bytes.toString('base64') }, secretary, lang);

    // A text file named .pdf is still text.
    const text = await upload('report.pdf', Buffer.from('just text'), 'file', 'zh-CN');
    expect(text.statusCode).toBe(400);
    expect(text.json().errorCode).toBe('LIVE_FILE_TYPE');
    expect(text.json().errorMsg).toContain('不支持该文件类型');
    expect((await upload('poster', PDF, 'poster')).json().errorCode).toBe('LIVE_FILE_TYPE');
    const huge = Buffer.concat([PDF, Buffer.alloc(8 * 1024 * 1024)]);
    expect((await upload('huge.pdf', huge)).json().errorCode).toBe('LIVE_FILE_TOO_LARGE');
    expect(
      (
        await desk(
          'uploadLiveFile',
          { activityId, kind: 'file', name: 'x', contentBase64: PDF.toString('base64') },
          approver,
        )
      ).statusCode,
    ).toBe(403);

    const pdf = await upload('Q3 results', PDF);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.json().result).toMatchObject({ kind: 'file', mimeType: 'application/pdf', sizeBytes: PDF.length });
    await stream.next((f) => f.event === 'files');
    const poster = await upload('Stage poster', PNG, 'poster');
    expect(poster.json().result.mimeType).toBe('image/png');

    const listed = (await interact('getInteractFileListWeb', { activityId }, viewer)).json().result.fileList as {
      name: string;
      url: string;
    }[];
    expect(listed.map((f) => f.name)).toEqual(['Q3 results', 'Stage poster']);
    const download = await api.app.inject({ method: 'GET', url: listed[0]!.url });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);
    const forged = await api.app.inject({ method: 'GET', url: listed[0]!.url.replace(/signature=./, 'signature=A') });
    expect(forged.statusCode).toBe(403);

    const removed = await desk('removeLiveFile', { activityId, fileId: pdf.json().result.fileId }, secretary);
    expect(removed.statusCode).toBe(200);
    expect((await interact('getInteractFileListWeb', { activityId }, viewer)).json().result.fileList).toHaveLength(1);
    expect((await api.app.inject({ method: 'GET', url: listed[0]!.url })).statusCode).toBe(403);
    expect(await auditActions(activityId)).toEqual(expect.arrayContaining(['live.fileAdd', 'live.fileRemove']));
  });
});

describe('IR activity record', () => {
  it('is a DOCX in zh-CN with the date, place, participants and the published Q&A', async () => {
    const { activityId, cfo } = await liveRoom({ locationZh: '上海市浦东新区世纪大道 100 号' });
    const investor = identity.user();
    await insertSignUp(api.ctx, activityId, investor.user.userId, 'approved');
    await api.ctx.database.db
      .update(activitySignUps)
      .set({ form: { companyName: '远景资本', name: '李四' } })
      .where(eq(activitySignUps.activityId, activityId));
    const { questionId } = await ask(activityId, cfo, '毛利率的驱动因素是什么？');
    await desk('draftAnswer', { activityId, questionId, text: '产品结构与规模效应。' }, secretary);
    await desk('publishAnswer', { activityId, questionId }, secretary);
    const hidden = await ask(activityId, cfo, '不该出现的问题');
    await desk('moderateQuestion', { activityId, questionId: hidden.questionId, action: 'hide' }, secretary);

    expect((await deskGet('exportIrRecord', { activityId }, guest)).statusCode).toBe(403);
    const record = await deskGet('exportIrRecord', { activityId }, approver, 'en');
    expect(record.statusCode).toBe(200);
    expect(record.headers['content-type']).toContain('wordprocessingml');
    const zip = await JSZip.loadAsync(record.rawPayload);
    const xml = await zip.file('word/document.xml')!.async('string');
    const text = xml.replace(/<[^>]+>/g, '');
    for (const expected of [
      '投资者关系活动记录表',
      '公司600301',
      '上海市浦东新区世纪大道 100 号',
      '远景资本 李四',
      '王财务',
      '毛利率的驱动因素是什么？',
      '产品结构与规模效应。',
      '2026年11月20日',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('不该出现的问题');
    expect(await auditActions(activityId)).toContain('live.record');
  });

  it('lists every answer in the order asked, pinned ones included, past a thousand', async () => {
    const { activityId, cfo } = await liveRoom();
    // 1,005 answered questions, asked a second apart; the desk pinned the third.
    await api.ctx.database.execute(
      `insert into live_questions (activity_id, user_id, asker_name, guest_id, text, state, created_at)
       select $1, 'u', 'n', $2, 'Q' || lpad(g::text, 4, '0'), 'answered', $3::timestamptz + g * interval '1 second'
       from generate_series(1, 1005) g`,
      [activityId, cfo, new Date(TEST_NOW.getTime() - 3_600_000).toISOString()],
    );
    await api.ctx.database.execute(
      `insert into live_answers (question_id, text, answered_by, published_at)
       select id, 'A' || substr(text, 2), 'desk', created_at from live_questions where activity_id = $1`,
      [activityId],
    );
    await api.ctx.database.execute(
      `update live_questions set pinned_at = $2::timestamptz where activity_id = $1 and text = 'Q0003'`,
      [activityId, TEST_NOW.toISOString()],
    );
    const record = await deskGet('exportIrRecord', { activityId }, secretary);
    expect(record.statusCode).toBe(200);
    const xml = await (await JSZip.loadAsync(record.rawPayload)).file('word/document.xml')!.async('string');
    const asked = [...xml.replace(/<[^>]+>/g, '').matchAll(/问题(\d+)（提问对象：王财务）：(Q\d{4})/g)];
    expect(asked).toHaveLength(1005);
    expect(asked.map((m) => m[2])).toEqual(
      Array.from({ length: 1005 }, (_, i) => `Q${String(i + 1).padStart(4, '0')}`),
    );
    expect(asked.every((m, i) => Number(m[1]) === i + 1)).toBe(true);
  });
});
