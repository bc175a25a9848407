import { createSign, createVerify } from 'node:crypto';
import { formatAmount } from '@roadshow/contracts/pay';
import { chinaDateTime, fromChinaDateTime } from './china-clock.ts';
import {
  centsFromDecimal,
  NotificationRejected,
  type PaymentProvider,
  type QrRequest,
  type RawNotification,
  type VerifiedNotification,
} from './payment-provider.ts';

export interface AlipayConfig {
  appId: string;
  /** The app's RSA private key (PEM), which signs our requests. */
  privateKey: string;
  /** Alipay's public key (PEM), which checks Alipay's answers and notifications. */
  alipayPublicKey: string;
  gatewayUrl: string;
  notifyUrl: string;
}

type Fetch = typeof fetch;

/**
 * Alipay's documented RSA2 sign string: every parameter except the excluded ones and empty
 * values, sorted by name, `name=value` joined with `&`, values as they are (not URL-encoded).
 */
export function alipaySignContent(params: Record<string, string>, exclude: readonly string[] = ['sign']): string {
  return Object.keys(params)
    .filter((key) => !exclude.includes(key) && params[key] !== '' && params[key] !== undefined)
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join('&');
}

export const alipaySign = (content: string, privateKey: string) =>
  createSign('RSA-SHA256').update(content, 'utf8').sign(privateKey, 'base64');

const alipayVerify = (content: string, signature: string, publicKey: string) =>
  createVerify('RSA-SHA256').update(content, 'utf8').verify(publicKey, signature, 'base64');

/**
 * The raw JSON text of one member of an Alipay answer: Alipay signs the response node's text as it
 * was sent, so it must be cut out of the body, not re-serialised.
 */
export function rawJsonMember(body: string, name: string): string | null {
  const start = body.indexOf(`"${name}"`);
  if (start < 0) return null;
  const open = body.indexOf('{', start + name.length + 2);
  if (open < 0) return null;
  let depth = 0;
  let inString = false;
  for (let i = open; i < body.length; i += 1) {
    const c = body[i];
    if (inString) {
      if (c === '\\') i += 1;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{') depth += 1;
    else if (c === '}' && (depth -= 1) === 0) return body.slice(open, i + 1);
  }
  return null;
}

/**
 * Alipay face-to-face payment (当面付): alipay.trade.precreate answers a qr_code for the payer to
 * scan; the asynchronous notification (form-encoded, RSA2-signed by Alipay) reports the payment.
 * Implemented on Alipay's documented signature scheme with node:crypto (decision 050). Alipay's
 * precreate takes CNY.
 */
export function createAlipayProvider(
  config: AlipayConfig,
  fetchImpl: Fetch = fetch,
  now = () => new Date(),
): PaymentProvider {
  return {
    name: 'alipay',
    currencies: ['CNY'],
    async createQr(order: QrRequest) {
      if (order.currency !== 'CNY') throw new Error('Alipay face-to-face payment takes CNY only');
      const params: Record<string, string> = {
        app_id: config.appId,
        method: 'alipay.trade.precreate',
        format: 'JSON',
        charset: 'utf-8',
        sign_type: 'RSA2',
        timestamp: chinaDateTime(now()),
        version: '1.0',
        notify_url: config.notifyUrl,
        biz_content: JSON.stringify({
          out_trade_no: order.orderNo,
          total_amount: formatAmount(order.amountCents),
          subject: order.subject.slice(0, 256),
          time_expire: chinaDateTime(order.expiresAt),
        }),
      };
      params.sign = alipaySign(alipaySignContent(params), config.privateKey);
      const response = await fetchImpl(config.gatewayUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' },
        body: new URLSearchParams(params).toString(),
      });
      const text = await response.text();
      const node = rawJsonMember(text, 'alipay_trade_precreate_response');
      const answer = JSON.parse(text) as { sign?: string; alipay_trade_precreate_response?: Record<string, string> };
      if (!node || !answer.sign || !alipayVerify(node, answer.sign, config.alipayPublicKey))
        throw new Error('Alipay precreate answer failed its signature check');
      const result = answer.alipay_trade_precreate_response!;
      if (result.code !== '10000' || !result.qr_code)
        throw new Error(`Alipay precreate refused: ${result.code} ${result.sub_code ?? ''} ${result.msg ?? ''}`);
      return { qrUrl: result.qr_code };
    },
    verifyNotification(notification: RawNotification): VerifiedNotification {
      const params = Object.fromEntries(new URLSearchParams(notification.body));
      if (!params.sign) throw new NotificationRejected('bad_signature', 'no sign');
      // Notifications leave sign_type out of the signed string as well as sign.
      const content = alipaySignContent(params, ['sign', 'sign_type']);
      if (!alipayVerify(content, params.sign, config.alipayPublicKey))
        throw new NotificationRejected('bad_signature', 'sign does not verify');
      if (params.app_id !== config.appId) throw new NotificationRejected('bad_signature', 'another app');
      const amountCents = centsFromDecimal(params.total_amount ?? '');
      const paidAt = fromChinaDateTime(params.gmt_payment ?? params.notify_time ?? '');
      if (!params.out_trade_no || !params.trade_no || Number.isNaN(amountCents) || Number.isNaN(paidAt.getTime()))
        throw new NotificationRejected('malformed', 'missing fields');
      const paid = params.trade_status === 'TRADE_SUCCESS' || params.trade_status === 'TRADE_FINISHED';
      return {
        orderNo: params.out_trade_no,
        providerTxnId: params.trade_no,
        outcome: paid ? 'paid' : 'failed',
        amountCents,
        currency: 'CNY',
        paidAt,
      };
    },
    answer(accepted) {
      // Alipay stops retrying when the body is exactly "success".
      return { status: 200, contentType: 'text/plain', body: accepted ? 'success' : 'fail' };
    },
  };
}
