import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, type TestApi } from './build-test-api.ts';
import { insertActivity, insertCompany } from './support/activity-fixtures.ts';
import { fakeIdentity, type FakeUser } from './support/fake-identity.ts';

const identity = fakeIdentity();
let api: TestApi;
let companyId: number;
const secretary = identity.user();
const approver = identity.user();

beforeAll(async () => {
  api = await buildTestApi({ seed: false, identityTransport: identity.transport });
  companyId = await insertCompany(api.ctx, '600500');
  await api.ctx.repos.companyMembers.upsert({ companyId, userId: secretary.user.userId, role: 'secretary' });
  await api.ctx.repos.companyMembers.upsert({ companyId, userId: approver.user.userId, role: 'approver' });
});
afterAll(() => api.close());

const post = (path: string, body: object, who: FakeUser, lang = 'en') =>
  api.app.inject({
    method: 'POST',
    url: `/roadshow/console/${path}?lang=${lang}`,
    headers: { cookie: who.cookie },
    payload: body,
  });
const list = async (activityId: number) =>
  (
    await api.app.inject({
      method: 'GET',
      url: `/roadshow/console/getAccessList?activityId=${activityId}`,
      headers: { cookie: secretary.cookie },
    })
  ).json().result.mobiles;

async function xlsx(rows: unknown[]) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('list');
  for (const row of rows) sheet.addRow([row]);
  return Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
}

const contentTypes = (mainType: string) =>
  `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/xl/workbook.xml" ContentType="${mainType}"/></Types>`;

async function zipOf(files: Record<string, string | Buffer>) {
  const archive = new JSZip();
  for (const [name, content] of Object.entries(files)) archive.file(name, content);
  return (await archive.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' })).toString('base64');
}

describe('whitelist and invitee lists', () => {
  it('typed numbers: a bad line refuses all of them, naming the line; good ones are added once', async () => {
    const activityId = await insertActivity(api.ctx, { companyId, accessMode: 'whitelist' });
    const refused = await post(
      'addToAccessList',
      { activityId, text: '13800138000\n12345\n\n+86 139 0013 9000\nabc' },
      secretary,
      'zh-CN',
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      errorCode: 'LIST_ROWS_INVALID',
      errorMsg: '有 2 行不是有效的手机号或邮箱，未导入任何条目',
    });
    expect(refused.json().fields.map((field: { path: string }) => field.path)).toEqual(['line 2', 'line 5']);
    expect(await list(activityId)).toEqual([]);

    const added = await post(
      'addToAccessList',
      { activityId, text: 'mobile\n13800138000\n+86 139 0013 9000\n13800138000' },
      secretary,
    );
    expect(added.json().result).toEqual({ added: 2, total: 2 });
    expect(await list(activityId)).toEqual(['13800138000', '13900139000']);
    // The list now gates sign-up: a listed user may sign, another may not.
    const listed = identity.user({ mobile: '13900139000' });
    const sign = (who: FakeUser) =>
      api.app.inject({
        method: 'POST',
        url: '/roadshow/activity/signOrAppointment',
        headers: { cookie: who.cookie },
        payload: { activityId, source: '01' },
      });
    expect((await sign(listed)).statusCode).toBe(200);
    expect((await sign(identity.user())).statusCode).toBe(403);
  });

  it('CSV and XLSX imports: the type comes from the bytes, bad rows by line, nothing half imported', async () => {
    const activityId = await insertActivity(api.ctx, { companyId, accessMode: 'invitees' });
    const csv = Buffer.from('\uFEFF手机号,姓名\n13700137000,张三\n13600136000,李四\n').toString('base64');
    expect((await post('importAccessList', { activityId, contentBase64: csv }, secretary)).json().result).toEqual({
      added: 2,
      total: 2,
    });
    const badSheet = await xlsx(['Mobile', '13500135000', 'not a phone', 13400134000, '1340013']);
    const refused = await post('importAccessList', { activityId, contentBase64: badSheet }, secretary, 'tc');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errorMsg).toBe('有 2 行不是有效的手機號或郵箱，未匯入任何條目');
    expect(refused.json().fields.map((field: { path: string }) => field.path)).toEqual(['line 3', 'line 5']);
    expect(await list(activityId)).toEqual(['13600136000', '13700137000']);
    const goodSheet = await xlsx(['Mobile', '13500135000', 13400134000]);
    expect((await post('importAccessList', { activityId, contentBase64: goodSheet }, secretary)).json().result).toEqual(
      {
        added: 2,
        total: 4,
      },
    );
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]).toString('base64');
    expect((await post('importAccessList', { activityId, contentBase64: png }, secretary)).json().errorCode).toBe(
      'LIST_FILE_UNREADABLE',
    );
    // Decision 077: a zip bomb and a macro-enabled workbook are refused before exceljs unpacks them.
    const bomb = await zipOf({
      '[Content_Types].xml': contentTypes('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml'),
      'xl/workbook.xml': '<workbook/>',
      'xl/worksheets/sheet1.xml': Buffer.alloc(6 * 1024 * 1024),
    });
    const bombAnswer = await post('importAccessList', { activityId, contentBase64: bomb }, secretary, 'zh-CN');
    expect(bombAnswer.statusCode).toBe(400);
    expect(bombAnswer.json()).toMatchObject({
      errorCode: 'ZIP_REFUSED',
      errorMsg: '文件解压后过大、压缩比异常或包含的部件过多，已拒绝',
    });
    const many = await zipOf({
      '[Content_Types].xml': contentTypes('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml'),
      ...Object.fromEntries(Array.from({ length: 501 }, (_, i) => [`xl/part${i}.xml`, '<x/>'])),
    });
    expect((await post('importAccessList', { activityId, contentBase64: many }, secretary)).json().errorCode).toBe(
      'ZIP_REFUSED',
    );
    const xlsm = await zipOf({
      '[Content_Types].xml': contentTypes('application/vnd.ms-excel.sheet.macroEnabled.main+xml'),
      'xl/workbook.xml': '<workbook/>',
    });
    const macro = await post('importAccessList', { activityId, contentBase64: xlsm }, secretary);
    expect(macro.statusCode).toBe(415);
    expect(macro.json().errorMsg).toBe(
      'The file contains macros (VBA or similar) and is refused for safety; save it as a macro-free .xlsx or .pptx',
    );
    expect(await list(activityId)).toEqual(['13400134000', '13500135000', '13600136000', '13700137000']);
    const removed = await post('removeFromAccessList', { activityId, mobiles: ['13500135000'] }, secretary);
    expect(removed.json().result).toEqual({ removed: 1, total: 3 });
    // An approver decides sign-ups but does not edit lists.
    expect((await post('addToAccessList', { activityId, text: '13300133000' }, approver)).statusCode).toBe(403);
    const log = await api.ctx.repos.audit.page({ companyId, activityId }, 1, 10);
    expect(log.rows.map((row) => row.action)).toEqual(['list.remove', 'list.import', 'list.import']);
  });
});
