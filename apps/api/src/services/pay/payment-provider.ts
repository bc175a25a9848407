import type { PayCurrency, PayProviderName } from '@roadshow/contracts/pay';

/** What we ask a provider for when an order opens: a code for the payer to scan. */
export interface QrRequest {
  orderNo: string;
  amountCents: number;
  currency: PayCurrency;
  /** The goods' name shown in the payer's app. */
  subject: string;
  expiresAt: Date;
}

/** A notification as it arrived: headers (lower-case names) and the raw body, byte for byte. */
export interface RawNotification {
  headers: Record<string, string | undefined>;
  body: string;
}

/** A notification whose signature checked out, in our terms. */
export interface VerifiedNotification {
  orderNo: string;
  /** The provider's transaction id: one payment, however often it is reported. */
  providerTxnId: string;
  outcome: 'paid' | 'failed';
  amountCents: number;
  currency: PayCurrency;
  paidAt: Date;
}

/** What the provider expects to hear back, so it stops (or keeps) retrying. */
export interface ProviderAnswer {
  status: number;
  contentType: string;
  body: string;
}

/** A notification that must not be believed: bad or missing signature, or unreadable. */
export class NotificationRejected extends Error {
  constructor(
    readonly verdict: 'bad_signature' | 'malformed',
    message: string,
  ) {
    super(message);
  }
}

/**
 * A payment provider behind one interface (DESIGN §5): the sandbox (default), Alipay face-to-face
 * and WeChat Pay Native. Orders, idempotency and the state machine live in the services; a provider
 * only talks its own protocol and checks its own signatures.
 */
export interface PaymentProvider {
  readonly name: PayProviderName;
  /** The currencies it takes: a price in another one is refused when the sponsor sets it (decision 080). */
  readonly currencies: readonly PayCurrency[];
  createQr(order: QrRequest): Promise<{ qrUrl: string }>;
  /** Checks the signature and reads the notification; throws NotificationRejected when it cannot be believed. */
  verifyNotification(notification: RawNotification): VerifiedNotification;
  answer(accepted: boolean): ProviderAnswer;
}

/** "99.00" or "99" → 9900 without floating point; NaN for anything else. */
export function centsFromDecimal(text: string): number {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return Number.NaN;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}
