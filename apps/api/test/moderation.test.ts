import QRCode from 'qrcode';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpModerator } from '@roadshow/http-kit/moderation/http-moderator';
import { buildTestApi, TEST_NOW, type TestApi } from './build-test-api.ts';
import { insertActivity, insertCompany } from './support/activity-fixtures.ts';
import { fakeIdentity, type FakeUser } from './support/fake-identity.ts';
import { insertGuest, insertLiveRoom } from './support/live-fixtures.ts';

const identity = fakeIdentity();
let api: TestApi;

beforeAll(async () => {
  api = await buildTestApi({ seed: false, identityTransport: identity.transport });
});
afterAll(() => api.close());

const moderate = (body: object, who?: FakeUser, lang = 'en') =>
  api.app.inject({
    method: 'POST',
    url: `/roadshow/roadShow/moderateAppContent?lang=${lang}`,
    headers: who ? { cookie: who.cookie } : {},
    payload: body,
  });

async function png(qrText?: string, size = 320) {
  const base = sharp({ create: { width: size, height: size, channels: 3, background: '#ffffff' } });
  const qr = qrText ? await QRCode.toBuffer(qrText, { type: 'png', width: 200, margin: 2 }) : null;
  return (qr ? base.composite([{ input: qr, top: 40, left: 40 }]) : base).png().toBuffer();
}

describe('moderateAppContent (spec §7 content moderation of an app image or text)', () => {
  it('names restricted words in the reader’s language and script, and passes ordinary text', async () => {
    const user = identity.user();
    const zh = await moderate({ type: 'text', text: '加我微信，荐股稳赚' }, user, 'zh-CN');
    expect(zh.json()).toMatchObject({
      success: true,
      result: { passed: false, reasons: ['restrictedWords'], provider: 'local' },
    });
    expect(zh.json().result.words.sort()).toEqual(['稳赚', '荐股'].sort());
    const tc = await moderate({ type: 'text', text: '薦股穩賺' }, user, 'tc');
    expect(tc.json().result.words.sort()).toEqual(['穩賺', '薦股'].sort());
    const fine = await moderate({ type: 'text', text: 'What is the outlook for margins next year?' }, user);
    expect(fine.json().result).toMatchObject({ passed: true, words: [], reasons: [] });
  });

  it('refuses a picture with a QR code (and reads its text), passes a plain one, as base64 or a data URL', async () => {
    const user = identity.user();
    const plain = (await png()).toString('base64');
    expect((await moderate({ type: 'image', image: plain }, user)).json().result.passed).toBe(true);
    // Noise does not compress: a picture of almost 2 MB still fits the call.
    const noise = await sharp(
      Buffer.from(Array.from({ length: 820 * 800 * 3 }, () => Math.floor(Math.random() * 256))),
      {
        raw: { width: 820, height: 800, channels: 3 },
      },
    )
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noise.length).toBeGreaterThan(1_900_000);
    expect(noise.length).toBeLessThan(2 * 1024 * 1024);
    expect((await moderate({ type: 'image', image: noise.toString('base64') }, user)).json().result.passed).toBe(true);
    const qr = `data:image/png;base64,${(await png('扫码进群拿内幕消息')).toString('base64')}`;
    expect((await moderate({ type: 'image', image: qr }, user, 'zh-CN')).json().result).toMatchObject({
      passed: false,
      words: ['内幕消息'],
      reasons: ['qrCode', 'restrictedWords'],
    });
  });

  it('refuses visitors, bad input and pictures it cannot read, in the reader’s language', async () => {
    expect((await moderate({ type: 'text', text: 'hi' })).statusCode).toBe(401);
    const user = identity.user();
    for (const body of [{}, { type: 'video', text: 'x' }, { type: 'text' }, { type: 'text', text: '   ' }]) {
      expect((await moderate(body, user)).statusCode, JSON.stringify(body)).toBe(400);
    }
    const long = await moderate({ type: 'text', text: 'a'.repeat(5001) }, user);
    expect(long.json()).toMatchObject({ errorCode: 'BAD_REQUEST' });
    expect((await moderate({ type: 'image', image: 'not base64!' }, user)).json().errorCode).toBe('IMAGE_CORRUPT');
    const text = Buffer.from('just some text, not a picture').toString('base64');
    const notImage = await moderate({ type: 'image', image: text }, user, 'zh-CN');
    expect(notImage.json()).toMatchObject({
      errorCode: 'IMAGE_CORRUPT',
      errorMsg: '图片无法读取，可能已损坏，请换一张',
    });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>').toString('base64');
    expect((await moderate({ type: 'image', image: svg }, user)).json().errorCode).toBe('IMAGE_WRONG_TYPE');
    const big = Buffer.alloc(2 * 1024 * 1024 + 10, 1).toString('base64');
    const tooLarge = await moderate({ type: 'image', image: big }, user);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ errorCode: 'IMAGE_TOO_LARGE' });
    const bomb = await sharp({ create: { width: 10_000, height: 6_000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const pixels = await moderate({ type: 'image', image: bomb.toString('base64') }, user);
    expect(pixels.json().errorCode).toBe('IMAGE_TOO_MANY_PIXELS');
  });

  it('is rate limited per user', async () => {
    const user = identity.user();
    const codes = [];
    for (let i = 0; i < 35; i += 1) codes.push((await moderate({ type: 'text', text: `q${i}` }, user)).statusCode);
    expect(codes.slice(0, 30).every((code) => code === 200)).toBe(true);
    expect(codes).toContain(429);
  });
});

