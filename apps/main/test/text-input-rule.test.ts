import { describe, expect, it } from 'vitest';
import { useComposedServer } from './support/composed-server.ts';

// Hardening item 6: a NUL byte or broken Unicode anywhere in a request is the caller's mistake (400
// naming the field, in the request's language), never a database error (500).
const suite = useComposedServer({ start: '2026-11-20T06:00:00.000Z' });

const behaviour = {
  appVersion: '1.0',
  bhvText: 'click',
  bhvType: 'tap',
  vender: 'web',
  moduleId: 'm',
  pageId: 'p',
  platform: 'pc',
  productId: 'x',
};

const post = (url: string, payload: string | Buffer, lang = 'en') =>
  suite.server().app.inject({
    method: 'POST',
    url: `${url}?lang=${lang}`,
    headers: { 'content-type': 'application/json' },
    payload,
  });

describe('one shared rule for text in requests', () => {
  it('answers 400 naming the field for a lone surrogate in a behaviour log', async () => {
    const response = await post('/roadshow/log/userBehaviorLog', JSON.stringify({ ...behaviour, bhvText: 'a\ud800b' }));
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.errorCode).toBe('TEXT_INVALID');
    expect(body.fields).toEqual([{ path: 'body.bhvText', message: expect.stringMatching(/character/i) }]);
  });

  it('answers 400 for a NUL byte in a page log, in the request language', async () => {
    const response = await post(
      '/roadshow/insertPage/insertPageLog',
      JSON.stringify({ moduleType: 'home', enterFrom: 'x\u0000y' }),
      'tc',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[0]).toEqual({ path: 'body.enterFrom', message: expect.stringMatching(/字元/) });
  });

  it('answers 400 for a NUL byte in a query string', async () => {
    const response = await suite.server().app.inject('/roadshow/search/searchActivities?searchValue=a%00b&lang=en');
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[0].path).toBe('querystring.searchValue');
  });

  it('answers 400 for a NUL byte in a nested array value and in a key', async () => {
    const nested = await post(
      '/roadshow/insertPage/insertPageLog',
      JSON.stringify({ moduleType: 'home', extra: [{ deep: '\u0000' }] }),
    );
    expect(nested.statusCode).toBe(400);
    expect(nested.json().fields[0].path).toBe('body.extra.0.deep');
    const key = await post('/roadshow/insertPage/insertPageLog', JSON.stringify({ moduleType: 'home', 'a\u0000': 1 }));
    expect(key.statusCode).toBe(400);
  });

  it('answers 400 for a JSON body that is not valid UTF-8', async () => {
    const bytes = Buffer.concat([
      Buffer.from('{"moduleType":"home","enterFrom":"'),
      Buffer.from([0xc3, 0x28, 0xff]),
      Buffer.from('"}'),
    ]);
    const response = await post('/roadshow/insertPage/insertPageLog', bytes);
    expect(response.statusCode).toBe(400);
    expect(response.json().errorCode).toBe('TEXT_INVALID');
  });

  it('applies the same rule in the identity service', async () => {
    const response = await post(
      '/identity/v2/ticket/validate',
      JSON.stringify({ ticket: 'ST-\u0000', service: 'http://localhost/' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errorCode).toBe('TEXT_INVALID');
  });

  it('still accepts ordinary text in every script, emoji included', async () => {
    const response = await post(
      '/roadshow/log/userBehaviorLog',
      JSON.stringify({ ...behaviour, bhvText: '點擊 点击 click 😀' }),
    );
    expect(response.statusCode).toBe(200);
  });
});
