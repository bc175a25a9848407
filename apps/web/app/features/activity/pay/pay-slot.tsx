import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contract } from '@roadshow/contracts/calls/contract';
import { formatChinaDateTime } from '@roadshow/contracts/format';
import type { OrderStatus } from '@roadshow/contracts/pay';
import { browserTransport, createApiClient } from '../../../lib/api-client.ts';
import { useLang } from '../../../lib/lang.ts';
import { formatMoney } from './format-money.ts';
import './pay.css';

/**
 * Label 15's button: "go to pay", or "continue paying" while an order is open, with the price, until
 * when the seat is kept without an order (decision 079), and a word when the last payment was
 * refunded (decision 078). The dialog itself belongs to the sign panel, so it stays open when the
 * label changes under it.
 */
export function PaySlot(props: { activityId: number; busy: boolean; onOpen: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [status, setStatus] = useState<OrderStatus | null>(null);
  useEffect(() => {
    let live = true;
    createApiClient(browserTransport, lang)
      .call(contract.pay.checkOrderStatus, { activityId: props.activityId })
      .then((next) => live && setStatus(next))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [props.activityId, lang]);
  const open = status?.order && (status.order.state === 'created' || status.order.state === 'paying');
  return (
    <>
      <button
        type="button"
        className="btn btn--primary sign-panel__main"
        disabled={props.busy}
        onClick={props.onOpen}
        data-testid="go-to-pay"
      >
        {open ? t('pay.dialog.continue') : t('activityPage.action.15')}
      </button>
      {status ? (
        <p className="sign-panel__price">
          {t('pay.dialog.amount')} {formatMoney(status.amountCents, status.currency)}
        </p>
      ) : null}
      {status?.order?.state === 'refunded' ? <p className="sign-panel__pay-note">{t('pay.state.refunded')}</p> : null}
      {status?.payBy ? (
        <p className="sign-panel__pay-note" data-testid="pay-by">
          {t('pay.state.payBy', { time: formatChinaDateTime(status.payBy) })}
        </p>
      ) : null}
    </>
  );
}
