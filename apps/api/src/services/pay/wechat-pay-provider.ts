import { createDecipheriv, createSign, createVerify, randomBytes } from 'node:crypto';
import { PAY_CURRENCIES, type PayCurrency } from '@roadshow/contracts/pay';
import { chinaRfc3339 } from './china-clock.ts';
import {
  NotificationRejected,
  type PaymentProvider,
  type QrRequest,
  type RawNotification,
  type VerifiedNotification,
} from './payment-provider.ts';

export interface WechatPayConfig {
  appId: string;
  mchId: string;
  /** Serial number of the merchant's API certificate. */
  serialNo: string;
  /** The merchant's API private key (PEM), which signs our requests. */
  privateKey: string;
  /** WeChat Pay's platform public key (PEM), which checks its answers and notifications. */
  platformPublicKey: string;
  /**
   * The id of that key as WeChat Pay names it in the Wechatpay-Serial header (the platform
   * certificate's serial number, or the public key's PUB_KEY_ID_…): a message naming another key
   * is refused before its signature is even tried.
   */
  platformSerialNo: string;
  /** The 32-character APIv3 key that encrypts notification resources. */
  apiV3Key: string;
  baseUrl: string;
  notifyUrl: string;
}

type Fetch = typeof fetch;
const NATIVE_PATH = '/v3/pay/transactions/native';
/** Notifications older or newer than this are refused (WeChat Pay's advice against replays). */
const MAX_SKEW_SECONDS = 300;

/** API v3 request signature: method, path, timestamp, nonce and body, each followed by "\n". */
export function wechatRequestMessage(method: string, path: string, timestamp: string, nonce: string, body: string) {
  return `${method}\n${path}\n${timestamp}\n${nonce}\n${body}\n`;
}

/** API v3 answer and notification signature: timestamp, nonce and body, each followed by "\n". */
export function wechatResponseMessage(timestamp: string, nonce: string, body: string) {
  return `${timestamp}\n${nonce}\n${body}\n`;
}

export const wechatSign = (message: string, privateKey: string) =>
  createSign('RSA-SHA256').update(message, 'utf8').sign(privateKey, 'base64');

function verifySigned(
  headers: Record<string, string | undefined>,
  body: string,
  platform: { publicKey: string; serialNo: string },
  now: Date,
): void {
  const timestamp = headers['wechatpay-timestamp'];
  const nonce = headers['wechatpay-nonce'];
  const signature = headers['wechatpay-signature'];
  if (!timestamp || !nonce || !signature) throw new NotificationRejected('bad_signature', 'no signature headers');
  if (headers['wechatpay-serial'] !== platform.serialNo)
    throw new NotificationRejected('bad_signature', 'signed with another platform key (Wechatpay-Serial)');
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > MAX_SKEW_SECONDS)
    throw new NotificationRejected('bad_signature', 'timestamp out of range');
  const valid = createVerify('RSA-SHA256')
    .update(wechatResponseMessage(timestamp, nonce, body), 'utf8')
    .verify(platform.publicKey, signature, 'base64');
  if (!valid) throw new NotificationRejected('bad_signature', 'signature does not verify');
}

/** AEAD_AES_256_GCM of a notification resource: the ciphertext's last 16 bytes are the tag. */
export function decryptResource(
  resource: { ciphertext: string; nonce: string; associated_data?: string },
  apiV3Key: string,
): string {
  const data = Buffer.from(resource.ciphertext, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(resource.nonce, 'utf8'));
  decipher.setAuthTag(data.subarray(data.length - 16));
  decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'));
  return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8');
}

interface Transaction {
  mchid?: string;
  appid?: string;
  out_trade_no?: string;
  transaction_id?: string;
  trade_state?: string;
  success_time?: string;
  amount?: { total?: number; currency?: string };
}

/**
 * WeChat Pay Native (API v3): POST /v3/pay/transactions/native answers a code_url for the payer to
 * scan; the notification is signed (WECHATPAY2-SHA256-RSA2048) and its resource encrypted with the
 * APIv3 key. Implemented on WeChat Pay's documented scheme with node:crypto (decision 050).
 */
