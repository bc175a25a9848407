import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useIdentityServer } from './support/identity-server.ts';
import { loginHelpers } from './support/login-helpers.ts';

// The personal-information calls: a user registers on the identity pages, the ticket is redeemed
// as the platform redeems it, and the `ticket` cookie (or header tgt) carries the rest.
const ORIGIN = 'http://localhost:80';
const SERVICE = 'http://localhost/tab/myCenter?lang=en';
const suite = useIdentityServer({ start: '2026-11-20T06:00:00.000Z' });
const { nextPhone, register, redeem } = loginHelpers(suite.server, suite.advance, '1390000');

/** Registers a new user and logs the platform in: the app token of its `ticket` cookie. */
async function logIn(phone = nextPhone()): Promise<string> {
  const { ticket } = await register(phone, SERVICE);
  return (await redeem(ticket, SERVICE)).appToken;
}

const getProfile = (token: string, lang = 'en') =>
  suite.server().app.inject({ url: `/identity/v2/user/getUserProfile?lang=${lang}`, cookies: { ticket: token } });

const update = (token: string, body: Record<string, unknown>, lang = 'en') =>
  suite.server().app.inject({
    method: 'POST',
    url: `/identity/v2/user/updateUserInfo?lang=${lang}`,
    cookies: { ticket: token },
    headers: { origin: ORIGIN },
    payload: body,
  });

const upload = (token: string | undefined, bytes: Buffer, contentType = 'application/octet-stream', lang = 'en') =>
  suite.server().app.inject({
    method: 'POST',
    url: `/identity/v2/user/uploadUserImage?lang=${lang}`,
    cookies: token ? { ticket: token } : {},
    headers: { origin: ORIGIN, 'content-type': contentType },
    payload: bytes,
  });

const FULL = {
  nickName: '张经理',
  realName: '张伟',
  gender: 'm',
  birthday: '1988-05-17',
  email: 'zhang.wei@example.com',
  company: '华辰新能源股份有限公司',
  position: '董事会秘书',
  province: '440000',
  city: '440300',
  introduction: '负责信息披露与投资者关系管理。\n十年证券行业经验。',
};

describe('reading and saving the profile', () => {
  it('answers a new user their profile with the phone masked', async () => {
    const phone = nextPhone();
    const token = await logIn(phone);
    const answer = await getProfile(token);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toContain('no-store');
    expect(answer.json()).toMatchObject({
      success: true,
      result: { mobile: `${phone.slice(0, 3)}****${phone.slice(-4)}`, gender: '', birthday: '', userImage: '' },
    });
    expect(answer.body).not.toContain(phone);
  });

  it('saves every field and reads them back, also through header tgt', async () => {
    const token = await logIn();
    const saved = await update(token, FULL);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().result).toMatchObject({ ...FULL, region: '440300' });

    const read = await suite.server().app.inject({ url: '/identity/v2/user/getUserProfile', headers: { tgt: token } });
    expect(read.json().result).toMatchObject({ ...FULL, region: '440300' });
    // The header's user (getUserInfo) has the new nickname too.
    const me = await suite.server().app.inject({ url: '/identity/v2/user/getUserInfo', cookies: { ticket: token } });
    expect(me.json().result.nickName).toBe('张经理');
  });

  it('trims text, keeps fields left out, and clears a field sent empty', async () => {
    const token = await logIn();
    await update(token, FULL);
    const changed = await update(token, { nickName: '  Wei Zhang  ', company: '', city: '' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().result).toMatchObject({
      nickName: 'Wei Zhang',
      company: '',
      realName: '张伟',
      province: '440000',
      city: '',
      region: '440000',
    });
  });

  it('counts characters as people do: 20 Chinese characters or emoji fit, 21 do not', async () => {
    const token = await logIn();
    expect((await update(token, { nickName: '投'.repeat(20) })).statusCode).toBe(200);
    expect((await update(token, { nickName: '😀'.repeat(20) })).statusCode).toBe(200);
    const long = await update(token, { nickName: '投'.repeat(21) }, 'zh-CN');
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ errorCode: 'NICKNAME_TOO_LONG', errorMsg: '昵称最多 20 个字' });
  });

  it('refuses an empty nickname and too long texts, naming each field in the request language', async () => {
    const token = await logIn();
    const answer = await update(
      token,
      { nickName: '   ', company: 'x'.repeat(51), introduction: '长'.repeat(501), gender: 'x' },
      'tc',
    );
    expect(answer.statusCode).toBe(400);
    const body = answer.json();
    expect(body.errorCode).toBe('NICKNAME_REQUIRED');
    const fields = Object.fromEntries(body.fields.map((f: { path: string; message: string }) => [f.path, f.message]));
    expect(fields).toMatchObject({
      'body.nickName': '請填寫暱稱',
      'body.company': '公司名稱最多 50 個字',
      'body.introduction': '個人簡介最多 500 個字',
      'body.gender': '請選擇男或女',
    });
  });

  it.each([
    ['email', { email: 'not-an-address' }, 'EMAIL_INVALID'],
    ['email', { email: 'a@b' }, 'EMAIL_INVALID'],
    ['birthday', { birthday: '1990-02-30' }, 'BIRTHDAY_INVALID'],
    ['birthday', { birthday: '17/05/1988' }, 'BIRTHDAY_INVALID'],
    ['birthday', { birthday: '2026-12-01' }, 'BIRTHDAY_INVALID'],
    ['province', { province: '990000', city: '' }, 'REGION_UNKNOWN'],
    ['city', { province: '440000', city: '110101' }, 'REGION_UNKNOWN'],
    ['city', { province: '', city: '440300' }, 'REGION_UNKNOWN'],
    ['province', { province: 'guangdong' }, 'REGION_UNKNOWN'],
    ['nickName', { nickName: 'a\u0000b' }, 'TEXT_INVALID'],
  ])('refuses a bad %s: %j', async (field, body, code) => {
    const token = await logIn();
    const answer = await update(token, body);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ success: false, errorCode: code });
    expect(answer.json().fields.map((f: { path: string }) => f.path)).toContain(`body.${field}`);
    expect(answer.json().errorMsg).toMatch(/^[\x20-\x7e]+$/);
  });

  it('takes a birthday of today, by the clock of the service', async () => {
    const token = await logIn();
    const today = suite.now().toISOString().slice(0, 10);
    expect((await update(token, { birthday: today })).statusCode).toBe(200);
    expect((await update(token, { birthday: '' })).json().result.birthday).toBe('');
  });

  it('checks a city against the province it will be saved with', async () => {
    const token = await logIn();
    await update(token, { province: '440000', city: '440300' });
    // Beijing's Haidian district with Guangdong still saved as the province: refused.
    expect((await update(token, { city: '110108' })).statusCode).toBe(400);
    expect((await update(token, { province: '110000', city: '110108' })).statusCode).toBe(200);
  });
});

