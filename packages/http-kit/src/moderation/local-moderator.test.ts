import QRCode from 'qrcode';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '../app-error.ts';
import { assertImagePasses, assertTextPasses } from './assert-content-passes.ts';
import { createLocalModerator } from './local-moderator.ts';

const moderator = createLocalModerator();

async function picture(qrText?: string) {
  const base = sharp({ create: { width: 400, height: 300, channels: 3, background: '#2588ef' } });
  const input = qrText
    ? base.composite([
        { input: await QRCode.toBuffer(qrText, { type: 'png', width: 200, margin: 2 }), top: 50, left: 100 },
      ])
    : base;
  const bytes = await input.png().toBuffer();
  const { data, info } = await sharp(bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { bytes, mimeType: 'image/png', pixels: new Uint8ClampedArray(data), width: info.width, height: info.height };
}

async function errorOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

describe('local moderation provider', () => {
  it('names the restricted words of a text, in the reader’s script', async () => {
    expect(await moderator.checkText('私信我获取内幕消息', 'zh-CN')).toEqual({
      passed: false,
      words: ['内幕消息'],
      reasons: ['restrictedWords'],
      provider: 'local',
    });
    expect((await moderator.checkText('私信我獲取內幕消息', 'tc')).words).toEqual(['內幕消息']);
    expect(await moderator.checkText('What is the margin outlook?', 'en')).toMatchObject({ passed: true, words: [] });
  });

  it('refuses a picture carrying a QR code and checks the code’s text; a plain picture passes', async () => {
    expect(await moderator.checkImage(await picture(), 'en')).toMatchObject({ passed: true, reasons: [] });
    expect(await moderator.checkImage(await picture('https://example.com/group'), 'en')).toMatchObject({
      passed: false,
      reasons: ['qrCode'],
    });
    expect(await moderator.checkImage(await picture('加群获取内幕消息'), 'zh-CN')).toMatchObject({
      passed: false,
      words: ['内幕消息'],
      reasons: ['qrCode', 'restrictedWords'],
    });
  });

  it('turns a refusal into the user’s message', async () => {
    const text = await errorOf(assertTextPasses(moderator, '稳赚不赔，内幕消息', 'en'));
    expect(text.code).toBe('RESTRICTED_WORDS');
    expect(text.params?.words).toBe('内幕消息, 稳赚');
    const image = await errorOf(assertImagePasses(moderator, await picture('hi'), 'tc'));
    expect(image).toMatchObject({ code: 'IMAGE_REFUSED', params: { reasons: '含二維碼' } });
    await expect(assertTextPasses(moderator, 'Margins?', 'en')).resolves.toBeUndefined();
  });
});
