import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@roadshow/contracts/calls/contract';
import { createHttpModerator } from '@roadshow/http-kit/moderation/http-moderator';
import { buildTestApi, type TestApi } from './build-test-api.ts';
import { insertCompany } from './support/activity-fixtures.ts';
import { fakeIdentity, type FakeUser } from './support/fake-identity.ts';

// Decisions 055 and 089: a cover or guest photo uploaded in the console is a public picture, so it
// passes the platform's one content-moderation service before it is stored, like an avatar or a
// live-room poster. The files live on disk here, so "nothing stored" is what the directory says.

const identity = fakeIdentity();
const secretary = identity.user();
let api: TestApi;
let companyId: number;
let filesDir: string;

beforeAll(async () => {
  filesDir = await mkdtemp(join(tmpdir(), 'roadshow-console-images-'));
  api = await buildTestApi({ seed: false, identityTransport: identity.transport, filesDir });
  companyId = await insertCompany(api.ctx, '600610');
  await api.ctx.repos.companyMembers.upsert({
    companyId,
    userId: secretary.user.userId,
    role: 'secretary',
    mobile: secretary.user.mobile,
  });
});
afterAll(async () => {
  await api.close();
  await rm(filesDir, { recursive: true, force: true });
});

const upload = (bytes: Buffer, lang: string, who: FakeUser = secretary) =>
  api.app.inject({
    method: 'POST',
    url: `/roadshow${contract.console.uploadActivityImage.path}?companyId=${companyId}&lang=${lang}`,
    headers: { cookie: who.cookie, 'content-type': 'application/octet-stream' },
    payload: bytes,
  });

/** A plain photo, or one with a QR code on it (the local provider refuses those: the usual spam carrier). */
async function photo(qrText?: string) {
  const base = sharp({ create: { width: 900, height: 600, channels: 3, background: '#e8f1fd' } });
  const qr = qrText ? await QRCode.toBuffer(qrText, { type: 'png', width: 300, margin: 2 }) : null;
  return (qr ? base.composite([{ input: qr, top: 100, left: 100 }]) : base).jpeg().toBuffer();
}

/** Every object the API stored, and the image audit rows: a refusal leaves neither. */
async function stored() {
  const images = await readdir(join(filesDir, 'activity-images')).catch(() => []);
  const { rows } = await api.ctx.database.execute(
    "select target_id from console_audit_log where action = 'activity.image' and company_id = $1",
    [companyId],
  );
  return { images: images.length, audited: rows.length };
}

describe('console covers and guest photos pass content moderation', () => {
  it('a picture carrying a QR code is refused in the uploader’s language and nothing is stored', async () => {
    const zh = await upload(await photo('https://example.com/join-my-group'), 'zh-CN');
    expect(zh.statusCode).toBe(400);
    expect(zh.json()).toMatchObject({
      errorCode: 'IMAGE_REFUSED',
      errorMsg: '图片未通过内容审核（含二维码），请换一张',
    });
    const en = await upload(await photo('加群拿内幕消息'), 'en');
    expect(en.json().errorMsg).toBe(
      'The picture did not pass content review (it carries a QR code, restricted words: 内幕消息); choose another one',
    );
    const tc = await upload(await photo('https://example.com/join-my-group'), 'tc');
    expect(tc.json().errorMsg).toBe('圖片未通過內容審核（含二維碼），請換一張');
    expect(await stored()).toEqual({ images: 0, audited: 0 });
  });

  it('a clean picture is stored and served', async () => {
    const answer = await upload(await photo(), 'en');
    expect(answer.statusCode, answer.body).toBe(200);
    const { url } = answer.json().result as { url: string };
    expect((await api.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    expect(await stored()).toEqual({ images: 1, audited: 1 });
  });

  it('the outside service is shown the stored copy; when it cannot answer, the upload is refused', async () => {
    const local = api.ctx.moderation;
    const shown: string[] = [];
    try {
      api.ctx.moderation = createHttpModerator({
        url: 'https://review.example/check',
        fetch: async (_url, init) => {
          shown.push((JSON.parse(String(init?.body)) as { mimeType: string }).mimeType);
          return Response.json({ passed: false, labels: ['ad'] });
        },
      });
      // A PNG without transparency is stored as JPEG: the service sees what the public would.
      const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#2588ef' } })
        .png()
        .toBuffer();
      const refused = await upload(png, 'en');
      expect(refused.json()).toMatchObject({ errorCode: 'IMAGE_REFUSED' });
      expect(shown).toEqual(['image/jpeg']);

      api.ctx.moderation = createHttpModerator({
        url: 'https://review.example/check',
        fetch: async () => new Response('busy', { status: 502 }),
      });
      const unavailable = await upload(png, 'en');
      expect(unavailable.statusCode).toBe(503);
      expect(unavailable.json().errorCode).toBe('MODERATION_UNAVAILABLE');
    } finally {
      api.ctx.moderation = local;
    }
    expect(await stored()).toEqual({ images: 1, audited: 1 });
  });
});
