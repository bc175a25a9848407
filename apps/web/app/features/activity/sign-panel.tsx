import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useRevalidator } from 'react-router';
import type { AttendSetting, SignStatus } from '@roadshow/contracts/activity-detail';
import type { RegistrationForm } from '@roadshow/contracts/registration-form';
import { SignLabel } from '@roadshow/contracts/sign-label';
import { identityUrl } from '../../components/header/auth-links.tsx';
import { showToast } from '../../components/toast.tsx';
import { ApiError, browserTransport, createApiClient } from '../../lib/api-client.ts';
import { useLang, useRootData } from '../../lib/lang.ts';
import { AbsenceForm } from './absence-form.tsx';
import { CommitmentSlot } from './commitment-slot.tsx';
import { useViewingTime } from './use-viewing-time.ts';

const RegistrationDialog = lazy(() => import('./registration-dialog.tsx'));

/** What holds the registration form: the desktop dialog by default, a bottom sheet on the H5 page. */
export interface FormHostProps {
  activityId: number;
  /** The login phone: the only one the form accepts (spec §5). */
  userPhone: string;
  title: string;
  onSubmit: (form: RegistrationForm) => Promise<void>;
  onClose: () => void;
}

/** Labels whose button does something: sign up, book, or join the waiting list. */
const ACTIONABLE: number[] = [SignLabel.RegisterNow, SignLabel.Book, SignLabel.QuotaFull];
/** Labels under which the user may withdraw. */
const CANCELLABLE: number[] = [
  SignLabel.Registered,
  SignLabel.UnderReview,
  SignLabel.UnderReviewWaiting,
  SignLabel.Booked,
  SignLabel.GoToPay,
];

/** Scrolls to the live room and moves the focus there (keyboard and screen-reader users land in it). */
function focusLiveRoom() {
  requestAnimationFrame(() => document.getElementById('live-room')?.focus());
}

/** Refusals the label alone does not explain: contact the sponsor, log in again. */
const EXPLAINED = ['NO_ATTEND_PERMISSION', 'MOBILE_EMAIL_EMPTY'];

/**
 * The one clear button of spec §4 ("what can I do next") with the sign-up status under it: the
 * label comes from the API's pure label function; actions re-load the page data when they succeed.
 */
export function SignPanel(props: {
  activityId: number;
  status: SignStatus;
  setting: AttendSetting;
  /** A lazily loaded host for the registration form (default: the antd dialog). */
  formHost?: ComponentType<FormHostProps>;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const root = useRootData();
  const location = useLocation();
  const revalidator = useRevalidator();
  const api = useMemo(() => createApiClient(browserTransport, lang), [lang]);
  const [busy, setBusy] = useState(false);
  const [formOpen, setFormOpen] = useState(false);
  const { status, setting, activityId } = props;
  const FormHost = props.formHost ?? RegistrationDialog;
  useViewingTime(api, activityId, status.loggedIn);

  const run = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await action();
      showToast(done);
      await revalidator.revalidate();
    } catch (error) {
      showToast(error instanceof ApiError ? error.message : t('home.loadFailed'), 'error');
    } finally {
      setBusy(false);
    }
  };
  const waitlist = status.label === SignLabel.QuotaFull;
  const sign = () =>
    run(() => api.activity.sign({ activityId, source: '01', waitlist }), t('activityPage.done.signed'));
  /** The form's submit: a refusal (ApiError) goes back to the form, which shows it on its fields. */
  const signUp = async (form: RegistrationForm) => {
    await api.activity.sign({ activityId, source: '01', form, waitlist });
    setFormOpen(false);
    showToast(t('activityPage.done.signed'));
    await revalidator.revalidate();
  };

  const label = status.label;
  const actionable = ACTIONABLE.includes(label) && !(label === SignLabel.QuotaFull && !status.loggedIn);
  const loginHref = identityUrl(
    root?.config.identityUrl ?? '/identity',
    'login',
    `${root?.origin ?? ''}${location.pathname}${location.search}`,
    lang,
  );
  const onMain = () => {
    if (setting.registrationForm && label !== SignLabel.Book) setFormOpen(true);
    else void sign();
  };

  return (
    <section className="sign-panel" aria-labelledby="sign-panel-title">
      <h2 id="sign-panel-title" className="visually-hidden">
        {t('activityPage.signTitle')}
      </h2>
      {label === SignLabel.InProgress ? (
        // Label 13: the event is on; the button takes the viewer into the room on this page.
        <a className="btn btn--primary sign-panel__main" href="#live-room" onClick={focusLiveRoom}>
          {t('liveRoom.enter')}
        </a>
      ) : actionable && !status.loggedIn ? (
        <a className="btn btn--primary sign-panel__main" href={loginHref}>
          {t(`activityPage.action.${label}`)}
        </a>
      ) : (
        <button
          type="button"
          className={`btn sign-panel__main ${actionable ? 'btn--primary' : 'sign-panel__main--state'}`}
          disabled={!actionable || busy}
          aria-busy={busy}
          onClick={onMain}
        >
          {actionable ? t(`activityPage.action.${label}`) : t(`activityPage.label.${label}`)}
        </button>
      )}
      <p className="sign-panel__state" role="status" data-label={label}>
        {t('activityPage.stateLine', { label: t(`activityPage.label.${label}`) })}
        {status.seatsLeft !== null && label === SignLabel.RegisterNow
          ? ` · ${t('activityPage.seatsLeft', { count: status.seatsLeft })}`
          : null}
      </p>
      {status.denied && EXPLAINED.includes(status.denied.errorCode) ? (
        <p className="sign-panel__hint">{status.denied.errorMsg}</p>
      ) : null}
      {status.rejectReason ? (
        <p className="sign-panel__hint">{t('activityPage.rejectReason', { reason: status.rejectReason })}</p>
      ) : null}
      {CANCELLABLE.includes(label) ? (
        <button
          type="button"
          className="btn sign-panel__cancel"
          disabled={busy}
          onClick={() => void run(() => api.activity.cancel(activityId), t('activityPage.done.cancelled'))}
        >
          {t(label === SignLabel.Booked ? 'activityPage.cancelBooking' : 'activityPage.cancelSignUp')}
        </button>
      ) : null}
      {label === SignLabel.Registered || label === SignLabel.DeclinedAttendance ? (
        <AbsenceForm
          reason={status.absenceReason}
          busy={busy}
          onSubmit={(reason) =>
            run(() => api.activity.submitAbsence(activityId, reason), t('activityPage.done.absenceSent'))
          }
          onRevoke={() => run(() => api.activity.cancelAbsence(activityId), t('activityPage.done.absenceRevoked'))}
        />
      ) : null}
      {setting.commitmentLetter ? (
        <CommitmentSlot activityId={activityId} signedUp={status.state === 'approved' || status.state === 'pending'} />
      ) : null}
      {formOpen ? (
        <Suspense fallback={null}>
          <FormHost
            activityId={activityId}
            userPhone={root?.user?.mobile ?? ''}
            title={t('activityPage.formTitle')}
            onClose={() => setFormOpen(false)}
            onSubmit={signUp}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
