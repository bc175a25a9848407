import { Modal } from 'antd';
import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HTML_LANG } from '@roadshow/contracts/locale';
import { AntdProvider } from '../../../components/antd-provider.tsx';
import { useLang } from '../../../lib/lang.ts';
import antdCss from '../../../styles/antd.generated.css?url';
import { formatMoney, mmss } from './format-money.ts';
import { usePayOrder } from './use-pay-order.ts';
import './pay.css';

/** The code, its countdown and the waiting line while an order is open. */
function PayingView(props: { qrUrl: string; expiresAt: string; amount: string }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, []);
  const left = new Date(props.expiresAt).getTime() - now;
  return (
    <div className="pay-dialog__paying">
      <p className="pay-dialog__amount">
        {t('pay.dialog.amount')} <strong data-testid="pay-amount">{props.amount}</strong>
      </p>
      <div className="pay-dialog__code">
        <QRCodeSVG value={props.qrUrl} size={200} marginSize={2} title={t('pay.dialog.qrLabel')} role="img" />
      </div>
      <p className="pay-dialog__hint">{t('pay.dialog.scan')}</p>
      <p className="pay-dialog__timer" aria-live="off">
        {t('pay.dialog.countdown', { time: mmss(left) })}
      </p>
      <p className="pay-dialog__hint" role="status">
        {t('pay.dialog.waiting')}
      </p>
      <a className="pay-dialog__link" href={props.qrUrl} target="_blank" rel="noreferrer" data-testid="pay-url">
        {t('pay.dialog.openLink')}
      </a>
    </div>
  );
}

/**
 * The QR pay dialog of label 15 (spec §4: QR pay, continue paying, re-register): opens or resumes
 * the order, shows the provider's code with the countdown, notices the payment without a reload,
 * and after expiry offers to register again. Loaded only when a user opens it.
 */
export default function PayDialog(props: {
  activityId: number;
  onClose: () => void;
  onPaid: () => void;
  onReRegister: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const { phase, restart } = usePayOrder(props.activityId, props.onPaid);
  const footer =
    phase.kind === 'expired' ? (
      <button type="button" className="btn btn--primary" onClick={props.onReRegister}>
        {t('pay.dialog.reRegister')}
      </button>
    ) : phase.kind === 'error' ? (
      <button type="button" className="btn btn--primary" onClick={() => void restart()}>
        {t('pay.dialog.continue')}
      </button>
    ) : (
      <button type="button" className="btn" onClick={props.onClose}>
        {t('pay.dialog.close')}
      </button>
    );
  return (
    <AntdProvider>
      {/* The phone page does not load antd's stylesheet; the dialog brings it (React hoists and dedupes the link). */}
      <link rel="stylesheet" href={antdCss} precedence="default" />
      <Modal
        open
        title={t('pay.dialog.title')}
        onCancel={props.onClose}
        footer={<div className="pay-dialog__footer">{footer}</div>}
        width={420}
        rootClassName="pay-dialog"
        destroyOnHidden
      >
        <div data-testid="pay-dialog" data-phase={phase.kind}>
          {phase.kind === 'loading' ? (
            <div aria-busy="true">
              <p className="pay-dialog__hint">{t('pay.dialog.loading')}</p>
              <div className="pay-dialog__code pay-dialog__code--loading skeleton" />
            </div>
          ) : phase.kind === 'paying' ? (
            <PayingView
              qrUrl={phase.qrUrl}
              expiresAt={phase.order.expiresAt}
              amount={formatMoney(phase.order.amountCents, phase.order.currency)}
            />
          ) : phase.kind === 'paid' ? (
            <div className="pay-dialog__done" role="status">
              <p className="pay-dialog__ok">{t('pay.dialog.paid')}</p>
              {phase.order?.paidAt ? (
                <p className="pay-dialog__hint">
                  {t('pay.dialog.paidAt', { time: new Date(phase.order.paidAt).toLocaleString(HTML_LANG[lang]) })}
                </p>
              ) : null}
            </div>
          ) : phase.kind === 'expired' ? (
            <div className="pay-dialog__done" role="alert">
              <p className="pay-dialog__warning">
                {t(phase.deadline ? 'pay.dialog.deadlinePassed' : 'pay.dialog.expired')}
              </p>
              {phase.order?.refundRequired ? <p className="pay-dialog__hint">{t('pay.dialog.refundDue')}</p> : null}
            </div>
          ) : (
            <p className="pay-dialog__warning" role="alert">
              {phase.message}
            </p>
          )}
        </div>
      </Modal>
    </AntdProvider>
  );
}
