import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, lte, notExists, sql } from 'drizzle-orm';
import type { Db } from '@roadshow/db/client';
import {
  activities,
  activityPayPrices,
  activitySignUps,
  payNotificationLog,
  payOrders,
  payPayments,
} from '@roadshow/db/schema';
import type { OrderState, RefundReason } from '@roadshow/contracts/pay';
import { auditOps, type AuditOps } from './audit-repository.ts';

export type PayOrderRow = typeof payOrders.$inferSelect;
export type PayPaymentRow = typeof payPayments.$inferSelect;
type NewPayOrder = typeof payOrders.$inferInsert;
export type PayPriceRow = typeof activityPayPrices.$inferSelect;
type NewNotificationLog = typeof payNotificationLog.$inferInsert;

const OPEN: OrderState[] = ['created', 'paying'];

/** What became of a reported payment. */
export type PaymentVerdict = 'accepted' | 'duplicate' | 'refund' | 'amount_mismatch' | 'unknown_order';

/** A payment owed back and not refunded yet (decision 078). */
const refundDue = and(isNotNull(payPayments.refundReason), isNull(payPayments.refundedAt));

/**
 * What the sign-up flows do to the user's orders inside their own seat-lock transaction (withdrawal,
 * rejection, expiry, the deadline to pay): whether the user paid, and giving a paid seat up.
 */
