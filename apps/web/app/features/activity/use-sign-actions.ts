import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import type { RegistrationForm } from '@roadshow/contracts/registration-form';
import { showToast } from '../../components/toast.tsx';
import { ApiError, browserTransport, createApiClient } from '../../lib/api-client.ts';
import { useLang } from '../../lib/lang.ts';

/**
 * The sign panel's calls (decision 022: a mutation is a client call from the event handler, then the
 * page's loaders run again). Each action shows a toast for its outcome; `busy` covers all of them.
 */
export function useSignActions(activityId: number, waitlist: boolean) {
  const { t } = useTranslation();
  const lang = useLang();
  const revalidator = useRevalidator();
  const api = useMemo(() => createApiClient(browserTransport, lang), [lang]);
  const [busy, setBusy] = useState(false);

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

  return {
    api,
    busy,
    sign: () => run(() => api.activity.sign({ activityId, source: '01', waitlist }), t('activityPage.done.signed')),
    /** The form's submit: a refusal (ApiError) goes back to the form, which shows it on its fields. */
    signUpWithForm: async (form: RegistrationForm, close: () => void) => {
      await api.activity.sign({ activityId, source: '01', form, waitlist });
      close();
      showToast(t('activityPage.done.signed'));
      await revalidator.revalidate();
    },
    cancel: () => run(() => api.activity.cancel(activityId), t('activityPage.done.cancelled')),
    submitAbsence: (reason: string) =>
      run(() => api.activity.submitAbsence(activityId, reason), t('activityPage.done.absenceSent')),
    cancelAbsence: () => run(() => api.activity.cancelAbsence(activityId), t('activityPage.done.absenceRevoked')),
  };
}