describe('restricted words', () => {
  it('refuses a profile with restricted words and names them, field by field', async () => {
    const token = await logIn();
    await update(token, { nickName: 'Before' });
    const answer = await update(token, { nickName: '稳赚老师', introduction: '每日荐股，带单稳赚' }, 'zh-CN');
    expect(answer.statusCode).toBe(400);
    const body = answer.json();
    expect(body.errorCode).toBe('RESTRICTED_WORDS');
    expect(body.errorMsg).toContain('稳赚');
    expect(body.errorMsg).toContain('荐股');
    expect(body.fields).toEqual([
      { path: 'body.nickName', message: expect.stringContaining('稳赚') },
      { path: 'body.introduction', message: expect.stringContaining('带单') },
    ]);
    expect((await getProfile(token)).json().result.nickName).toBe('Before');
  });

  it('catches Traditional input and answers in Traditional characters', async () => {
    const token = await logIn();
    const answer = await update(token, { company: '提供內幕消息的公司' }, 'tc');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errorMsg).toContain('內幕消息');
    expect(answer.json().errorMsg).toContain('違禁詞');
  });

  it('speaks English around the words for an English reader', async () => {
    const token = await logIn();
    const answer = await update(token, { position: 'Guaranteed Returns desk' }, 'en');
    expect(answer.json().errorMsg).toBe(
      'Suspected restricted words: guaranteed returns. Please change them before saving',
    );
  });

  it('the safety check lists what it found without saving anything', async () => {
    const token = await logIn();
    const check = (body: Record<string, string>, lang = 'zh-CN') =>
      suite.server().app.inject({
        method: 'POST',
        url: `/identity/v2/user/updateUserInfoSafetyCheck?lang=${lang}`,
        cookies: { ticket: token },
        payload: body,
      });
    const found = await check({ nickName: '喊单王', realName: '张伟', introduction: '內 幕 消 息 与 喊单' });
    expect(found.json().result).toEqual({
      passed: false,
      words: ['喊单', '内幕消息'],
      fields: [
        { field: 'nickName', words: ['喊单'] },
        { field: 'introduction', words: ['内幕消息', '喊单'] },
      ],
    });
    expect((await check({ introduction: '负责反洗钱合规' })).json().result).toEqual({
      passed: true,
      words: [],
      fields: [],
    });
    const anonymous = await suite.server().app.inject({
      method: 'POST',
      url: '/identity/v2/user/updateUserInfoSafetyCheck',
      payload: { nickName: 'x' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('whose profile', () => {
  it('there is no user id to pass: a forged, missing or ended token is a 401 everywhere', async () => {
    const tokenA = await logIn();
    const tokenB = await logIn();
    await update(tokenA, { nickName: 'Alice' });
    await update(tokenB, { nickName: 'Bob', userId: '1' } as Record<string, unknown>);
    expect((await getProfile(tokenA)).json().result.nickName).toBe('Alice');

    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    for (const tgt of ['AT-forged', `${tokenA}x`, '']) {
      const headers = { tgt, origin: ORIGIN };
      const calls = [
        suite.server().app.inject({ url: '/identity/v2/user/getUserProfile', headers }),
        suite.server().app.inject({
          method: 'POST',
          url: '/identity/v2/user/updateUserInfo',
          headers,
          payload: { nickName: 'Mallory' },
        }),
        suite
          .server()
          .app.inject({ method: 'POST', url: '/identity/v2/user/updateUserInfoSafetyCheck', headers, payload: {} }),
        suite.server().app.inject({
          method: 'POST',
          url: '/identity/v2/user/uploadUserImage',
          headers: { ...headers, 'content-type': 'image/png' },
          payload: png,
        }),
      ];
      for (const answer of await Promise.all(calls)) {
        expect(answer.statusCode).toBe(401);
        expect(answer.json()).toMatchObject({ success: false, errorCode: 'UNAUTHORIZED' });
      }
    }
    expect((await getProfile(tokenA)).json().result.nickName).toBe('Alice');
    expect((await getProfile(tokenB)).json().result.nickName).toBe('Bob');

    // What the platform's logout does at the identity service.
    await suite.server().app.inject({ method: 'POST', url: '/identity/v2/session/end', headers: { tgt: tokenA } });
    expect((await update(tokenA, { nickName: 'After logout' })).statusCode).toBe(401);
  });

  it('refuses a save posted from another site', async () => {
    const token = await logIn();
    const answer = await suite.server().app.inject({
      method: 'POST',
      url: '/identity/v2/user/updateUserInfo',
      cookies: { ticket: token },
      headers: { origin: 'https://evil.example' },
      payload: { nickName: 'Hijacked' },
    });
    expect(answer.statusCode).toBe(403);
  });
});

/** A valid PNG whose header is rewritten (CRC included) to declare other dimensions. */
function declaringSize(png: Buffer, width: number, height: number): Buffer {
  const patched = Buffer.from(png);
  patched.writeUInt32BE(width, 16);
  patched.writeUInt32BE(height, 20);
  patched.writeUInt32BE(crc32(patched.subarray(12, 29)), 29);
  return patched;
}

describe('avatar upload', () => {
  it('refuses 3 MB as too large, in the request language', async () => {
    const token = await logIn();
    const big = Buffer.alloc(3 * 1024 * 1024);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    const answer = await upload(token, big, 'image/jpeg', 'zh-CN');
    expect(answer.statusCode).toBe(413);
    expect(answer.json()).toMatchObject({ errorCode: 'IMAGE_TOO_LARGE', errorMsg: expect.stringContaining('2 MB') });
    // Just over 2 MB is read and refused by the image check itself, with the same answer.
    const over = Buffer.alloc(2 * 1024 * 1024 + 1);
    over.set([0xff, 0xd8, 0xff, 0xe0]);
    expect((await upload(token, over)).json().errorCode).toBe('IMAGE_TOO_LARGE');
  });

  it('refuses SVG, HTML and text whatever they claim to be', async () => {
    const token = await logIn();
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="9" height="9"/></svg>',
    );
    const html = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');
    for (const [bytes, type] of [
      [svg, 'image/svg+xml'],
      [svg, 'image/png'],
      [html, 'application/octet-stream'],
      [html, 'text/html'],
      [Buffer.from('hello'), 'image/jpeg'],
    ] as const) {
      const answer = await upload(token, bytes, type);
      expect(answer.statusCode, type).toBe(415);
      expect(answer.json()).toMatchObject({ errorCode: 'IMAGE_WRONG_TYPE', errorMsg: expect.stringContaining('bmp') });
    }
  });

  it('refuses a polyglot and a pixel bomb', async () => {
    const token = await logIn();
    const polyglot = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.from('<html><script>alert(1)</script>')]);
    const corrupt = await upload(token, polyglot, 'image/jpeg');
    expect(corrupt.statusCode).toBe(400);
    expect(corrupt.json().errorCode).toBe('IMAGE_CORRUPT');

    const small = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#f00' } })
      .png()
      .toBuffer();
    const bomb = await upload(token, declaringSize(small, 30_000, 30_000), 'image/png');
    expect(bomb.statusCode).toBe(400);
    expect(bomb.json().errorCode).toBe('IMAGE_TOO_MANY_PIXELS');
    expect((await getProfile(token)).json().result.userImage).toBe('');
  });

  it('stores a JPEG re-encoded without its EXIF, scaled to 512 px, and serves it for a year', async () => {
    const token = await logIn();
    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#2588ef' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'gps-secret-marker' } })
      .toBuffer();
    expect(photo.includes('gps-secret-marker')).toBe(true);
    const answer = await upload(token, photo, 'image/jpeg');
    expect(answer.statusCode).toBe(200);
    const { userImage } = answer.json().result;
    expect(userImage).toMatch(/^\/identity\/v2\/user\/avatar\/[a-f0-9]{32}\.jpg$/);

    const served = await suite.server().app.inject({ url: userImage });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.includes('gps-secret-marker')).toBe(false);
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 512, height: 341 });
    expect(metadata.exif).toBeUndefined();

    expect((await getProfile(token)).json().result.userImage).toBe(userImage);
    const me = await suite.server().app.inject({ url: '/identity/v2/user/getUserInfo', cookies: { ticket: token } });
    expect(me.json().result.userImage).toBe(userImage);
  });

  it('keeps a transparent PNG as PNG; a new upload gets a new key and the old file goes', async () => {
    const token = await logIn();
    const first = (
      await upload(
        token,
        await sharp({ create: { width: 40, height: 40, channels: 3, background: '#0a0' } })
          .png()
          .toBuffer(),
        'image/png',
      )
    ).json().result.userImage;
    const logo = await sharp({ create: { width: 40, height: 40, channels: 4, background: '#ff000080' } })
      .png()
      .toBuffer();
    const second = await upload(token, logo, 'image/png');
    expect(second.statusCode).toBe(200);
    const { userImage } = second.json().result;
    expect(userImage).toMatch(/\.png$/);
    expect(userImage).not.toBe(first);
    const served = await suite.server().app.inject({ url: userImage });
    expect(served.headers['content-type']).toBe('image/png');
    expect((await sharp(served.rawPayload).metadata()).hasAlpha).toBe(true);
    expect((await suite.server().app.inject({ url: first })).statusCode).toBe(404);
  });

  it('never reads outside the avatars: a key of another shape is a 404', async () => {
    for (const key of ['..%2F..%2Ftoken-secret', 'token-secret', `${'a'.repeat(32)}.jpg`, `${'A'.repeat(32)}.jpg`]) {
      const answer = await suite.server().app.inject({ url: `/identity/v2/user/avatar/${key}` });
      expect(answer.statusCode, key).toBe(404);
      expect(answer.json()).toMatchObject({ success: false, errorCode: 'NOT_FOUND' });
    }
  });
});

