import type { PayCurrency, PayOrder, OrderState, PayProviderName } from '@roadshow/contracts/pay';
import type { PayOrderRow } from '../../repositories/pay-repository.ts';

/** An order row as the contract shows it; refundRequired: one of its payments is owed back (decision 078). */
export function toPayOrder(row: PayOrderRow, refundRequired = false): PayOrder {
  return {
    orderNo: row.orderNo,
    activityId: row.activityId,
    state: row.state as OrderState,
    amountCents: row.amountCents,
    currency: row.currency as PayCurrency,
    provider: row.provider as PayProviderName,
    expiresAt: row.expiresAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    refundRequired,
    createdAt: row.createdAt.toISOString(),
  };
}
