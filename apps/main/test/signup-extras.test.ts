import QRCode from 'qrcode';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInProcessEventBus } from '@roadshow/api/services/events/event-bus';
import { isLetterSigned } from '@roadshow/api/services/commitment-letter/letter-status';
import { assertRegistrant } from '@roadshow/api/services/sign-info/check-registrant';
import { activities, identityVerifications } from '@roadshow/db/schema';
import type { FastifyRequest } from 'fastify';
import { openTestDatabase, type TestDatabase } from '@roadshow/db/testing/open-test-database';
import { readConfig } from '../src/config.ts';
import { createServer, type ServerParts } from '../src/create-server.ts';
import { loginHelpers, TEST_ORIGIN } from './support/login-helpers.ts';

let clock = new Date('2026-11-20T06:00:00.000Z');
const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));
let server: ServerParts;
let db: TestDatabase;
let activityId: number;
const { registerAndLogIn } = loginHelpers(() => server, advance, '1372222');

beforeAll(async () => {
  db = await openTestDatabase();
  server = await createServer({
    config: readConfig({ DATA_DIR: `/tmp/roadshow-signup-extras-test-${process.pid}`, TOKEN_SECRET: 'x' }),
    database: db.database,
    bus: createInProcessEventBus(),
    logger: false,
    now: () => clock,
  });
  const [row] = await db.database.db
    .insert(activities)
    .values({
      kind: 'roadshow',
      titleZh: '长青科技2026年度业绩说明会',
      titleEn: 'Evergreen Tech 2026 results briefing',
      meetingStatus: 0,
      startAt: new Date('2026-12-01T02:00:00Z'),
      endAt: new Date('2026-12-01T04:00:00Z'),
      registrationForm: true,
      commitmentLetter: true,
    })
    .returning({ id: activities.id });
  activityId = row!.id;
});
afterAll(async () => {
  await server.app.close();
  await db.dispose();
});

type User = Awaited<ReturnType<typeof registerAndLogIn>>;

const call = (user: User | null, method: 'GET' | 'POST', url: string, payload?: object) =>
  server.app.inject({
    method,
    url: `/roadshow${url}${url.includes('?') ? '&' : '?'}lang=en`,
    headers: { origin: TEST_ORIGIN, ...(user ? { cookie: `ticket=${user.appToken}` } : {}) },
    payload,
  });

const DRAFT = { name: '李明', documentType: 0, certificateNumber: '11010519491231002X', email: 'li@x.example' };
const saveDraft = (user: User, form: object = DRAFT) =>
  call(user, 'POST', '/activity/saveSignInfoToRedis', { activityId, source: '01', form });

/** A signature as the signing canvas sends it. */
async function drawing() {
  const png = await sharp({
    create: { width: 300, height: 120, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
  })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="120"><path d="M10 80 C 60 10, 120 110, 280 40" stroke="#000" stroke-width="6" fill="none"/></svg>',
        ),
        left: 0,
        top: 0,
      },
    ])
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

const tokenOf = (signUrl: string) => new URL(signUrl, 'http://x').searchParams.get('token')!;

describe('saveSignInfoToRedis / getSignInfoFromRedis', () => {
  it('keeps a half-filled form per user and activity, and gives it back', async () => {
    const [one, two] = [await registerAndLogIn(), await registerAndLogIn()];
    expect((await saveDraft(one)).statusCode).toBe(200);
    const mine = await call(one, 'POST', '/activity/getSignInfoFromRedis', { activityId, source: '01' });
    expect(mine.json().result).toEqual({ form: DRAFT, savedAt: clock.toISOString() });
    const theirs = await call(two, 'POST', '/activity/getSignInfoFromRedis', { activityId, source: '01' });
    expect(theirs.json().result).toBeNull();
  });

  it('needs a login, source 01 and a draft of the right shape (400 in the user language)', async () => {
    const user = await registerAndLogIn();
    expect((await call(null, 'POST', '/activity/getSignInfoFromRedis', { activityId, source: '01' })).statusCode).toBe(
      401,
    );
    const badSource = await call(user, 'POST', '/activity/saveSignInfoToRedis', { activityId, source: '02', form: {} });
    expect(badSource.statusCode).toBe(400);
    const badForm = await call(user, 'POST', '/activity/saveSignInfoToRedis', {
      activityId,
      source: '01',
      form: { name: 'x'.repeat(500) },
    });
    expect(badForm.statusCode).toBe(400);
    expect(badForm.json()).toMatchObject({ success: false, errorCode: 'BAD_REQUEST' });
    expect(badForm.json().fields[0].path).toBe('body.form.name');
  });
});

