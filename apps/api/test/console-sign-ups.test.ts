import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities } from '@roadshow/db/schema';
import { buildTestApi, TEST_NOW, type TestApi } from './build-test-api.ts';
import { insertActivity, insertCompany } from './support/activity-fixtures.ts';
import { fakeIdentity, ownImageKey, type FakeUser } from './support/fake-identity.ts';

const identity = fakeIdentity();
let clock = TEST_NOW;
let api: TestApi;
let companyId: number;
const admin = identity.user();
const approver = identity.user();
const approverUser = approver;

beforeAll(async () => {
  api = await buildTestApi({ seed: false, identityTransport: identity.transport, now: () => clock });
  companyId = await insertCompany(api.ctx, '600300');
  await api.ctx.repos.companyMembers.upsert({ companyId, userId: admin.user.userId, role: 'admin' });
  await api.ctx.repos.companyMembers.upsert({ companyId, userId: approver.user.userId, role: 'approver' });
});
afterAll(() => api.close());

const post = (path: string, body: object, who: FakeUser) =>
  api.app.inject({ method: 'POST', url: `/roadshow${path}?lang=en`, headers: { cookie: who.cookie }, payload: body });
const sign = (activityId: number, who: FakeUser, extra: object = {}) =>
  post('/activity/signOrAppointment', { activityId, source: '01', ...extra }, who);

describe('concurrent approvals of the last seat', () => {
  it('approving waiting users at once never oversells: one gets the free seat, the rest 409 QUOTA_FULL', async () => {
    for (let round = 0; round < 3; round += 1) {
      const activityId = await insertActivity(api.ctx, { companyId, quota: 1, needsApproval: true });
      await sign(activityId, identity.user());
      const waiting = Array.from({ length: 4 }, () => identity.user());
      for (const who of waiting)
        expect((await sign(activityId, who, { waitlist: true })).json().result.state).toBe('waiting');
      // The admin raises the quota by one: one seat is free while four users wait.
      await api.ctx.database.db.update(activities).set({ quota: 2 }).where(eq(activities.id, activityId));
      const rows = await api.ctx.repos.signUps.list(activityId, 'waiting');
      const answers = await Promise.all(
        rows.map((row, index) =>
          post(
            '/console/decideSignUps',
            { activityId, signUpIds: [row.id], decision: 'approve' },
            index % 2 ? admin : approver,
          ),
        ),
      );
      const outcomes = answers.map((answer) => answer.json().result.outcomes[0]);
      expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
      expect(outcomes.filter((outcome) => !outcome.ok).map((outcome) => outcome.errorCode)).toEqual(
        Array(3).fill('QUOTA_FULL'),
      );
      expect(await api.ctx.repos.signUps.seatsTaken(activityId)).toBe(2);
    }
  });

  it('one bulk call over the waiting list approves only as many as there are seats', async () => {
    const activityId = await insertActivity(api.ctx, { companyId, quota: 1, needsApproval: true });
    await sign(activityId, identity.user());
    for (let i = 0; i < 3; i += 1) await sign(activityId, identity.user(), { waitlist: true });
    await api.ctx.database.db.update(activities).set({ quota: 3 }).where(eq(activities.id, activityId));
    const ids = (await api.ctx.repos.signUps.list(activityId, 'waiting')).map((row) => row.id);
    const answer = await post('/console/decideSignUps', { activityId, signUpIds: ids, decision: 'approve' }, admin);
    expect(answer.json().result.outcomes.map((outcome: { ok: boolean }) => outcome.ok)).toEqual([true, true, false]);
    expect(await api.ctx.repos.signUps.seatsTaken(activityId)).toBe(3);
  });
});

