import { formatAmount, type PayCurrency } from '@roadshow/contracts/pay';

const SYMBOL: Record<PayCurrency, string> = { CNY: '¥', HKD: 'HK$', USD: 'US$' };

/** "¥99.00", "HK$120.00": whole minor units, never floats (an unknown code is written out). */
export const formatMoney = (amountCents: number, currency: PayCurrency | string) =>
  `${SYMBOL[currency as PayCurrency] ?? `${currency} `}${formatAmount(amountCents)}`;

/** "14:59" left until the instant, never negative. */
export function mmss(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
