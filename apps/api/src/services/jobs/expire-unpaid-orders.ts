import type { ApiContext } from '../../context.ts';
import { closeOrder } from '../pay/close-order.ts';
import { releaseOverdueSeats } from '../pay/pay-deadline.ts';

/** Orders closed (and seats released) per sweep; the rest follow on the next one. */
const BATCH = 200;

type Log = (error: unknown, message: string) => void;

/**
 * The order expiry of DESIGN §2's jobs: every sweep closes the open orders past their time (the
 * sign-up gives its seat back), cancels open orders whose sign-up was withdrawn or rejected, settles
 * the orders of cancelled activities (paid ones owed back, decision 078), and releases the seats of
 * approved sign-ups whose time to pay ran out without an order (decision 079). Conditional
 * transitions make it safe with every process sweeping; never throws.
 */
export async function expireUnpaidOrders(
  ctx: Pick<ApiContext, 'repos' | 'cache' | 'now' | 'payments'>,
  log: Log = () => {},
): Promise<{ expired: number; cancelled: number; refundsFlagged: number; released: number }> {
  const counts = { expired: 0, cancelled: 0, refundsFlagged: 0, released: 0 };
  try {
    for (const order of await ctx.repos.payments.dueOrders(ctx.now(), BATCH))
      if (await closeOrder(ctx, order, 'expired')) counts.expired += 1;
    for (const order of await ctx.repos.payments.orphanedOrders(BATCH))
      if (await closeOrder(ctx, order, 'cancelled')) counts.cancelled += 1;
    for (const activityId of await ctx.repos.payments.cancelledActivitiesWithOrders(BATCH)) {
      const settled = await ctx.repos.payments.cancelActivityOrders(activityId, ctx.now());
      counts.cancelled += settled.cancelled - settled.refundsFlagged;
      counts.refundsFlagged += settled.refundsFlagged;
    }
    counts.released = await releaseOverdueSeats(ctx, BATCH);
  } catch (error) {
    log(error, 'order expiry sweep failed');
  }
  return counts;
}
