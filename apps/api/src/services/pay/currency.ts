import type { PayCurrency } from '@roadshow/contracts/pay';
import { AppError } from '@roadshow/http-kit/app-error';
import type { PaymentProvider } from './payment-provider.ts';

/**
 * Refuses a currency the configured provider does not take (decision 080): Alipay face-to-face and
 * WeChat Pay Native take CNY only; the sandbox takes every currency of the price table.
 */
export function assertCurrencyTaken(
  provider: Pick<PaymentProvider, 'currencies'>,
  currency: PayCurrency,
  field?: { path: string; message: string },
): void {
  if (provider.currencies.includes(currency)) return;
  throw new AppError('PAY_CURRENCY_UNSUPPORTED', {
    params: { currencies: provider.currencies.join(', ') },
    fields: field ? [field] : undefined,
  });
}