describe('an outside provider is sent what decision 055 says', () => {
  it('a picture as base64 with its media type read from the bytes, never from the data URL’s claim', async () => {
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2588ef' } })
      .jpeg()
      .toBuffer();
    const sent: Record<string, unknown>[] = [];
    const local = api.ctx.moderation;
    try {
      api.ctx.moderation = createHttpModerator({
        url: 'https://review.example/check',
        fetch: async (_url, init) => {
          sent.push(JSON.parse(String(init?.body)));
          return Response.json({ passed: true });
        },
      });
      const who = identity.user();
      // The data URL says png; the bytes are a JPEG.
      const answer = await moderate(
        { type: 'image', image: `data:image/png;base64,${jpeg.toString('base64')}` },
        who,
        'tc',
      );
      expect(answer.statusCode, answer.body).toBe(200);
      expect(sent).toEqual([{ type: 'image', image: jpeg.toString('base64'), mimeType: 'image/jpeg', lang: 'tc' }]);
    } finally {
      api.ctx.moderation = local;
    }
  });
});

describe('one moderation service for questions', () => {
  it('an outside provider that cannot answer refuses the question (503), and nothing is stored', async () => {
    const companyId = await insertCompany(api.ctx, '600303');
    const activityId = await insertActivity(api.ctx, {
      companyId,
      accessMode: 'public',
      meetingStatus: 1,
      startAt: new Date(TEST_NOW.getTime() - 600_000),
    });
    const guestId = await insertGuest(api.ctx, activityId, { zh: '王财务', en: 'Wang (CFO)' });
    await insertLiveRoom(api.ctx, activityId);
    const viewer = identity.user();
    const ask = (text: string) =>
      api.app.inject({
        method: 'POST',
        url: '/roadshow/interact/askQuestion?lang=en',
        headers: { cookie: viewer.cookie },
        payload: { activityId, guestId, text },
      });
    const local = api.ctx.moderation;
    const calls: unknown[] = [];
    try {
      api.ctx.moderation = createHttpModerator({
        url: 'https://review.example/check',
        fetch: async (_url, init) => {
          calls.push(JSON.parse(String(init?.body)));
          return new Response('busy', { status: 502 });
        },
      });
      const refused = await ask('Margins next year?');
      expect(refused.statusCode).toBe(503);
      expect(refused.json().errorCode).toBe('MODERATION_UNAVAILABLE');
      expect(calls).toEqual([{ type: 'text', text: 'Margins next year?', lang: 'en' }]);
      api.ctx.moderation = createHttpModerator({
        url: 'https://review.example/check',
        fetch: async () => Response.json({ passed: false, labels: ['ad'] }),
      });
      const labelled = await ask('Visit my shop');
      expect(labelled.json()).toMatchObject({ errorCode: 'RESTRICTED_WORDS' });
    } finally {
      api.ctx.moderation = local;
    }
    const mine = await api.app.inject({
      method: 'POST',
      url: '/roadshow/roadShow/getMyQuestionList?lang=en',
      headers: { cookie: viewer.cookie },
      payload: {},
    });
    expect(mine.json().result.total).toBe(0);
    expect((await ask('Margins next year?')).statusCode).toBe(200);
  });
});