describe('the sign-up table', () => {
  const form = (companyName: string, investorType: 'institutional' | 'individual', who: FakeUser) => ({
    name: '李四',
    documentType: 0,
    certificateNumber: '110101199003070011',
    phone: who.user.mobile,
    email: 'li@example.com',
    companyName,
    position: '研究员',
    investorType,
    // The caller's own uploads (hardening item 9: a key must belong to the caller and exist).
    idCardImageKey: ownImageKey(who.user, 'id'),
    businessCardImageKey: ownImageKey(who.user, 'card'),
    agreedTerms: true,
  });

  it('filters by state, investor type, organisation and date, and masks the document number', async () => {
    const activityId = await insertActivity(api.ctx, { companyId, needsApproval: true, registrationForm: true });
    const early = identity.user();
    const late = identity.user();
    expect((await sign(activityId, early, { form: form('华夏基金', 'institutional', early) })).statusCode).toBe(200);
    clock = new Date(TEST_NOW.getTime() + 3 * 3_600_000);
    try {
      expect((await sign(activityId, late, { form: form('个人', 'individual', late) })).statusCode).toBe(200);
    } finally {
      clock = TEST_NOW;
    }
    const list = async (filter: object) =>
      (await post('/console/listSignUps', { activityId, ...filter }, admin)).json().result;
    const all = await list({});
    expect(all.signUpList).toHaveLength(2);
    expect(all.seatsTaken).toBe(2);
    expect(all.signUpList[0].form.certificateNumber).not.toContain('19900307');
    expect(all.signUpList[0].form.certificateNumber.endsWith('0011')).toBe(true);
    expect((await list({ investorType: 'individual' })).signUpList.map((r: { userId: string }) => r.userId)).toEqual([
      late.user.userId,
    ]);
    expect((await list({ organization: '华夏' })).signUpList.map((r: { userId: string }) => r.userId)).toEqual([
      early.user.userId,
    ]);
    expect((await list({ organization: '%' })).signUpList).toHaveLength(0);
    const dayAfter = new Date(TEST_NOW.getTime() + 3_600_000).toISOString();
    expect((await list({ from: dayAfter })).signUpList.map((r: { userId: string }) => r.userId)).toEqual([
      late.user.userId,
    ]);
    expect((await list({ to: dayAfter })).signUpList.map((r: { userId: string }) => r.userId)).toEqual([
      early.user.userId,
    ]);
    expect((await list({ state: 'approved' })).signUpList).toHaveLength(0);

    // The export: the same rows, in the sponsor's language, the number still masked; and logged.
    const exported = await api.app.inject({
      method: 'GET',
      url: `/roadshow/console/exportSignUps?activityId=${activityId}&lang=tc`,
      headers: { cookie: admin.cookie },
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('報名名單')!;
    const values = sheet.getSheetValues().slice(1) as unknown[][];
    expect(values.map((row) => row.slice(1, 4))).toEqual([
      ['報名編號', '狀態', '姓名'],
      [all.signUpList[0].signUpId, '審核中', '李四'],
      [all.signUpList[1].signUpId, '審核中', '李四'],
    ]);
    expect(values[1]![6]).toBe('华夏基金');
    expect(values[1]![8]).toBe('機構投資者');
    expect(String(values[1]![9])).toMatch(/^\*+0011$/);
    const approver = await api.app.inject({
      method: 'GET',
      url: `/roadshow/console/exportSignUps?activityId=${activityId}`,
      headers: { cookie: approverUser.cookie },
    });
    expect(approver.statusCode).toBe(403);
    const log = await api.ctx.repos.audit.page({ companyId, activityId }, 1, 10);
    expect(log.rows.map((row) => [row.action, row.actorUserId])).toEqual([['signUps.export', admin.user.userId]]);
  });

  it('pages on the server: the filters apply first, then the page, with the number matching', async () => {
    const activityId = await insertActivity(api.ctx, { companyId, needsApproval: true });
    const users = Array.from({ length: 5 }, () => identity.user());
    for (const who of users) expect((await sign(activityId, who)).statusCode).toBe(200);
    const page = async (filter: object) =>
      (await post('/console/listSignUps', { activityId, ...filter }, admin)).json().result;
    const second = await page({ page: 2, pageSize: 2 });
    expect(second.total).toBe(5);
    expect(second.signUpList.map((row: { userId: string }) => row.userId)).toEqual([
      users[2]!.user.userId,
      users[3]!.user.userId,
    ]);
    expect((await page({ page: 3, pageSize: 2 })).signUpList).toHaveLength(1);
    expect((await page({ page: 9, pageSize: 2 })).signUpList).toEqual([]);
    // Reject two: the filter narrows the total, and the page is of the filtered rows.
    const ids = (await api.ctx.repos.signUps.list(activityId)).map((row) => row.id);
    await post(
      '/console/decideSignUps',
      { activityId, signUpIds: [ids[1], ids[4]], decision: 'reject', reason: 'x' },
      admin,
    );
    const rejected = await page({ state: 'rejected', page: 2, pageSize: 1 });
    expect(rejected.total).toBe(2);
    expect(rejected.signUpList.map((row: { signUpId: number }) => row.signUpId)).toEqual([ids[4]]);
    // Without paging arguments: the first 50.
    expect((await page({})).signUpList).toHaveLength(5);
    const bad = await post('/console/listSignUps', { activityId, pageSize: 500 }, admin);
    expect(bad.statusCode).toBe(400);
  });

  it('links each signed commitment letter (and says when the name did not match); shows absence reasons, in the export too', async () => {
    const activityId = await insertActivity(api.ctx, {
      companyId,
      needsApproval: false,
      registrationForm: true,
      commitmentLetter: true,
    });
    const [matching, mismatching, unsigned] = [identity.user(), identity.user(), identity.user()];
    for (const who of [matching, mismatching, unsigned])
      expect((await sign(activityId, who, { form: form('华夏基金', 'institutional', who) })).statusCode).toBe(200);
    const letter = (who: FakeUser, typedName: string) =>
      post('/activity/signCommitmentLetter', { activityId, signature: { typedName } }, who);
    expect((await letter(matching, '李四')).json().result.state).toBe('signed');
    expect((await letter(mismatching, '王芳')).json().result).toMatchObject({ state: 'resign', reason: 'mismatch' });
    const absence = await post('/activity/submitAbsenceReason', { activityId, reason: '出差在外' }, unsigned);
    expect(absence.statusCode).toBe(200);

    const rows = (await post('/console/listSignUps', { activityId }, approver)).json().result.signUpList as {
      userId: string;
      letterUrl: string | null;
      letterMismatch: boolean;
      absenceReason: string | null;
    }[];
    const byUser = new Map(rows.map((row) => [row.userId, row]));
    expect(byUser.get(matching.user.userId)).toMatchObject({ letterMismatch: false, absenceReason: null });
    expect(byUser.get(mismatching.user.userId)!.letterMismatch).toBe(true);
    expect(byUser.get(unsigned.user.userId)).toMatchObject({
      letterUrl: null,
      letterMismatch: false,
      absenceReason: '出差在外',
    });
    // The link is the letter's PDF, signed and short-lived; a forged one is refused.
    const url = byUser.get(matching.user.userId)!.letterUrl!;
    const pdf = await api.app.inject({ method: 'GET', url });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const forged = url.replace(/signature=[^&]+/, `signature=${'A'.repeat(43)}`);
    expect((await api.app.inject({ method: 'GET', url: forged })).statusCode).toBe(403);

    const exported = await api.app.inject({
      method: 'GET',
      url: `/roadshow/console/exportSignUps?activityId=${activityId}&lang=en`,
      headers: { cookie: admin.cookie },
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const values = workbook.worksheets[0]!.getSheetValues().slice(1) as unknown[][];
    expect(values[0]![12]).toBe('Absence reason');
    const absenceColumn = values.slice(1).map((row) => row[12] ?? '');
    expect(absenceColumn.sort()).toEqual(['', '', '出差在外']);
  });
});
