import { createVerify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { alipayKeys, alipayNotification, alipayPrecreate, rsaPem } from '../../../test/support/pay-providers.ts';
import { alipaySign, alipaySignContent, createAlipayProvider, rawJsonMember } from './alipay-provider.ts';
import { NotificationRejected } from './payment-provider.ts';

// Offline: the test makes both key pairs, plays Alipay with Alipay's key, and checks our side
// against Alipay's documented RSA2 scheme (sorted name=value pairs, SHA256withRSA, base64).
const keys = alipayKeys();
const { config } = keys;
const notification = (overrides: Record<string, string> = {}) => alipayNotification(keys, overrides);

describe('Alipay face-to-face adapter', () => {
  const provider = createAlipayProvider(config);

  it('accepts a notification signed as Alipay signs it', () => {
    const verified = provider.verifyNotification({ headers: {}, body: notification() });
    expect(verified).toEqual({
      orderNo: 'RS202611201400001234567890',
      providerTxnId: '2026112022001456781234567890',
      outcome: 'paid',
      amountCents: 9900,
      currency: 'CNY',
      paidAt: new Date('2026-11-20T06:04:59.000Z'),
    });
    expect(provider.answer(true).body).toBe('success');
    expect(provider.currencies).toEqual(['CNY']);
  });

  it('refuses a tampered one, one signed by another key, and one for another app', () => {
    const tampered = notification().replace('total_amount=99.00', 'total_amount=0.01');
    expect(() => provider.verifyNotification({ headers: {}, body: tampered })).toThrow(NotificationRejected);
    const stranger = rsaPem();
    const params = new URLSearchParams(notification());
    params.set(
      'sign',
      alipaySign(alipaySignContent(Object.fromEntries(params), ['sign', 'sign_type']), stranger.privateKey),
    );
    expect(() => provider.verifyNotification({ headers: {}, body: params.toString() })).toThrow(/verify/);
    expect(() =>
      provider.verifyNotification({ headers: {}, body: notification({ app_id: '2021000000000002' }) }),
    ).toThrow(/another app/);
    expect(
      provider.verifyNotification({ headers: {}, body: notification({ trade_status: 'TRADE_CLOSED' }) }).outcome,
    ).toBe('failed');
  });

  it('precreate sends a request signed with the app key and believes only a signed answer', async () => {
    const alipay = alipayPrecreate(keys);
    const order = {
      orderNo: 'RS1',
      amountCents: 12_345,
      currency: 'CNY' as const,
      subject: 'Demo',
      expiresAt: new Date('2026-11-20T06:15:00Z'),
    };
    const { qrUrl } = await createAlipayProvider(config, alipay.fetch).createQr(order);
    expect(qrUrl).toBe('https://qr.alipay.com/baxRS1');
    const params = Object.fromEntries(alipay.sent[0]!);
    expect(params).toMatchObject({ method: 'alipay.trade.precreate', sign_type: 'RSA2', app_id: config.appId });
    expect(JSON.parse(params.biz_content!)).toMatchObject({
      total_amount: '123.45',
      time_expire: '2026-11-20 14:15:00',
    });
    const valid = createVerify('RSA-SHA256')
      .update(alipaySignContent(params))
      .verify(keys.app.publicKey, params.sign!, 'base64');
    expect(valid).toBe(true);

    const forged = alipayPrecreate(keys, keys.app.privateKey);
    await expect(createAlipayProvider(config, forged.fetch).createQr(order)).rejects.toThrow(/signature/);
    await expect(createAlipayProvider(config, alipay.fetch).createQr({ ...order, currency: 'HKD' })).rejects.toThrow(
      /CNY/,
    );
  });

  it('cuts the signed node out of the answer as sent', () => {
    expect(rawJsonMember('{"a_response":{"x":"}{\\"","y":{"z":1}},"sign":"s"}', 'a_response')).toBe(
      '{"x":"}{\\"","y":{"z":1}}',
    );
  });
});
