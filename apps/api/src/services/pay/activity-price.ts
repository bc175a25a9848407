import type { PayCurrency } from '@roadshow/contracts/pay';
import type { ApiContext } from '../../context.ts';

/**
 * The price new orders take: the console's payment settings, or, for an activity priced before
 * they existed (the seed's paid classes), the activity row's price_cents in CNY (decision 049).
 */
export async function activityPrice(
  ctx: Pick<ApiContext, 'repos'>,
  activity: { id: number; priceCents: number },
): Promise<{ amountCents: number; currency: PayCurrency }> {
  const row = await ctx.repos.payments.price(activity.id);
  return row
    ? { amountCents: row.amountCents, currency: row.currency as PayCurrency }
    : { amountCents: activity.priceCents, currency: 'CNY' };
}