describe('businessCardScanning', () => {
  it('fills the fields from a vCard QR code, and fails with the spec message on a plain photo', async () => {
    const user = await registerAndLogIn();
    const qr = await QRCode.toBuffer(
      'BEGIN:VCARD\nFN:Li Ming\nORG:Evergreen Fund\nTITLE:Analyst\nEMAIL:li@fund.example\nEND:VCARD',
      { width: 300 },
    );
    const card = await sharp({ create: { width: 900, height: 500, channels: 3, background: '#fff' } })
      .composite([{ input: qr, left: 560, top: 100 }])
      .png()
      .toBuffer();
    const scan = (bytes: Buffer, type = 'application/octet-stream') =>
      server.app.inject({
        method: 'POST',
        url: '/roadshow/activity/businessCardScanning?lang=en',
        headers: { origin: TEST_ORIGIN, cookie: `ticket=${user.appToken}`, 'content-type': type },
        payload: bytes,
      });
    const read = await scan(card, 'image/png');
    expect(read.statusCode).toBe(200);
    expect(read.json().result).toMatchObject({ name: 'Li Ming', companyName: 'Evergreen Fund', position: 'Analyst' });

    const photo = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#2588ef' } })
      .jpeg()
      .toBuffer();
    const failed = await scan(photo);
    expect(failed.statusCode).toBe(422);
    expect(failed.json()).toMatchObject({
      errorCode: 'CARD_RECOGNITION_FAILED',
      errorMsg: 'Business card recognition failed, fill in manually or upload again',
    });
    expect((await scan(Buffer.from('GIF89a but not really an image at all'))).json().errorCode).toBe('IMAGE_CORRUPT');
  });
});

