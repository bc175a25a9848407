import { useTranslation } from 'react-i18next';
import type { SignStatus } from '@roadshow/contracts/activity-detail';
import { formatChinaDateTime } from '@roadshow/contracts/format';
import { formatMoney } from './format-money.ts';
import './pay.css';

/**
 * The activity page's "paid" state (desktop and H5): what the viewer paid, from the same paid order
 * that opens the meeting (decision 078), so it disappears after a refund just as the access does.
 * The date is written in China time on the server and the browser alike (no hydration mismatch).
 */
export function PaidState(props: { payment: NonNullable<SignStatus['payment']> }) {
  const { t } = useTranslation();
  const amount = formatMoney(props.payment.amountCents, props.payment.currency);
  const day = props.payment.paidAt ? formatChinaDateTime(props.payment.paidAt) : null;
  return (
    <p className="sign-panel__paid" data-testid="paid-state">
      <span className="sign-panel__paid-mark" aria-hidden="true">
        ✓
      </span>{' '}
      {day ? t('pay.state.paidAt', { amount, time: day }) : t('pay.state.paid', { amount })}
    </p>
  );
}