export function seatPaymentOps(db: Db) {
  return {
    /** The user's paid order for the activity: the one source of "paid" (decision 078). */
    async paidOrder(activityId: number, userId: string): Promise<PayOrderRow | undefined> {
      const [row] = await db
        .select()
        .from(payOrders)
        .where(and(eq(payOrders.activityId, activityId), eq(payOrders.userId, userId), eq(payOrders.state, 'paid')))
        .limit(1);
      return row;
    },

    /** Whether the user has an order that is open or paid (then the deadline to pay does not apply). */
    async hasLiveOrder(activityId: number, userId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: payOrders.id })
        .from(payOrders)
        .where(
          and(
            eq(payOrders.activityId, activityId),
            eq(payOrders.userId, userId),
            inArray(payOrders.state, [...OPEN, 'paid']),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /**
     * The paid sign-up stops holding its seat: its paid order is cancelled and the payment that paid
     * it is flagged to be refunded (never silently kept). Every order of the user for the activity is
     * locked first, so a payment being applied at this moment either finishes before (and is flagged
     * here) or runs after and finds the sign-up gone (and is flagged there).
     */
    async releasePaidOrder(
      activityId: number,
      userId: string,
      reason: Extract<RefundReason, 'withdrawn' | 'activity_cancelled'>,
      now: Date,
    ): Promise<PayOrderRow | null> {
      const orders = await db
        .select()
        .from(payOrders)
        .where(and(eq(payOrders.activityId, activityId), eq(payOrders.userId, userId)))
        .for('update');
      const paid = orders.find((order) => order.state === 'paid');
      if (!paid) return null;
      return flagPaidOrder(db, paid, reason, now);
    },
  };
}

/** A paid order that can no longer be used: cancelled, and the payment that paid it owed back. */
async function flagPaidOrder(db: Db, order: PayOrderRow, reason: RefundReason, now: Date): Promise<PayOrderRow> {
  const [cancelled] = await db
    .update(payOrders)
    .set({ state: 'cancelled', updatedAt: now })
    .where(and(eq(payOrders.id, order.id), eq(payOrders.state, 'paid')))
    .returning();
  await db
    .update(payPayments)
    .set({ refundReason: reason })
    .where(
      and(
        eq(payPayments.orderId, order.id),
        eq(payPayments.disposition, 'applied'),
        isNull(payPayments.refundReason),
        isNull(payPayments.refundedAt),
      ),
    );
  return cancelled ?? order;
}

export type SeatPaymentOps = ReturnType<typeof seatPaymentOps>;

function orderOps(db: Db) {
  return {
    async byOrderNo(orderNo: string): Promise<PayOrderRow | undefined> {
      const [row] = await db.select().from(payOrders).where(eq(payOrders.orderNo, orderNo));
      return row;
    },

    /** Moves an order on only if it is still in one of `from`: the state machine's guard. */
    async transition(
      id: number,
      from: readonly OrderState[],
      set: Partial<NewPayOrder> & { state: OrderState; updatedAt: Date },
    ): Promise<PayOrderRow | undefined> {
      const [row] = await db
        .update(payOrders)
        .set(set)
        .where(and(eq(payOrders.id, id), inArray(payOrders.state, [...from])))
        .returning();
      return row;
    },
  };
}

export function createPayRepository(db: Db) {
  return {
    ...orderOps(db),
    ...seatPaymentOps(db),

    async price(activityId: number): Promise<PayPriceRow | undefined> {
      const [row] = await db.select().from(activityPayPrices).where(eq(activityPayPrices.activityId, activityId));
      return row;
    },

    /**
     * Sets the price; the activity row's price_cents follows in the same transaction (the detail, the
     * label and the gate read it), and the audit entry commits with both.
     */
    savePrice(
      values: { activityId: number; amountCents: number; currency: string; updatedBy: string; updatedAt: Date },
      audit: (ops: AuditOps) => Promise<void>,
    ): Promise<void> {
      return db.transaction(async (tx) => {
        const txDb = tx as unknown as Db;
        await txDb
          .insert(activityPayPrices)
          .values(values)
          .onConflictDoUpdate({
            target: activityPayPrices.activityId,
            set: {
              amountCents: values.amountCents,
              currency: values.currency,
              updatedBy: values.updatedBy,
              updatedAt: values.updatedAt,
            },
          });
        await txDb
          .update(activities)
          .set({ priceCents: values.amountCents })
          .where(eq(activities.id, values.activityId));
        await audit(auditOps(txDb));
      });
    },

    /** Inserts an open order unless the user already has one for the activity (then undefined). */
    async insertOpenOrder(values: NewPayOrder): Promise<PayOrderRow | undefined> {
      const [row] = await db
        .insert(payOrders)
        .values(values)
        .onConflictDoNothing({
          target: [payOrders.activityId, payOrders.userId],
          where: sql`${payOrders.state} in ('created', 'paying')`,
        })
        .returning();
      return row;
    },

    async openOrder(activityId: number, userId: string): Promise<PayOrderRow | undefined> {
      const [row] = await db
        .select()
        .from(payOrders)
        .where(and(eq(payOrders.activityId, activityId), eq(payOrders.userId, userId), inArray(payOrders.state, OPEN)));
      return row;
    },

    /** The user's latest order for the activity, whatever its state. */
    async latestOrder(activityId: number, userId: string): Promise<PayOrderRow | undefined> {
      const [row] = await db
        .select()
        .from(payOrders)
        .where(and(eq(payOrders.activityId, activityId), eq(payOrders.userId, userId)))
        .orderBy(desc(payOrders.createdAt), desc(payOrders.id))
        .limit(1);
      return row;
    },

    /**
     * The orders of this user, newest first, for "my orders" (my-center) and the pay dialog: with the
     * activity's titles so a list needs no second query.
     */
    ordersOfUser(userId: string, limit = 50) {
      return db
        .select({
          order: payOrders,
          titleZh: activities.titleZh,
          titleEn: activities.titleEn,
          titleTc: activities.titleTc,
        })
        .from(payOrders)
        .innerJoin(activities, eq(activities.id, payOrders.activityId))
        .where(eq(payOrders.userId, userId))
        .orderBy(desc(payOrders.createdAt), desc(payOrders.id))
        .limit(limit);
    },

    /** How many orders the user has had (the personal center's count). */
    async countOrdersOfUser(userId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(payOrders).where(eq(payOrders.userId, userId));
      return Number(row?.n ?? 0);
    },

    /** The console's list: every order of the activity with the sign-up's login mobile. */
    ordersOfActivity(activityId: number) {
      return db
        .select({ order: payOrders, mobile: activitySignUps.mobile })
        .from(payOrders)
        .leftJoin(
          activitySignUps,
          and(eq(activitySignUps.activityId, payOrders.activityId), eq(activitySignUps.userId, payOrders.userId)),
        )
        .where(eq(payOrders.activityId, activityId))
        .orderBy(desc(payOrders.createdAt), desc(payOrders.id));
    },

    /** Open orders past their time, oldest first: the expiry job's work list. */
    dueOrders(now: Date, limit: number): Promise<PayOrderRow[]> {
      return db
        .select()
        .from(payOrders)
        .where(and(inArray(payOrders.state, OPEN), lte(payOrders.expiresAt, now)))
        .orderBy(asc(payOrders.expiresAt))
        .limit(limit);
    },

    /** Open orders whose sign-up no longer holds a seat (withdrawn, rejected): to cancel. */
    orphanedOrders(limit: number): Promise<PayOrderRow[]> {
      return db
        .select({ order: payOrders })
        .from(payOrders)
        .leftJoin(
          activitySignUps,
          and(eq(activitySignUps.activityId, payOrders.activityId), eq(activitySignUps.userId, payOrders.userId)),
        )
        .where(
          and(
            inArray(payOrders.state, OPEN),
            sql`(${activitySignUps.id} is null or ${activitySignUps.state} not in ('pending', 'approved'))`,
          ),
        )
        .limit(limit)
        .then((rows) => rows.map((row) => row.order));
    },

    async log(values: NewNotificationLog): Promise<void> {
      await db.insert(payNotificationLog).values(values);
    },

    notificationLog(orderNo: string) {
      return db
        .select()
        .from(payNotificationLog)
        .where(eq(payNotificationLog.orderNo, orderNo))
        .orderBy(asc(payNotificationLog.id));
    },

    payments(orderId: number) {
      return db.select().from(payPayments).where(eq(payPayments.orderId, orderId)).orderBy(asc(payPayments.id));
    },

    /** Whether a payment of this order is owed back and not refunded yet. */
    async refundDue(orderId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: payPayments.id })
        .from(payPayments)
        .where(and(eq(payPayments.orderId, orderId), refundDue))
        .limit(1);
      return row !== undefined;
    },

    /** Every payment reported for the activity's orders (the console's payment page). */
    paymentsOfActivity(activityId: number): Promise<PayPaymentRow[]> {
      return db
        .select({ payment: payPayments })
        .from(payPayments)
        .innerJoin(payOrders, eq(payOrders.id, payPayments.orderId))
        .where(eq(payOrders.activityId, activityId))
        .orderBy(asc(payPayments.id))
        .then((rows) => rows.map((row) => row.payment));
    },

    /**
     * Records that one payment went back to the payer (decision 078), under the order's row lock. A
     * payment nobody asked back (the sponsor's own choice) is recorded with the reason `sponsor`.
     * Only the payment that paid the order takes the order's access away (paid or cancelled →
     * refunded); a duplicate or late payment leaves the order as it is. The audit entry commits with it.
     */
    refundPayment(
      input: { activityId: number; paymentId: number; by: string; now: Date },
      audit: (ops: AuditOps, facts: { payment: PayPaymentRow; order: PayOrderRow }) => Promise<void>,
    ): Promise<
      | { outcome: 'refunded'; payment: PayPaymentRow; order: PayOrderRow; orderRefunded: boolean }
      | { outcome: 'not_found' | 'already_refunded' }
    > {
      return db.transaction(async (tx) => {
        const txDb = tx as unknown as Db;
        const [found] = await txDb
          .select({ payment: payPayments, orderId: payOrders.id })
          .from(payPayments)
          .innerJoin(payOrders, eq(payOrders.id, payPayments.orderId))
          .where(and(eq(payPayments.id, input.paymentId), eq(payOrders.activityId, input.activityId)));
        if (!found) return { outcome: 'not_found' as const };
        const [order] = await txDb.select().from(payOrders).where(eq(payOrders.id, found.orderId)).for('update');
        const [payment] = await txDb
          .update(payPayments)
          .set({
            refundReason: sql`coalesce(${payPayments.refundReason}, 'sponsor')`,
            refundedAt: input.now,
            refundedBy: input.by,
          })
          .where(and(eq(payPayments.id, input.paymentId), isNull(payPayments.refundedAt)))
          .returning();
        if (!payment) return { outcome: 'already_refunded' as const };
        let current = order!;
        if (payment.disposition === 'applied') {
          const [moved] = await txDb
            .update(payOrders)
            .set({ state: 'refunded', updatedAt: input.now })
            .where(and(eq(payOrders.id, current.id), inArray(payOrders.state, ['paid', 'cancelled'])))
            .returning();
          if (moved) current = moved;
        }
        await audit(auditOps(txDb), { payment, order: current });
        return { outcome: 'refunded' as const, payment, order: current, orderRefunded: current.state === 'refunded' };
      });
    },

    /**
     * The sponsor cancelled the activity: open orders are cancelled, and paid ones too with the
     * payment that paid them owed back (reason `activity_cancelled`), all in one transaction with the
     * orders locked (a payment arriving afterwards finds its order closed and is flagged itself).
     */
    cancelActivityOrders(activityId: number, now: Date): Promise<{ cancelled: number; refundsFlagged: number }> {
      return db.transaction(async (tx) => {
        const txDb = tx as unknown as Db;
        const orders = await txDb
          .select()
          .from(payOrders)
          .where(and(eq(payOrders.activityId, activityId), inArray(payOrders.state, [...OPEN, 'paid'])))
          .orderBy(asc(payOrders.id))
          .for('update');
        let refundsFlagged = 0;
        for (const order of orders) {
          if (order.state === 'paid') {
            await flagPaidOrder(txDb, order, 'activity_cancelled', now);
            refundsFlagged += 1;
          } else {
            await txDb
              .update(payOrders)
              .set({ state: 'cancelled', updatedAt: now })
              .where(and(eq(payOrders.id, order.id), inArray(payOrders.state, OPEN)));
          }
        }
        return { cancelled: orders.length, refundsFlagged };
      });
    },

    /** Cancelled activities that still have open or paid orders (a cancellation not finished). */
    cancelledActivitiesWithOrders(limit: number): Promise<number[]> {
      return db
        .selectDistinct({ activityId: payOrders.activityId })
        .from(payOrders)
        .innerJoin(activities, eq(activities.id, payOrders.activityId))
        .where(and(isNotNull(activities.cancelledAt), inArray(payOrders.state, [...OPEN, 'paid'])))
        .limit(limit)
        .then((rows) => rows.map((row) => row.activityId));
    },

    /**
     * Approved sign-ups of paid activities (not over, not cancelled) whose time to pay ran out with
     * no order open or paid: the deadline sweep's work list (decision 079). The clock starts at the
     * latest of the approval, the last price change and the last change of the user's last order
     * (payDeadline in services/pay/pay-deadline.ts says the same for one sign-up).
     */
    overduePayers(now: Date, minutes: number, limit: number) {
      const lastOrderChange = db
        .select({ at: sql`max(${payOrders.updatedAt})` })
        .from(payOrders)
        .where(and(eq(payOrders.activityId, activitySignUps.activityId), eq(payOrders.userId, activitySignUps.userId)));
      // greatest() skips nulls: no price row, no order.
      const start = sql`greatest(${activitySignUps.approvedAt}, ${activityPayPrices.updatedAt}, (${lastOrderChange}))`;
      return db
        .select({
          signUpId: activitySignUps.id,
          activityId: activitySignUps.activityId,
          userId: activitySignUps.userId,
          approvedAt: activitySignUps.approvedAt,
        })
        .from(activitySignUps)
        .innerJoin(activities, eq(activities.id, activitySignUps.activityId))
        .leftJoin(activityPayPrices, eq(activityPayPrices.activityId, activitySignUps.activityId))
        .where(
          and(
            eq(activitySignUps.state, 'approved'),
            isNotNull(activitySignUps.approvedAt),
            gt(activities.priceCents, 0),
            gt(activities.endAt, now),
            isNull(activities.cancelledAt),
            lte(sql`${start} + make_interval(mins => ${minutes}::int)`, now),
            notExists(
              db
                .select({ one: sql`1` })
                .from(payOrders)
                .where(
                  and(
                    eq(payOrders.activityId, activitySignUps.activityId),
                    eq(payOrders.userId, activitySignUps.userId),
                    inArray(payOrders.state, [...OPEN, 'paid']),
                  ),
                ),
            ),
          ),
        )
        .orderBy(asc(activitySignUps.approvedAt))
        .limit(limit);
    },

    /**
     * Applies one verified payment in one transaction with the order's row locked, so repeated and
     * out-of-order notifications serialise: the first report of a provider transaction pays an open
     * order; a repeat is a duplicate; money for an order that can no longer take it (expired,
     * cancelled, already paid, sign-up gone) is recorded with the reason it is owed back, never
     * dropped. A wrong amount or currency is refused and changes nothing.
     */
    applyPayment(payment: {
      provider: string;
      orderNo: string;
      providerTxnId: string;
      amountCents: number;
      currency: string;
      paidAt: Date;
      now: Date;
    }): Promise<{ verdict: PaymentVerdict; order: PayOrderRow | null }> {
      return db.transaction(async (tx) => {
        const txDb = tx as unknown as Db;
        const [order] = await txDb.select().from(payOrders).where(eq(payOrders.orderNo, payment.orderNo)).for('update');
        if (!order || order.provider !== payment.provider) return { verdict: 'unknown_order' as const, order: null };
        if (order.amountCents !== payment.amountCents || order.currency !== payment.currency)
          return { verdict: 'amount_mismatch' as const, order };
        const [signUp] = await txDb
          .select({ id: activitySignUps.id, state: activitySignUps.state })
          .from(activitySignUps)
          .where(and(eq(activitySignUps.activityId, order.activityId), eq(activitySignUps.userId, order.userId)));
        const applies =
          OPEN.includes(order.state as OrderState) && (signUp?.state === 'approved' || signUp?.state === 'pending');
        const [inserted] = await txDb
          .insert(payPayments)
          .values({
            orderId: order.id,
            provider: payment.provider,
            providerTxnId: payment.providerTxnId,
            amountCents: payment.amountCents,
            currency: payment.currency,
            disposition: applies ? 'applied' : 'refund',
            refundReason: applies ? null : order.state === 'paid' ? 'duplicate' : 'closed',
            paidAt: payment.paidAt,
            receivedAt: payment.now,
          })
          .onConflictDoNothing({ target: [payPayments.provider, payPayments.providerTxnId] })
          .returning();
        if (!inserted) return { verdict: 'duplicate' as const, order };
        if (applies) {
          const [paid] = await txDb
            .update(payOrders)
            .set({
              state: 'paid',
              paidAt: payment.paidAt,
              providerTxnId: payment.providerTxnId,
              updatedAt: payment.now,
            })
            .where(eq(payOrders.id, order.id))
            .returning();
          return { verdict: 'accepted' as const, order: paid! };
        }
        // An open order whose sign-up is gone is cancelled now; a closed one keeps its state.
        const [flagged] = await txDb
          .update(payOrders)
          .set({
            state: OPEN.includes(order.state as OrderState) ? 'cancelled' : order.state,
            paidAt: order.paidAt ?? payment.paidAt,
            providerTxnId: order.providerTxnId ?? payment.providerTxnId,
            updatedAt: payment.now,
          })
          .where(eq(payOrders.id, order.id))
          .returning();
        return { verdict: 'refund' as const, order: flagged! };
      });
    },
  };
}

export type PayRepository = ReturnType<typeof createPayRepository>;