export function createWechatPayProvider(
  config: WechatPayConfig,
  fetchImpl: Fetch = fetch,
  now = () => new Date(),
): PaymentProvider {
  const platform = { publicKey: config.platformPublicKey, serialNo: config.platformSerialNo };
  return {
    name: 'wechat',
    // Native payment of a mainland merchant (API v3) settles in CNY only; cross-border merchants use another API.
    currencies: ['CNY'],
    async createQr(order: QrRequest) {
      const body = JSON.stringify({
        appid: config.appId,
        mchid: config.mchId,
        description: order.subject.slice(0, 127),
        out_trade_no: order.orderNo,
        time_expire: chinaRfc3339(order.expiresAt),
        notify_url: config.notifyUrl,
        amount: { total: order.amountCents, currency: order.currency },
      });
      const timestamp = String(Math.floor(now().getTime() / 1000));
      const nonce = randomBytes(16).toString('hex');
      const signature = wechatSign(
        wechatRequestMessage('POST', NATIVE_PATH, timestamp, nonce, body),
        config.privateKey,
      );
      const authorization =
        `WECHATPAY2-SHA256-RSA2048 mchid="${config.mchId}",nonce_str="${nonce}",` +
        `signature="${signature}",timestamp="${timestamp}",serial_no="${config.serialNo}"`;
      const response = await fetchImpl(`${config.baseUrl}${NATIVE_PATH}`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json', accept: 'application/json' },
        body,
      });
      const text = await response.text();
      const headers = Object.fromEntries([...response.headers].map(([k, v]) => [k.toLowerCase(), v]));
      try {
        verifySigned(headers, text, platform, now());
      } catch (error) {
        throw new Error(`WeChat Pay answer failed its signature check (${response.status})`, { cause: error });
      }
      const answer = JSON.parse(text) as { code_url?: string; code?: string; message?: string };
      if (!response.ok || !answer.code_url) throw new Error(`WeChat Pay refused: ${answer.code} ${answer.message}`);
      return { qrUrl: answer.code_url };
    },
    verifyNotification(notification: RawNotification): VerifiedNotification {
      verifySigned(notification.headers, notification.body, platform, now());
      let transaction: Transaction;
      try {
        const envelope = JSON.parse(notification.body) as {
          resource?: { ciphertext: string; nonce: string; associated_data?: string };
        };
        if (!envelope.resource) throw new Error('no resource');
        transaction = JSON.parse(decryptResource(envelope.resource, config.apiV3Key)) as Transaction;
      } catch {
        throw new NotificationRejected('malformed', 'resource unreadable');
      }
      if (transaction.mchid !== config.mchId) throw new NotificationRejected('bad_signature', 'another merchant');
      if (transaction.appid !== config.appId) throw new NotificationRejected('bad_signature', 'another app');
      const currency = (transaction.amount?.currency ?? 'CNY') as PayCurrency;
      const paidAt = new Date(transaction.success_time ?? now().toISOString());
      if (
        !transaction.out_trade_no ||
        !transaction.transaction_id ||
        !Number.isInteger(transaction.amount?.total) ||
        !PAY_CURRENCIES.includes(currency) ||
        Number.isNaN(paidAt.getTime())
      )
        throw new NotificationRejected('malformed', 'missing fields');
      return {
        orderNo: transaction.out_trade_no,
        providerTxnId: transaction.transaction_id,
        outcome: transaction.trade_state === 'SUCCESS' ? 'paid' : 'failed',
        amountCents: transaction.amount!.total!,
        currency,
        paidAt,
      };
    },
    answer(accepted) {
      // API v3: 200/204 without a body means received; anything else and WeChat Pay retries.
      return accepted
        ? { status: 204, contentType: 'application/json', body: '' }
        : { status: 400, contentType: 'application/json', body: JSON.stringify({ code: 'FAIL', message: '失败' }) };
    },
  };
}
