import { useTranslation } from 'react-i18next';
import type { SignStatus } from '@roadshow/contracts/activity-detail';
import { SignLabel } from '@roadshow/contracts/sign-label';
import { deniedHint } from './sign-labels.ts';

/** The sign-up state under the button, seats left, and why a refusal or rejection happened. */
export function SignStateLine(props: { status: SignStatus }) {
  const { t } = useTranslation();
  const { status } = props;
  const label = status.label;
  const hint = deniedHint(status);
  return (
    <>
      <p className="sign-panel__state" role="status" data-label={label}>
        {t('activityPage.stateLine', { label: t(`activityPage.label.${label}`) })}
        {status.seatsLeft !== null && label === SignLabel.RegisterNow
          ? ` · ${t('activityPage.seatsLeft', { count: status.seatsLeft })}`
          : null}
      </p>
      {hint ? <p className="sign-panel__hint">{hint}</p> : null}
      {status.rejectReason ? (
        <p className="sign-panel__hint">{t('activityPage.rejectReason', { reason: status.rejectReason })}</p>
      ) : null}
    </>
  );
}
