import { createVerify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  wechatEncrypt,
  wechatHeaders,
  wechatKeys,
  wechatNative,
  wechatNotification,
} from '../../../test/support/pay-providers.ts';
import { NotificationRejected } from './payment-provider.ts';
import { createWechatPayProvider, wechatRequestMessage } from './wechat-pay-provider.ts';

// Offline: the test makes the merchant's and the platform's key pairs and an APIv3 key, plays
// WeChat Pay (signs with the platform key, encrypts the resource with AES-256-GCM) and checks our side.
const keys = wechatKeys();
const { config } = keys;
const NOW = new Date('2026-11-20T06:05:00Z');
const notification = (transaction: Record<string, unknown> = {}, options: { signer?: string; serial?: string } = {}) =>
  wechatNotification(keys, NOW, transaction, options);

describe('WeChat Pay Native (API v3) adapter', () => {
  const provider = createWechatPayProvider(config, fetch, () => NOW);

  it('accepts a notification signed and encrypted as WeChat Pay does', () => {
    expect(provider.verifyNotification(notification())).toEqual({
      orderNo: 'RS202611201400001234567890',
      providerTxnId: '4200000000202611201234567890',
      outcome: 'paid',
      amountCents: 9900,
      currency: 'CNY',
      paidAt: new Date('2026-11-20T06:04:59Z'),
    });
    expect(provider.answer(true).status).toBe(204);
    expect(provider.currencies).toEqual(['CNY']);
  });

  it('refuses a tampered body, a stranger signature, a stale timestamp, another key serial, merchant or app', () => {
    const good = notification();
    const tampered = { ...good, body: good.body.replace('EV-2018', 'EV-2019') };
    expect(() => provider.verifyNotification(tampered)).toThrow(NotificationRejected);
    expect(() => provider.verifyNotification(notification({}, { signer: keys.merchant.privateKey }))).toThrow(/verify/);
    const later = createWechatPayProvider(config, fetch, () => new Date(NOW.getTime() + 10 * 60_000));
    expect(() => later.verifyNotification(good)).toThrow(/timestamp/);
    expect(() => provider.verifyNotification(notification({}, { serial: 'PUB_KEY_ID_OTHER' }))).toThrow(
      /Wechatpay-Serial/,
    );
    const noSerial = { ...good, headers: { ...good.headers, 'wechatpay-serial': undefined } };
    expect(() => provider.verifyNotification(noSerial)).toThrow(/Wechatpay-Serial/);
    expect(() => provider.verifyNotification(notification({ mchid: '1900000002' }))).toThrow(/another merchant/);
    expect(() => provider.verifyNotification(notification({ appid: 'wx0000000000000002' }))).toThrow(/another app/);
    expect(provider.answer(false).status).toBe(400);
  });

  it('a resource encrypted with another key is unreadable', () => {
    const note = notification();
    const body = JSON.parse(note.body) as { resource: unknown };
    body.resource = wechatEncrypt('{"mchid":"1900000001"}', 'zyxwvutsrqponmlkjihgfedcba543210');
    const text = JSON.stringify(body);
    expect(() => provider.verifyNotification({ headers: wechatHeaders(keys, text, NOW), body: text })).toThrow(
      /unreadable/,
    );
  });

  it('the Native order request carries the merchant signature; only a signed answer is believed', async () => {
    const wechat = wechatNative(keys, NOW);
    const order = {
      orderNo: 'RS1',
      amountCents: 9900,
      currency: 'CNY' as const,
      subject: 'Demo',
      expiresAt: new Date('2026-11-20T06:15:00Z'),
    };
    const { qrUrl } = await createWechatPayProvider(config, wechat.fetch, () => NOW).createQr(order);
    expect(qrUrl).toBe('weixin://wxpay/bizpayurl?pr=RS1');
    const { authorization, body: sentBody } = wechat.sent[0]!;
    expect(JSON.parse(sentBody)).toMatchObject({
      appid: config.appId,
      mchid: config.mchId,
      amount: { total: 9900 },
      time_expire: '2026-11-20T14:15:00+08:00',
    });
    const fields = Object.fromEntries([...authorization.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    expect(authorization.startsWith('WECHATPAY2-SHA256-RSA2048 ')).toBe(true);
    expect(fields.serial_no).toBe(config.serialNo);
    const message = wechatRequestMessage(
      'POST',
      '/v3/pay/transactions/native',
      fields.timestamp!,
      fields.nonce_str!,
      sentBody,
    );
    expect(
      createVerify('RSA-SHA256').update(message).verify(keys.merchant.publicKey, fields.signature!, 'base64'),
    ).toBe(true);
    const forged = wechatNative(keys, NOW, keys.merchant.privateKey);
    await expect(createWechatPayProvider(config, forged.fetch, () => NOW).createQr(order)).rejects.toThrow(/signature/);
  });
});
