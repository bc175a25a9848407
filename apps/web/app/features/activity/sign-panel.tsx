import { lazy, Suspense, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import type { AttendSetting, SignStatus } from '@roadshow/contracts/activity-detail';
import { SignLabel } from '@roadshow/contracts/sign-label';
import { useRootData } from '../../lib/lang.ts';
import { AbsenceForm } from './absence-form.tsx';
import { CommitmentSlot } from './commitment-slot.tsx';
import type { FormHostProps } from './form-host.ts';
import { canCancel, canReportAbsence, holdsSeat, mainAction } from './sign-labels.ts';
import { formatMoney } from './pay/format-money.ts';
import { PaidState } from './pay/paid-state.tsx';
import { PaySlot } from './pay/pay-slot.tsx';
import { SignMainButton } from './sign-main-button.tsx';
import { SignStateLine } from './sign-state-line.tsx';
import { useSignActions } from './use-sign-actions.ts';
import { useViewingTime } from './use-viewing-time.ts';

const RegistrationDialog = lazy(() => import('./registration-dialog.tsx'));
const PayDialog = lazy(() => import('./pay/pay-dialog.tsx'));

/**
 * The one clear button of spec §4 ("what can I do next") with the sign-up status under it: the
 * label comes from the API's pure label function; actions re-load the page data when they succeed.
 * Its steps: the main action, the state line, withdrawing, the absence reason, the commitment letter
 * and the registration form.
 */
export function SignPanel(props: {
  activityId: number;
  status: SignStatus;
  setting: AttendSetting;
  /** A lazily loaded host for the registration form (default: the antd dialog). */
  formHost?: ComponentType<FormHostProps>;
}) {
  const { t } = useTranslation();
  const root = useRootData();
  const [formOpen, setFormOpen] = useState(false);
  const [payOpen, setPayOpen] = useState(false);
  const { status, setting, activityId } = props;
  const label = status.label;
  const actions = useSignActions(activityId, label === SignLabel.QuotaFull);
  const FormHost = props.formHost ?? RegistrationDialog;
  useViewingTime(actions.api, activityId, status.loggedIn);
  const action = mainAction(status, setting);
  const revalidator = useRevalidator();
  const reRegister = () => {
    setPayOpen(false);
    if (setting.registrationForm) setFormOpen(true);
    else void actions.sign();
  };

  return (
    <section className="sign-panel" aria-labelledby="sign-panel-title">
      <h2 id="sign-panel-title" className="visually-hidden">
        {t('activityPage.signTitle')}
      </h2>
      {action === 'pay' ? (
        <PaySlot activityId={activityId} busy={actions.busy} onOpen={() => setPayOpen(true)} />
      ) : (
        <SignMainButton
          label={label}
          action={action}
          busy={actions.busy}
          onClick={() => (action === 'form' ? setFormOpen(true) : void actions.sign())}
        />
      )}
      {status.payment ? <PaidState payment={status.payment} /> : null}
      <SignStateLine status={status} />
      {canCancel(status) ? (
        <button
          type="button"
          className="btn sign-panel__cancel"
          disabled={actions.busy}
          onClick={() => {
            // Giving up a paid seat flags the payment for refund (decision 078): asked first.
            const paid = status.payment;
            const amount = paid ? formatMoney(paid.amountCents, paid.currency) : '';
            if (paid && !window.confirm(t('pay.state.withdrawPaid', { amount }))) return;
            void actions.cancel();
          }}
        >
          {t(label === SignLabel.Booked ? 'activityPage.cancelBooking' : 'activityPage.cancelSignUp')}
        </button>
      ) : null}
      {canReportAbsence(status) ? (
        <AbsenceForm
          reason={status.absenceReason}
          busy={actions.busy}
          onSubmit={actions.submitAbsence}
          onRevoke={actions.cancelAbsence}
        />
      ) : null}
      {setting.commitmentLetter ? <CommitmentSlot activityId={activityId} signedUp={holdsSeat(status)} /> : null}
      {payOpen ? (
        <Suspense fallback={null}>
          <PayDialog
            activityId={activityId}
            onClose={() => {
              setPayOpen(false);
              void revalidator.revalidate();
            }}
            onPaid={() => void revalidator.revalidate()}
            onReRegister={reRegister}
          />
        </Suspense>
      ) : null}
      {formOpen ? (
        <Suspense fallback={null}>
          <FormHost
            activityId={activityId}
            userPhone={root?.user?.mobile ?? ''}
            title={t('activityPage.formTitle')}
            onClose={() => setFormOpen(false)}
            onSubmit={(form) => actions.signUpWithForm(form, () => setFormOpen(false))}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