describe('commitment letter', () => {
  it('starts unsigned; signing in the browser stores the image and PDF behind signed links', async () => {
    const user = await registerAndLogIn();
    const before = await call(user, 'POST', '/activity/getCommitmentLetter', { activityId });
    expect(before.json().result).toMatchObject({ state: 'unsigned', formName: '' });
    const early = await call(user, 'POST', '/activity/signCommitmentLetter', {
      activityId,
      signature: { drawing: await drawing() },
    });
    expect(early.json().errorCode).toBe('LETTER_FORM_MISSING');

    await saveDraft(user);
    const signed = await call(user, 'POST', '/activity/signCommitmentLetter', {
      activityId,
      signature: { drawing: await drawing() },
    });
    expect(signed.statusCode).toBe(200);
    const status = signed.json().result;
    expect(status).toMatchObject({ state: 'signed', signedName: '李明', signedDocument: '**************002X' });
    const image = await server.app.inject({ url: status.imageUrl });
    expect(image.headers['content-type']).toBe('image/png');
    expect((await sharp(image.rawPayload).metadata()).width).toBe(1240);
    const pdf = await server.app.inject({ url: status.pdfUrl });
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await isLetterSigned(server.api, { activityId, userId: user.userId })).toBe(true);

    // Links are signed and expire.
    const forged = status.pdfUrl.replace(/signature=[^&]+/, 'signature=' + 'A'.repeat(43));
    expect((await server.app.inject({ url: forged })).statusCode).toBe(403);
    advance(6 * 60_000);
    expect((await server.app.inject({ url: status.pdfUrl })).statusCode).toBe(403);
  });

  it('asks to re-sign when the form is edited after signing, or when the typed name does not match', async () => {
    const user = await registerAndLogIn();
    await saveDraft(user);
    await call(user, 'POST', '/activity/signCommitmentLetter', { activityId, signature: { typedName: '李明' } });
    await saveDraft(user, { ...DRAFT, certificateNumber: '11010519491231003X' });
    const edited = await call(user, 'POST', '/activity/getCommitmentLetter', { activityId });
    expect(edited.json().result).toMatchObject({ state: 'resign', reason: 'edited' });
    expect(await isLetterSigned(server.api, { activityId, userId: user.userId })).toBe(false);

    const wrongName = await call(user, 'POST', '/activity/signCommitmentLetter', {
      activityId,
      signature: { typedName: '王芳' },
    });
    expect(wrongName.json().result).toMatchObject({ state: 'resign', reason: 'mismatch', signedName: '王芳' });
    const right = await call(user, 'POST', '/activity/signCommitmentLetter', {
      activityId,
      signature: { typedName: '李 明' },
    });
    expect(right.json().result.state).toBe('signed');
  });

  it('refuses an empty signature with the spec message', async () => {
    const user = await registerAndLogIn();
    await saveDraft(user);
    const blank = await sharp({
      create: { width: 300, height: 120, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    for (const signature of [
      {},
      { typedName: '  ' },
      { drawing: `data:image/png;base64,${blank.toString('base64')}` },
    ]) {
      const answer = await call(user, 'POST', '/activity/signCommitmentLetter', { activityId, signature });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().errorMsg).toMatch(/not signed successfully/);
    }
  });

  it('signs once through the QR token; the token works once, for 10 minutes, for its own account', async () => {
    const [user, other] = [await registerAndLogIn(), await registerAndLogIn()];
    await saveDraft(user);
    await saveDraft(other);
    const attempt = (await call(user, 'POST', '/activity/recordSignatureUuid', { activityId })).json().result;
    const token = tokenOf(attempt.signUrl);
    const status = () =>
      call(
        user,
        'GET',
        `/activity/signatureUuidStatus?activityId=${activityId}&signatureUuid=${attempt.signatureUuid}`,
      ).then((r) => r.json().result.status);
    expect(await status()).toBe('pending');

    // Another account cannot read or use it.
    const stolen = await call(other, 'POST', '/activity/signCommitmentLetterByToken', {
      token,
      signature: { typedName: '李明' },
    });
    expect(stolen.statusCode).toBe(403);
    expect(stolen.json().errorCode).toBe('QR_CODE_OTHER_ACCOUNT');
    expect((await call(other, 'POST', '/activity/getCommitmentLetterByToken', { token })).statusCode).toBe(403);

    const page = await call(user, 'POST', '/activity/getCommitmentLetterByToken', { token });
    expect(page.json().result).toMatchObject({ activityId, formName: '李明', formDocument: '**************002X' });
    expect(page.json().result.activityTitle).toBe('Evergreen Tech 2026 results briefing');

    // Two phones at once: exactly one signature counts.
    const both = await Promise.all(
      [1, 2].map(async () =>
        call(user, 'POST', '/activity/signCommitmentLetterByToken', { token, signature: { drawing: await drawing() } }),
      ),
    );
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await status()).toBe('signed');
    const again = await call(user, 'POST', '/activity/signCommitmentLetterByToken', {
      token,
      signature: { typedName: '李明' },
    });
    expect(again.json().errorCode).toBe('QR_CODE_USED');
    const letter = await call(user, 'POST', '/activity/getCommitmentLetter', { activityId });
    expect(letter.json().result.state).toBe('signed');
  });

  it('refuses a late token, and a refresh makes the old token invalid', async () => {
    const user = await registerAndLogIn();
    await saveDraft(user);
    const first = (await call(user, 'POST', '/activity/recordSignatureUuid', { activityId })).json().result;
    advance(10 * 60_000);
    const late = await call(user, 'POST', '/activity/signCommitmentLetterByToken', {
      token: tokenOf(first.signUrl),
      signature: { typedName: '李明' },
    });
    expect(late.statusCode).toBe(410);
    expect(late.json().errorMsg).toMatch(/QR code has expired/);

    const second = (await call(user, 'POST', '/activity/recordSignatureUuid', { activityId })).json().result;
    const third = (await call(user, 'POST', '/activity/recordSignatureUuid', { activityId })).json().result;
    const replaced = await call(user, 'POST', '/activity/signCommitmentLetterByToken', {
      token: tokenOf(second.signUrl),
      signature: { typedName: '李明' },
    });
    expect(replaced.json().errorCode).toBe('QR_CODE_USED');
    const statusOf = async (uuid: string) =>
      (await call(user, 'GET', `/activity/signatureUuidStatus?activityId=${activityId}&signatureUuid=${uuid}`)).json()
        .result.status;
    expect(await statusOf(second.signatureUuid)).toBe('invalid');
    expect(await statusOf(third.signatureUuid)).toBe('pending');

    // invalidSignatureUuid withdraws the live one.
    await call(user, 'POST', '/activity/invalidSignatureUuid', { activityId, signatureUuid: third.signatureUuid });
    expect(await statusOf(third.signatureUuid)).toBe('invalid');
    const withdrawn = await call(user, 'POST', '/activity/signCommitmentLetterByToken', {
      token: tokenOf(third.signUrl),
      signature: { typedName: '李明' },
    });
    expect(withdrawn.json().errorCode).toBe('QR_CODE_USED');
  });

  it('leaves exactly one live attempt after many refreshes at once', async () => {
    const user = await registerAndLogIn();
    await saveDraft(user);
    const attempts = await Promise.all(
      Array.from({ length: 8 }, () => call(user, 'POST', '/activity/recordSignatureUuid', { activityId })),
    );
    const statuses = await Promise.all(
      attempts.map(
        async (a) =>
          (
            await call(
              user,
              'GET',
              `/activity/signatureUuidStatus?activityId=${activityId}&signatureUuid=${a.json().result.signatureUuid}`,
            )
          ).json().result.status,
      ),
    );
    expect(statuses.filter((s) => s === 'pending')).toHaveLength(1);
  });

  it('takes the state-changing QR calls only as POST from an allowed origin (decision 020)', async () => {
    const user = await registerAndLogIn();
    await saveDraft(user);
    const live = (await call(user, 'POST', '/activity/recordSignatureUuid', { activityId })).json().result;
    // A cross-site link (GET, SameSite=Lax cookie attached) no longer reaches them.
    for (const url of [
      `/activity/recordSignatureUuid?activityId=${activityId}`,
      `/activity/invalidSignatureUuid?activityId=${activityId}&signatureUuid=${live.signatureUuid}`,
    ]) {
      const refused = await call(user, 'GET', url);
      expect(refused.statusCode).toBe(405);
      expect(refused.headers.allow).toBe('POST');
    }
    // A cross-site form post is refused by the Origin check.
    const forged = await server.app.inject({
      method: 'POST',
      url: '/roadshow/activity/invalidSignatureUuid?lang=en',
      headers: { origin: 'https://evil.example', cookie: `ticket=${user.appToken}` },
      payload: { activityId, signatureUuid: live.signatureUuid },
    });
    expect(forged.statusCode).toBe(403);
    const status = await call(
      user,
      'GET',
      `/activity/signatureUuidStatus?activityId=${activityId}&signatureUuid=${live.signatureUuid}`,
    );
    expect(status.json().result.status).toBe('pending');
    const bad = await call(user, 'POST', '/activity/invalidSignatureUuid', { activityId, signatureUuid: 'nope' });
    expect(bad.statusCode).toBe(400);
  });

  it('answers 404 for an unknown activity and 400 for a malformed token', async () => {
    const user = await registerAndLogIn();
    expect((await call(user, 'POST', '/activity/getCommitmentLetter', { activityId: 999999 })).statusCode).toBe(404);
    const bad = await call(user, 'POST', '/activity/getCommitmentLetterByToken', { token: 'short' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('assertRegistrant (for the sign-up call)', () => {
  const requestOf = (user: User) => ({ cookies: { ticket: user.appToken }, lang: 'en' }) as unknown as FastifyRequest;

  it('accepts only the login phone, and the verified real name once there is one', async () => {
    const user = await registerAndLogIn();
    await expect(
      assertRegistrant(server.api, requestOf(user), { name: '李明', phone: user.phone }),
    ).resolves.toBeUndefined();
    await expect(
      assertRegistrant(server.api, requestOf(user), { name: '李明', phone: '13900000001' }),
    ).rejects.toMatchObject({
      code: 'PHONE_NOT_LOGIN_PHONE',
      fields: [
        { path: 'body.form.phone', message: 'Only the mobile number you logged in with may be used to register' },
      ],
    });

    await db.database.db.insert(identityVerifications).values({
      userId: Number(user.userId),
      kind: 'id',
      status: 'verified',
      name: '王芳',
      documentType: 0,
      imageKey: 'private/verification/x/y.jpg',
    });
    await expect(
      assertRegistrant(server.api, requestOf(user), { name: '李明', phone: user.phone }),
    ).rejects.toMatchObject({
      code: 'NAME_NOT_REAL_NAME',
      fields: [{ path: 'body.form.name', message: 'The name must be your real name' }],
    });
    await expect(
      assertRegistrant(server.api, requestOf(user), { name: '王 芳', phone: user.phone }),
    ).resolves.toBeUndefined();
  });
});
