import { createCipheriv, generateKeyPairSync, randomBytes } from 'node:crypto';
import { alipaySign, alipaySignContent, type AlipayConfig } from '../../src/services/pay/alipay-provider.ts';
import { wechatResponseMessage, wechatSign, type WechatPayConfig } from '../../src/services/pay/wechat-pay-provider.ts';

// Playing Alipay and WeChat Pay offline (decision 050): key pairs made here, notifications signed
// (and encrypted) as each provider documents, and a fetch that answers as their order APIs do.
// The adapters' own tests and the notify-route tests against the database share these.

export function rsaPem() {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicKey: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}

// ---- Alipay ----

/** The app's key pair (ours) and Alipay's (the test plays Alipay with its private key). */
export function alipayKeys() {
  const app = rsaPem();
  const alipay = rsaPem();
  const config: AlipayConfig = {
    appId: '2021000000000001',
    privateKey: app.privateKey,
    alipayPublicKey: alipay.publicKey,
    gatewayUrl: 'https://openapi.alipay.example/gateway.do',
    notifyUrl: 'https://roadshow.example/roadshow/pay/notify/alipay',
  };
  return { app, alipay, config };
}

/** A notification as Alipay posts it: form-encoded, signed over everything but sign and sign_type. */
export function alipayNotification(
  keys: ReturnType<typeof alipayKeys>,
  overrides: Record<string, string> = {},
  signer = keys.alipay.privateKey,
) {
  const params: Record<string, string> = {
    notify_time: '2026-11-20 14:05:00',
    notify_type: 'trade_status_sync',
    notify_id: 'ac05099524730693a8b330c5ecf72da9786',
    app_id: keys.config.appId,
    charset: 'utf-8',
    version: '1.0',
    trade_no: '2026112022001456781234567890',
    out_trade_no: 'RS202611201400001234567890',
    trade_status: 'TRADE_SUCCESS',
    total_amount: '99.00',
    gmt_payment: '2026-11-20 14:04:59',
    subject: '路演 · 付费互动',
    ...overrides,
  };
  const sign = alipaySign(alipaySignContent(params, ['sign', 'sign_type']), signer);
  return new URLSearchParams({ ...params, sign_type: 'RSA2', sign }).toString();
}

/** Alipay's precreate answering with a code, its response node signed with Alipay's key. */
export function alipayPrecreate(keys: ReturnType<typeof alipayKeys>, signer = keys.alipay.privateKey) {
  const sent: URLSearchParams[] = [];
  const fetchImpl = (async (_url: string, init: { body: string }) => {
    const params = new URLSearchParams(init.body);
    sent.push(params);
    const biz = JSON.parse(params.get('biz_content') ?? '{}') as { out_trade_no?: string };
    const node = JSON.stringify({
      code: '10000',
      msg: 'Success',
      out_trade_no: biz.out_trade_no ?? '',
      qr_code: `https://qr.alipay.com/bax${biz.out_trade_no ?? ''}`,
    });
    return new Response(`{"alipay_trade_precreate_response":${node},"sign":"${alipaySign(node, signer)}"}`);
  }) as unknown as typeof fetch;
  return { fetch: fetchImpl, sent };
}

// ---- WeChat Pay ----

/** The merchant's key pair (ours), the platform's (the test plays WeChat Pay) and the APIv3 key. */
export function wechatKeys() {
  const merchant = rsaPem();
  const platform = rsaPem();
  const config: WechatPayConfig = {
    appId: 'wx0000000000000001',
    mchId: '1900000001',
    serialNo: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
    privateKey: merchant.privateKey,
    platformPublicKey: platform.publicKey,
    platformSerialNo: 'PUB_KEY_ID_0119000000012026112000000000000001',
    apiV3Key: 'abcdefghijklmnopqrstuvwxyz012345',
    baseUrl: 'https://api.mch.weixin.example',
    notifyUrl: 'https://roadshow.example/roadshow/pay/notify/wechat',
  };
  return { merchant, platform, config };
}

/** AEAD_AES_256_GCM of a resource, as WeChat Pay encrypts it (tag appended to the ciphertext). */
export function wechatEncrypt(plain: string, key: string) {
  const nonce = randomBytes(6).toString('hex');
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(key), Buffer.from(nonce));
  cipher.setAAD(Buffer.from('transaction'));
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return {
    algorithm: 'AEAD_AES_256_GCM',
    ciphertext: data.toString('base64'),
    associated_data: 'transaction',
    nonce,
    original_type: 'transaction',
  };
}

/** The Wechatpay-* headers of a body, signed with the platform key (or another one, to be refused). */
export function wechatHeaders(
  keys: ReturnType<typeof wechatKeys>,
  body: string,
  now: Date,
  options: { signer?: string; serial?: string } = {},
) {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  const nonce = randomBytes(16).toString('hex');
  return {
    'wechatpay-timestamp': timestamp,
    'wechatpay-nonce': nonce,
    'wechatpay-serial': options.serial ?? keys.config.platformSerialNo,
    'wechatpay-signature': wechatSign(
      wechatResponseMessage(timestamp, nonce, body),
      options.signer ?? keys.platform.privateKey,
    ),
  };
}

/** A notification as WeChat Pay sends it: encrypted resource, Wechatpay-* headers signed with the platform key. */
export function wechatNotification(
  keys: ReturnType<typeof wechatKeys>,
  now: Date,
  transaction: Record<string, unknown> = {},
  options: { signer?: string; serial?: string } = {},
) {
  const body = JSON.stringify({
    id: 'EV-2018022511223320873',
    create_time: '2026-11-20T14:05:00+08:00',
    resource_type: 'encrypt-resource',
    event_type: 'TRANSACTION.SUCCESS',
    resource: wechatEncrypt(
      JSON.stringify({
        mchid: keys.config.mchId,
        appid: keys.config.appId,
        out_trade_no: 'RS202611201400001234567890',
        transaction_id: '4200000000202611201234567890',
        trade_state: 'SUCCESS',
        success_time: '2026-11-20T14:04:59+08:00',
        amount: { total: 9900, payer_total: 9900, currency: 'CNY', payer_currency: 'CNY' },
        ...transaction,
      }),
      keys.config.apiV3Key,
    ),
  });
  return { body, headers: wechatHeaders(keys, body, now, options) };
}

/** WeChat Pay's Native order API answering with a code_url, signed with the platform key. */
export function wechatNative(keys: ReturnType<typeof wechatKeys>, now: Date, signer = keys.platform.privateKey) {
  const sent: { authorization: string; body: string }[] = [];
  const fetchImpl = (async (_url: string, init: { headers: Record<string, string>; body: string }) => {
    sent.push({ authorization: init.headers.authorization!, body: init.body });
    const order = JSON.parse(init.body) as { out_trade_no?: string };
    const body = JSON.stringify({ code_url: `weixin://wxpay/bizpayurl?pr=${order.out_trade_no ?? ''}` });
    const headers = wechatHeaders(keys, body, now, { signer });
    return new Response(body, {
      status: 200,
      headers: {
        'Wechatpay-Timestamp': headers['wechatpay-timestamp'],
        'Wechatpay-Nonce': headers['wechatpay-nonce'],
        'Wechatpay-Serial': headers['wechatpay-serial'],
        'Wechatpay-Signature': headers['wechatpay-signature'],
      },
    });
  }) as unknown as typeof fetch;
  return { fetch: fetchImpl, sent };
}
