import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@roadshow/contracts/calls/contract';
import type { CallDefinition } from '@roadshow/contracts/calls/define-call';
import { activityInvitations, topics } from '@roadshow/db/schema';
import { buildTestApi, TEST_NOW, type TestApi } from './build-test-api.ts';
import { insertActivity, insertCompany } from './support/activity-fixtures.ts';
import { activityFields } from './support/console-fixtures.ts';
import { fakeIdentity, type FakeUser } from './support/fake-identity.ts';
import { callEntry } from './support/call-entry.ts';
import { insertLiveRoom } from './support/live-fixtures.ts';
import { deliverQueuedInvitations, QUEUED_GRACE_MS } from '../src/services/jobs/deliver-queued-invitations.ts';

// The activity form's parts, uploads, invitations and the audit log's names (decision 040).

const identity = fakeIdentity();
let api: TestApi;
let companyId: number;
let topicId: number;
const admin = identity.user({ nickName: '王经理' });
const secretary = identity.user({ nickName: '' });
const approver = identity.user();
const c = contract.console;

const call = (entry: CallDefinition, input: object, who: FakeUser | null, lang = 'en') =>
  callEntry(api.app, entry, input, who, lang);

/** A raw-body upload, as the console's browser sends it. */
function upload(entry: CallDefinition, query: Record<string, string>, bytes: Buffer, who: FakeUser, lang = 'en') {
  return api.app.inject({
    method: 'POST',
    url: `/roadshow${entry.path}?${new URLSearchParams({ ...query, lang }).toString()}`,
    headers: { cookie: who.cookie, 'content-type': 'application/octet-stream' },
    payload: bytes,
  });
}

const publicCall = (path: string, body: object, who?: FakeUser) =>
  api.app.inject({
    method: 'POST',
    url: `/roadshow${path}?lang=en`,
    headers: who ? { cookie: who.cookie } : {},
    payload: body,
  });

const guests = [
  {
    nameZh: '王财务',
    nameEn: 'Wang',
    titleZh: '首席财务官',
    titleEn: 'CFO',
    avatarUrl: null as string | null,
    answersQuestions: true,
  },
  { nameZh: '李主持', nameEn: 'Li', titleZh: '主持人', titleEn: 'Host', avatarUrl: null, answersQuestions: false },
];
const agenda = [
  {
    startAt: '2026-12-01T02:00:00.000Z',
    endAt: '2026-12-01T02:30:00.000Z',
    titleZh: '业绩介绍',
    titleEn: 'Results',
    speakerZh: '王财务',
  },
  { startAt: '2026-12-01T02:30:00.000Z', endAt: '2026-12-01T03:00:00.000Z', titleZh: '问答', titleEn: 'Q&A' },
];

beforeAll(async () => {
  api = await buildTestApi({ seed: false, identityTransport: identity.transport });
  companyId = await insertCompany(api.ctx, '600500');
  await api.ctx.repos.companyMembers.upsert({
    companyId,
    userId: admin.user.userId,
    role: 'admin',
    mobile: admin.user.mobile,
  });
  await api.ctx.repos.companyMembers.upsert({
    companyId,
    userId: secretary.user.userId,
    role: 'secretary',
    mobile: secretary.user.mobile,
  });
  await api.ctx.repos.companyMembers.upsert({ companyId, userId: approver.user.userId, role: 'approver' });
  const [topic] = await api.ctx.database.db
    .insert(topics)
    .values({ titleZh: '年报季', titleEn: 'Annual reports', startAt: TEST_NOW, endAt: TEST_NOW })
    .returning({ id: topics.id });
  topicId = topic!.id;
});
afterAll(() => api.close());

