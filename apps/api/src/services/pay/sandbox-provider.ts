import {
  createHmac,
  createPublicKey,
  createSign,
  createVerify,
  generateKeyPairSync,
  timingSafeEqual,
  type KeyObject,
} from 'node:crypto';
import { PAY_CURRENCIES, type PayCurrency } from '@roadshow/contracts/pay';
import {
  NotificationRejected,
  type PaymentProvider,
  type QrRequest,
  type RawNotification,
  type VerifiedNotification,
} from './payment-provider.ts';

/** The header carrying the sandbox's RSA-SHA256 signature (base64) of the raw body. */
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

export interface SandboxNotificationBody {
  orderNo: string;
  txnId: string;
  outcome: 'paid' | 'failed';
  amountCents: number;
  currency: PayCurrency;
  paidAt: string;
}

export interface SandboxProvider extends PaymentProvider {
  /** The signature of the pay page's link for an order (so a guessed order number opens nothing). */
  linkSignature(orderNo: string): string;
  checkLink(orderNo: string, sig: string): boolean;
  /** A notification exactly as the sandbox sends it: what the pay page's buttons (and tests) deliver. */
  notification(body: SandboxNotificationBody): RawNotification;
}

/**
 * The default provider (decision 050): the QR code opens our own pay page (/pay/sandbox), whose
 * buttons make the sandbox notify us the way the big Chinese providers do: an RSA-SHA256 signature of
 * the raw body by the provider's private key, checked with its public key. The key pair comes from
 * PAY_SANDBOX_PRIVATE_KEY (every process of a scaled-out site must share it) or is made once per process.
 */
export function createSandboxProvider(options: { linkKey: string; privateKeyPem?: string }): SandboxProvider {
  let keys: { privateKey: KeyObject | string; publicKey: KeyObject | string } | null = null;
  const keyPair = () => {
    if (!keys) {
      keys = options.privateKeyPem
        ? { privateKey: options.privateKeyPem, publicKey: publicFromPrivate(options.privateKeyPem) }
        : generateKeyPairSync('rsa', { modulusLength: 2048 });
    }
    return keys;
  };
  const linkSignature = (orderNo: string) =>
    createHmac('sha256', options.linkKey).update(`sandbox-pay:${orderNo}`).digest('base64url');

  return {
    name: 'sandbox',
    currencies: PAY_CURRENCIES,
    linkSignature,
    checkLink(orderNo, sig) {
      const expected = Buffer.from(linkSignature(orderNo));
      const given = Buffer.from(sig);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
    createQr(order: QrRequest) {
      // A path: the page that shows the code makes it absolute with its own origin.
      const query = new URLSearchParams({ orderNo: order.orderNo, sig: linkSignature(order.orderNo) });
      return Promise.resolve({ qrUrl: `/pay/sandbox?${query.toString()}` });
    },
    notification(body) {
      const text = JSON.stringify(body);
      const signature = createSign('RSA-SHA256').update(text).sign(keyPair().privateKey, 'base64');
      return { headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature }, body: text };
    },
    verifyNotification(notification: RawNotification): VerifiedNotification {
      const signature = notification.headers[SANDBOX_SIGNATURE_HEADER];
      if (!signature) throw new NotificationRejected('bad_signature', 'no signature');
      const valid = createVerify('RSA-SHA256')
        .update(notification.body)
        .verify(keyPair().publicKey, signature, 'base64');
      if (!valid) throw new NotificationRejected('bad_signature', 'signature does not verify');
      let body: SandboxNotificationBody;
      try {
        body = JSON.parse(notification.body) as SandboxNotificationBody;
      } catch {
        throw new NotificationRejected('malformed', 'not JSON');
      }
      const paidAt = new Date(body.paidAt);
      if (
        typeof body.orderNo !== 'string' ||
        typeof body.txnId !== 'string' ||
        (body.outcome !== 'paid' && body.outcome !== 'failed') ||
        !Number.isInteger(body.amountCents) ||
        !PAY_CURRENCIES.includes(body.currency) ||
        Number.isNaN(paidAt.getTime())
      )
        throw new NotificationRejected('malformed', 'missing fields');
      return {
        orderNo: body.orderNo,
        providerTxnId: body.txnId,
        outcome: body.outcome,
        amountCents: body.amountCents,
        currency: body.currency,
        paidAt,
      };
    },
    answer(accepted) {
      return {
        status: accepted ? 200 : 400,
        contentType: 'application/json',
        body: JSON.stringify(accepted ? { code: 'SUCCESS' } : { code: 'FAIL' }),
      };
    },
  };
}

/** The public half of a PEM private key. */
function publicFromPrivate(pem: string): string {
  return createPublicKey(pem).export({ type: 'spki', format: 'pem' }).toString();
}
