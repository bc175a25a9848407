import { useCallback, useEffect, useRef, useState } from 'react';
import { contract } from '@roadshow/contracts/calls/contract';
import type { PayOrder } from '@roadshow/contracts/pay';
import { ApiError, browserTransport, createApiClient } from '../../../lib/api-client.ts';
import { useLang } from '../../../lib/lang.ts';

/** How often the dialog asks whether the payment arrived (decision 051: polling, not the live hub). */
export const PAY_POLL_MS = 2000;

export type PayPhase =
  | { kind: 'loading' }
  | { kind: 'paying'; order: PayOrder; qrUrl: string }
  | { kind: 'paid'; order: PayOrder | null }
  | { kind: 'expired'; order: PayOrder | null; deadline?: boolean }
  | { kind: 'error'; message: string };

const CLOSED = ['expired', 'cancelled', 'refunded'];

/**
 * The pay dialog's flow (spec §7): check the order status, get the payment access token, add the
 * order (or get the open one back: continue paying), get its QR code URL; then poll the status until
 * it is paid or closed. The server closes an overdue order when asked, so the poll also sees expiry.
 */
export function usePayOrder(activityId: number, onPaid: () => void) {
  const lang = useLang();
  const [phase, setPhase] = useState<PayPhase>({ kind: 'loading' });
  const paidCallback = useRef(onPaid);
  paidCallback.current = onPaid;

  const start = useCallback(async () => {
    const api = createApiClient(browserTransport, lang);
    setPhase({ kind: 'loading' });
    try {
      const status = await api.call(contract.pay.checkOrderStatus, { activityId });
      if (status.paid) {
        setPhase({ kind: 'paid', order: status.order });
        return;
      }
      const { token } = await api.call(contract.pay.getPayAccessToken, { activityId });
      const order = await api.call(contract.pay.addInteractOrderPay, { activityId, token });
      const { qrCodeUrl } = await api.call(contract.pay.getInteractQrCodeUrl, { orderNo: order.orderNo, token });
      setPhase({ kind: 'paying', order, qrUrl: new URL(qrCodeUrl, window.location.origin).toString() });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'SIGN_UP_NOT_REGISTERED')
        setPhase({ kind: 'expired', order: null });
      else if (error instanceof ApiError && error.code === 'PAY_DEADLINE_PASSED')
        // The time to pay after approval ran out (decision 079): the seat is gone, as after an expiry.
        setPhase({ kind: 'expired', order: null, deadline: true });
      else if (error instanceof ApiError && error.code === 'ORDER_ALREADY_PAID')
        setPhase({ kind: 'paid', order: null });
      else setPhase({ kind: 'error', message: error instanceof Error ? error.message : String(error) });
    }
  }, [activityId, lang]);

  useEffect(() => {
    void start();
  }, [start]);

  const paying = phase.kind === 'paying' ? phase.order.orderNo : null;
  useEffect(() => {
    if (!paying) return;
    const api = createApiClient(browserTransport, lang);
    let stopped = false;
    const check = () => {
      api
        .call(contract.pay.checkOrderStatus, { activityId })
        .then((status) => {
          if (stopped) return;
          if (status.paid) {
            setPhase({ kind: 'paid', order: status.order });
            paidCallback.current();
          } else if (status.order && status.order.orderNo === paying && CLOSED.includes(status.order.state)) {
            setPhase({ kind: 'expired', order: status.order });
          }
        })
        .catch(() => undefined);
    };
    const timer = setInterval(check, PAY_POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [paying, activityId, lang]);

  return { phase, restart: start };
}