describe('cover and guest photos', () => {
  it('are re-encoded by sharp (upright, no metadata, at most 1600 px) and served publicly', async () => {
    const photo = await sharp({ create: { width: 3000, height: 1000, channels: 3, background: '#2588ef' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret camera owner' } })
      .toBuffer();
    const answer = await upload(c.uploadActivityImage, { companyId: String(companyId) }, photo, secretary);
    expect(answer.statusCode).toBe(200);
    const { url } = answer.json().result as { url: string };
    expect(url).toMatch(/^\/roadshow\/activity\/activityImage\/[a-f0-9]{32}\.jpg$/);
    const served = await api.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toContain('immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([1600, 533]);
    expect(meta.exif).toBeUndefined();

    // Transparency stays: a PNG with alpha comes back as PNG.
    const logo = await sharp({ create: { width: 200, height: 200, channels: 4, background: '#ff000080' } })
      .png()
      .toBuffer();
    const png = await upload(c.uploadActivityImage, { companyId: String(companyId) }, logo, admin);
    expect(png.json().result.url).toMatch(/\.png$/);
  });

  it('refuse what is not a picture, a corrupt one, one too large, and a caller who may not edit', async () => {
    const query = { companyId: String(companyId) };
    const pdf = await upload(c.uploadActivityImage, query, Buffer.from('%PDF-1.4 not a picture'), secretary, 'zh-CN');
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json().errorMsg).toBe('图片类型不正确，请上传 jpg、png、gif 或 webp 图片（不超过 5 MB）');
    const corrupt = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]);
    expect((await upload(c.uploadActivityImage, query, corrupt, secretary)).json().errorCode).toBe('IMAGE_CORRUPT');
    const huge = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const tooLarge = await upload(c.uploadActivityImage, query, huge, secretary);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().errorCode).toBe('FILE_TOO_LARGE');
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect((await upload(c.uploadActivityImage, query, png, approver)).statusCode).toBe(403);
    const badQuery = await upload(c.uploadActivityImage, { companyId: 'x' }, png, secretary);
    expect(badQuery.statusCode).toBe(400);
    expect(
      (await api.app.inject({ method: 'GET', url: '/roadshow/activity/activityImage/..%2Fsecret.jpg' })).statusCode,
    ).toBe(404);
  });
});