describe('the contract', () => {
  it('describes the profile calls in the identity service OpenAPI document', async () => {
    const answer = await suite.server().app.inject({ url: '/identity/docs/json' });
    expect(answer.statusCode).toBe(200);
    const paths = Object.keys(answer.json().paths);
    for (const path of [
      '/identity/v2/user/getUserProfile',
      '/identity/v2/user/updateUserInfo',
      '/identity/v2/user/updateUserInfoSafetyCheck',
      '/identity/v2/user/uploadUserImage',
      '/identity/v2/user/provincesList',
    ])
      expect(paths, path).toContain(path);
  });
});

describe('provinces list', () => {
  it('names provinces and their cities in the request language', async () => {
    const list = async (lang: string) => {
      const answer = await suite
        .server()
        .app.inject({ method: 'POST', url: `/identity/v2/user/provincesList?lang=${lang}` });
      expect(answer.statusCode).toBe(200);
      return answer.json().result.provinces as {
        code: string;
        name: string;
        cities: { code: string; name: string }[];
      }[];
    };
    const guangdong = (provinces: Awaited<ReturnType<typeof list>>) => provinces.find((p) => p.code === '440000')!;
    const zh = await list('zh-CN');
    expect(zh).toHaveLength(34);
    expect(guangdong(zh)).toMatchObject({
      name: '广东省',
      cities: expect.arrayContaining([{ code: '440300', name: '深圳市' }]),
    });
    expect(guangdong(await list('en'))).toMatchObject({
      name: 'Guangdong',
      cities: expect.arrayContaining([{ code: '440300', name: 'Shenzhen' }]),
    });
    expect(guangdong(await list('tc')).name).toBe('廣東省');
  });
});
