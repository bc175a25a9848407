import QRCode from 'qrcode';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useIdentityServer } from './support/identity-server.ts';
import { loginHelpers } from './support/login-helpers.ts';

// An avatar is a public app image: it passes the platform's content moderation (decision 055) before
// it is stored. The local provider refuses pictures that carry a QR code (the usual spam carrier).
const ORIGIN = 'http://localhost:80';
const SERVICE = 'http://localhost/tab/myCenter?lang=en';
const suite = useIdentityServer({ start: '2026-11-20T06:00:00.000Z' });
const { nextPhone, register, redeem } = loginHelpers(suite.server, suite.advance, '1390001');

async function logIn(): Promise<string> {
  const { ticket } = await register(nextPhone(), SERVICE);
  return (await redeem(ticket, SERVICE)).appToken;
}

const upload = (token: string, bytes: Buffer, lang: string) =>
  suite.server().app.inject({
    method: 'POST',
    url: `/identity/v2/user/uploadUserImage?lang=${lang}`,
    cookies: { ticket: token },
    headers: { origin: ORIGIN, 'content-type': 'image/png' },
    payload: bytes,
  });

const profile = async (token: string) =>
  (
    await suite.server().app.inject({ url: '/identity/v2/user/getUserProfile?lang=en', cookies: { ticket: token } })
  ).json().result;

async function picture(qrText?: string) {
  const base = sharp({ create: { width: 400, height: 400, channels: 3, background: '#e8f1fd' } });
  const qr = qrText ? await QRCode.toBuffer(qrText, { type: 'png', width: 300, margin: 2 }) : null;
  return (qr ? base.composite([{ input: qr, top: 50, left: 50 }]) : base).png().toBuffer();
}

describe('avatar moderation', () => {
  it('refuses an avatar carrying a QR code, in the reader’s language, and keeps the old one', async () => {
    const token = await logIn();
    const plain = await upload(token, await picture(), 'en');
    expect(plain.statusCode).toBe(200);
    const before = (await profile(token)).userImage;
    expect(before).toBe(plain.json().result.userImage);

    const zh = await upload(token, await picture('https://example.com/join-my-group'), 'zh-CN');
    expect(zh.statusCode).toBe(400);
    expect(zh.json()).toMatchObject({
      errorCode: 'IMAGE_REFUSED',
      errorMsg: '图片未通过内容审核（含二维码），请换一张',
    });
    const en = await upload(token, await picture('加群拿内幕消息'), 'en');
    expect(en.json().errorMsg).toBe(
      'The picture did not pass content review (it carries a QR code, restricted words: 内幕消息); choose another one',
    );
    expect((await profile(token)).userImage).toBe(before);
  });
});