describe('the form parts', () => {
  it('topic, cover, guests, agenda and the waiting-list switch are saved, read back, and shown publicly', async () => {
    const cover = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#ddd' } })
      .jpeg()
      .toBuffer();
    const coverUrl = (await upload(c.uploadActivityImage, { companyId: String(companyId) }, cover, secretary)).json()
      .result.url as string;
    const fields = {
      ...activityFields(companyId),
      accessMode: 'public',
      // Live, so the room takes questions.
      meetingStatus: 1,
      topicId,
      coverUrl,
      waitingList: false,
      guests: [{ ...guests[0]!, avatarUrl: coverUrl }, guests[1]!],
      agenda,
    };
    const created = await call(c.saveActivity, { fields }, secretary);
    expect(created.statusCode).toBe(200);
    const detail = created.json().result;
    expect(detail.fields).toMatchObject({ topicId, coverUrl, waitingList: false });
    expect(
      detail.fields.guests.map((g: { nameZh: string; answersQuestions: boolean }) => [g.nameZh, g.answersQuestions]),
    ).toEqual([
      ['王财务', true],
      ['李主持', false],
    ]);
    expect(detail.fields.agenda.map((item: { titleEn: string }) => item.titleEn)).toEqual(['Results', 'Q&A']);
    const activityId = detail.activityId as number;
    await call(c.setActivityPublished, { activityId, published: true }, admin);

    // The public page reads the same tables.
    const shown = await publicCall('/activity/getGuestPersonList', { activityId });
    expect(shown.json().result.guestList).toEqual([
      { name: 'Wang', title: 'CFO', avatar: coverUrl },
      { name: 'Li', title: 'Host', avatar: null },
    ]);
    const agendaShown = await publicCall('/activity/getMeetingAgendaList', { activityId });
    expect(agendaShown.json().result.agendaList.map((item: { title: string }) => item.title)).toEqual([
      'Results',
      'Q&A',
    ]);
    // The live room's "ask a guest" list offers only the guest who answers questions.
    await insertLiveRoom(api.ctx, activityId);
    const viewer = identity.user();
    const ask = await publicCall('/interact/getAskGuestList', { activityId }, viewer);
    expect(ask.json().result.guestList.map((g: { name: string }) => g.name)).toEqual(['Wang']);
    const host = detail.fields.guests[1].guestId as number;
    const refused = await publicCall(
      '/interact/askQuestion',
      { activityId, guestId: host, text: 'Hi?', anonymous: false },
      viewer,
    );
    expect(refused.json().errorCode).toBe('GUEST_REQUIRED');
    const asked = await publicCall(
      '/interact/askQuestion',
      { activityId, guestId: detail.fields.guests[0].guestId, text: 'Margins?', anonymous: false },
      viewer,
    );
    expect(asked.statusCode).toBe(200);

    // An edit keeps the guest sent with its id (their questions stay), drops the other, adds one.
    const wang = detail.fields.guests[0].guestId as number;
    const edited = await call(
      c.saveActivity,
      {
        activityId,
        fields: {
          ...fields,
          guests: [
            { ...guests[0]!, guestId: wang, titleEn: 'Chief Financial Officer' },
            { nameZh: '赵董', answersQuestions: true },
          ],
          agenda: [],
        },
      },
      secretary,
    );
    expect(edited.statusCode).toBe(200);
    const after = edited.json().result.fields;
    expect(after.guests.map((g: { guestId: number; nameZh: string }) => [g.guestId === wang, g.nameZh])).toEqual([
      [true, '王财务'],
      [false, '赵董'],
    ]);
    expect(after.agenda).toEqual([]);
    // A form that leaves the parts out leaves them as they are (older clients, the quick edits).
    const untouched = await call(c.saveActivity, { activityId, fields: activityFields(companyId) }, secretary);
    expect(untouched.json().result.fields.guests).toHaveLength(2);
    expect(untouched.json().result.fields).toMatchObject({ topicId, coverUrl, waitingList: false });

    // A copy takes the guests along.
    const copy = await call(c.copyActivity, { activityId }, secretary);
    expect(copy.json().result.fields.guests.map((g: { nameZh: string }) => g.nameZh)).toEqual(['王财务', '赵董']);
  });

  it('bad parts are refused with the field named, in the user’s language, and nothing is saved', async () => {
    const base = activityFields(companyId);
    const cases: [object, string][] = [
      [{ ...base, guests: [{ nameZh: '' }] }, 'body.fields.guests.0.nameZh'],
      [{ ...base, agenda: [{ ...agenda[0]!, endAt: agenda[0]!.startAt }] }, 'body.fields.agenda.0.endAt'],
      [{ ...base, agenda: [{ ...agenda[0]!, titleZh: ' ' }] }, 'body.fields.agenda.0.titleZh'],
      [{ ...base, coverUrl: 'https://evil.example/x.jpg' }, 'body.fields.coverUrl'],
      [{ ...base, guests: [{ nameZh: '甲', avatarUrl: 'javascript:alert(1)' }] }, 'body.fields.guests.0.avatarUrl'],
      [{ ...base, topicId: 999_999 }, 'body.fields.topicId'],
      [{ ...base, guests: Array.from({ length: 31 }, () => ({ nameZh: '甲' })) }, 'body.fields.guests'],
    ];
    const before = (await api.ctx.repos.consoleActivities.forCompany(companyId, 100)).length;
    for (const [fields, path] of cases) {
      const answer = await call(c.saveActivity, { fields }, secretary, 'tc');
      expect(answer.statusCode, path).toBe(400);
      expect(
        answer.json().fields.map((field: { path: string }) => field.path),
        path,
      ).toContain(path);
    }
    expect((await api.ctx.repos.consoleActivities.forCompany(companyId, 100)).length).toBe(before);

    // A guest id of another activity cannot be taken over.
    const other = await insertActivity(api.ctx, { companyId });
    const mine = (await call(c.saveActivity, { fields: { ...base, guests: [{ nameZh: '甲' }] } }, secretary)).json()
      .result;
    const foreignGuest = await api.ctx.repos.consoleParts.guests(mine.activityId);
    const taken = await call(
      c.saveActivity,
      { activityId: other, fields: { ...base, guests: [{ nameZh: '乙', guestId: foreignGuest[0]!.id }] } },
      secretary,
    );
    expect(taken.statusCode).toBe(400);
    expect((await api.ctx.repos.consoleParts.guests(mine.activityId))[0]!.nameZh).toBe('甲');
  });

  it('the waiting-list switch: off, a full activity refuses the waiting list; on, it takes it', async () => {
    const sign = (who: FakeUser, activityId: number, waitlist: boolean) =>
      publicCall(
        '/activity/signOrAppointment',
        { activityId, source: '01', ...(waitlist ? { waitlist: true } : {}) },
        who,
      );
    for (const waitingList of [false, true]) {
      const activityId = await insertActivity(api.ctx, { companyId, quota: 1, waitingList, published: true });
      // The page learns the switch, so it offers "join the waiting list" only when it is on.
      const setting = await publicCall('/activity/getAttendSetting', { activityId });
      expect(setting.json().result.waitingList).toBe(waitingList);
      expect((await sign(identity.user(), activityId, false)).statusCode).toBe(200);
      const late = await sign(identity.user(), activityId, true);
      if (waitingList) {
        expect(late.statusCode).toBe(200);
        expect(late.json().result.state).toBe('waiting');
      } else {
        expect(late.json().errorCode).toBe('QUOTA_FULL');
      }
    }
  });

  it('topic options list the topics in the caller’s language, for members who edit', async () => {
    const answer = await call(c.listTopicOptions, { companyId }, secretary);
    expect(answer.json().result.topics).toContainEqual({ topicId, title: 'Annual reports' });
    expect((await call(c.listTopicOptions, { companyId }, approver)).statusCode).toBe(403);
  });
});

async function xlsxBytes() {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('Figures').addRow(['revenue', 100]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** An Office zip whose main part has this content type (the part itself is named neutrally). */
async function officeZip(mainType: string, filler?: Buffer) {
  const archive = new JSZip();
  archive.file(
    '[Content_Types].xml',
    `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/doc/main.xml" ContentType="${mainType}"/></Types>`,
  );
  archive.file('doc/main.xml', '<main/>');
  if (filler) archive.file('doc/filler.xml', filler);
  return archive.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

async function plainZip() {
  const archive = new JSZip();
  archive.file('ppt/presentation.xml', '<p/>');
  return archive.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

describe('activity files', () => {
  it('takes PDF, PPTX, XLSX and pictures by their bytes, refuses the rest, and removes on request', async () => {
    const activityId = await insertActivity(api.ctx, { companyId });
    const up = (name: string, bytes: Buffer, who = secretary, lang = 'en') =>
      upload(c.uploadActivityFile, { activityId: String(activityId), name }, bytes, who, lang);
    const pdf = await up('年报.pdf', Buffer.from('%PDF-1.7\n1 0 obj\n%%EOF\n'));
    expect(pdf.statusCode).toBe(200);
    expect(pdf.json().result).toMatchObject({ name: '年报.pdf', mimeType: 'application/pdf' });
    // A presentation by its [Content_Types].xml (decision 077).
    const pptx = await officeZip('application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml');
    expect((await up('deck.pptx', pptx)).json().result.mimeType).toBe(
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    );
    // A real workbook, whatever its name says.
    expect((await up('figures.pdf', await xlsxBytes())).json().result.mimeType).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect((await up('chart.png', png)).json().result.mimeType).toBe('image/png');

    const exe = await up('report.pdf', Buffer.from('MZ\x90\x00 this is a program'), secretary, 'zh-CN');
    expect(exe.statusCode).toBe(415);
    expect(exe.json().errorMsg).toBe('文件类型不正确，请上传 PDF、PPTX、XLSX 或图片（jpg、png、gif、webp）');
    // Macros are refused by their content type, whatever the part is called; a zip bomb by its sizes.
    const macro = await officeZip('application/vnd.ms-powerpoint.presentation.macroEnabled.main+xml');
    const macroAnswer = await up('deck.pptx', macro, secretary, 'tc');
    expect(macroAnswer.statusCode).toBe(415);
    expect(macroAnswer.json()).toMatchObject({
      errorCode: 'FILE_HAS_MACROS',
      errorMsg: '檔案含有巨集（VBA 等），基於安全原因不予接受；請另存為不含巨集的 .xlsx 或 .pptx',
    });
    const bomb = await officeZip(
      'application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml',
      Buffer.alloc(8 * 1024 * 1024),
    );
    const bombAnswer = await up('deck.pptx', bomb);
    expect(bombAnswer.statusCode).toBe(400);
    expect(bombAnswer.json().errorCode).toBe('ZIP_REFUSED');
    expect((await up('plain.pptx', await plainZip())).json().errorCode).toBe('FILE_WRONG_TYPE');
    const big = await up('big.pdf', Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(20 * 1024 * 1024)]));
    expect(big.statusCode).toBe(413);
    expect(big.json().errorCode).toBe('FILE_TOO_LARGE');
    expect((await up('', Buffer.from('%PDF-1.7'))).statusCode).toBe(400);
    expect((await up('x.pdf', Buffer.from('%PDF-1.7'), approver)).statusCode).toBe(403);

    const detail = (await call(c.getActivity, { activityId }, secretary)).json().result;
    expect(detail.files.map((file: { name: string }) => file.name)).toEqual([
      '年报.pdf',
      'deck.pptx',
      'figures.pdf',
      'chart.png',
    ]);
    const stored = (await api.ctx.repos.consoleParts.files(activityId))[0]!;
    expect((await api.ctx.files.get(stored.storageKey))?.bytes.toString('latin1')).toContain('%PDF-1.7');
    // The public page lists them (names, types, sizes).
    await api.ctx.repos.consoleActivities.update(activityId, companyId, { published: true, accessMode: 'public' });
    const listed = await publicCall('/activity/getFileInfoList', { activityId });
    expect(listed.json().result.fileList).toHaveLength(4);

    const removed = await call(c.deleteActivityFile, { activityId, fileId: stored.id }, secretary);
    expect(removed.json().result).toEqual({ removed: true });
    expect(await api.ctx.files.get(stored.storageKey)).toBeNull();
    expect((await call(c.deleteActivityFile, { activityId, fileId: stored.id }, secretary)).json().result).toEqual({
      removed: false,
    });
    const log = await api.ctx.repos.audit.page({ companyId, activityId }, 1, 20);
    expect(log.rows.map((row) => row.action).sort()).toEqual([
      'activity.fileAdd',
      'activity.fileAdd',
      'activity.fileAdd',
      'activity.fileAdd',
      'activity.fileRemove',
    ]);
  });
});

describe('invitations', () => {
  it('lists take e-mail addresses as well as numbers, and everyone is invited once, by SMS or e-mail', async () => {
    const activityId = await insertActivity(api.ctx, { companyId, accessMode: 'invitees', published: true });
    expect((await call(c.sendInvitations, { activityId }, secretary)).json().errorCode).toBe('LIST_EMPTY');
    const bad = await call(c.addToAccessList, { activityId, text: '13800138000\nnot-an-address@\n' }, secretary, 'en');
    expect(bad.json()).toMatchObject({ errorCode: 'LIST_ROWS_INVALID' });
    expect(bad.json().fields).toEqual([
      { path: 'line 2', message: 'not-an-address@: Enter an 11-digit mobile number or an e-mail address' },
    ]);
    const added = await call(c.addToAccessList, { activityId, text: '13800138000\nIR@Fund.example\n' }, secretary);
    expect(added.json().result).toEqual({ added: 2, total: 2 });
    expect((await call(c.getAccessList, { activityId }, secretary)).json().result.mobiles).toEqual([
      '13800138000',
      'ir@fund.example',
    ]);

    // Two sponsors pressing at once still send each invitation once.
    const [first, second] = await Promise.all([
      call(c.sendInvitations, { activityId }, secretary, 'zh-CN'),
      call(c.sendInvitations, { activityId }, admin, 'zh-CN'),
    ]);
    const results = [first.json().result, second.json().result];
    expect(results.reduce((sum, result) => sum + result.sent, 0)).toBe(2);
    const outbox = (await api.ctx.repos.notifications.latest(50)).filter(
      (row) => row.activityId === activityId && row.kind === 'invite',
    );
    expect(outbox.map((row) => [row.channel, row.recipient, row.status]).sort()).toEqual([
      ['email', 'ir@fund.example', 'sent'],
      ['sms', '13800138000', 'sent'],
    ]);
    expect(outbox[0]!.body).toContain('邀请您参加');

    // Added later: only the new entry is invited.
    await call(c.addToAccessList, { activityId, text: '13900139000' }, secretary);
    expect((await call(c.sendInvitations, { activityId }, secretary)).json().result).toEqual({
      sent: 1,
      alreadyInvited: 2,
      failed: 0,
    });
    expect(await api.ctx.database.db.select().from(activityInvitations)).toHaveLength(3);
    expect((await call(c.sendInvitations, { activityId }, approver)).statusCode).toBe(403);
    const log = await api.ctx.repos.audit.page({ companyId, activityId }, 1, 20);
    expect(log.rows.filter((row) => row.action === 'list.invite')).toHaveLength(3);
  });
});

describe('invitations are crash-safe and only for a published activity (decision 077)', () => {
  it('an unpublished activity refuses to invite, in the caller’s language', async () => {
    const activityId = await insertActivity(api.ctx, { companyId, accessMode: 'invitees', published: false });
    await call(c.addToAccessList, { activityId, text: '13800138001' }, secretary);
    const refused = await call(c.sendInvitations, { activityId }, secretary, 'tc');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      errorCode: 'INVITE_UNPUBLISHED',
      errorMsg: '活動尚未發布，請先發布再發送邀請（邀請中的連結須能打開）',
    });
    expect(await api.ctx.repos.consoleParts.invitedRecipients(activityId, ['13800138001'])).toEqual([]);
  });

  it('invitation rows and their messages are written together: a failed write leaves neither', async () => {
    const activityId = await insertActivity(api.ctx, { companyId, accessMode: 'invitees', published: true });
    await call(c.addToAccessList, { activityId, text: '13800138002\n13800138003' }, secretary);
    // The outbox refuses one of the two messages, as a crash in the middle would leave it.
    const db = api.ctx.database.db;
    await db.execute(sql`create function refuse_outbox() returns trigger language plpgsql as $$
      begin
        if new.recipient = '13800138003' then raise exception 'outbox down'; end if;
        return new;
      end $$`);
    await db.execute(
      sql`create trigger refuse_outbox before insert on notification_outbox for each row execute function refuse_outbox()`,
    );
    try {
      const failed = await call(c.sendInvitations, { activityId }, secretary);
      expect(failed.statusCode).toBe(500);
    } finally {
      await db.execute(sql`drop trigger refuse_outbox on notification_outbox`);
      await db.execute(sql`drop function refuse_outbox()`);
    }
    expect(await api.ctx.repos.consoleParts.invitedRecipients(activityId, ['13800138002', '13800138003'])).toEqual([]);
    // Nobody counts as invited, so sending again invites both.
    expect((await call(c.sendInvitations, { activityId }, secretary)).json().result).toEqual({
      sent: 2,
      alreadyInvited: 0,
      failed: 0,
    });
  });

  it('messages a crash left queued go out with the next sweep, once however many processes sweep', async () => {
    const activityId = await insertActivity(api.ctx, { companyId, accessMode: 'invitees', published: true });
    await call(c.addToAccessList, { activityId, text: '13800138004\nfund@example.com' }, secretary);
    // What a process that died right after the transaction leaves: rows and queued messages.
    const { queued } = await api.ctx.repos.consoleParts.createInvitations(activityId, admin.user.userId, TEST_NOW, {
      lang: 'en',
      subject: 'Invitation',
      body: 'Join us',
    });
    expect(queued.map((row) => row.status)).toEqual(['queued', 'queued']);
    // Within the grace period the request that wrote them may still be sending: left alone.
    expect(await deliverQueuedInvitations(api.ctx)).toEqual({ sent: 0, failed: 0 });
    const later = { ...api.ctx, now: () => new Date(TEST_NOW.getTime() + QUEUED_GRACE_MS + 1000) };
    const runs = await Promise.all([1, 2, 3].map(() => deliverQueuedInvitations(later)));
    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(2);
    const outbox = (await api.ctx.repos.notifications.latest(100)).filter((row) => row.activityId === activityId);
    expect(outbox.map((row) => [row.recipient, row.status]).sort()).toEqual([
      ['13800138004', 'sent'],
      ['fund@example.com', 'sent'],
    ]);
    // The console's button now finds them invited.
    expect((await call(c.sendInvitations, { activityId }, secretary)).json().result).toEqual({
      sent: 0,
      alreadyInvited: 2,
      failed: 0,
    });
  });
});

describe('the audit log names who acted', () => {
  it('by nickname, else by masked login mobile', async () => {
    const activityId = await insertActivity(api.ctx, { companyId, published: false });
    await call(c.setActivityPublished, { activityId, published: true }, admin);
    await call(c.copyActivity, { activityId }, secretary);
    const entries = (await call(c.listAuditLog, { companyId, pageSize: 5 }, admin)).json().result.entries as {
      action: string;
      actorName: string;
    }[];
    const masked = secretary.user.mobile.replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2');
    expect(entries.slice(0, 2).map((entry) => [entry.action, entry.actorName])).toEqual([
      ['activity.copy', masked],
      ['activity.publish', '王经理'],
    ]);
  });
});
