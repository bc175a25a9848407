import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { identityUrl } from '../../components/header/auth-links.tsx';
import { SignLabel } from '@roadshow/contracts/sign-label';
import { useLang, useRootData } from '../../lib/lang.ts';

/** Scrolls to the live room and moves the focus there (keyboard and screen-reader users land in it). */
function focusLiveRoom() {
  requestAnimationFrame(() => document.getElementById('live-room')?.focus());
}

/**
 * The one clear button of spec §4: a login link for a visitor, the action for a user, or the state
 * itself (disabled) when there is nothing to do.
 */
export function SignMainButton(props: {
  label: number;
  action: 'none' | 'login' | 'form' | 'sign';
  busy: boolean;
  onClick: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const root = useRootData();
  const location = useLocation();
  const { label, action } = props;
  if (label === SignLabel.InProgress) {
    // Label 13: the event is on; the button takes the viewer into the room on this page.
    return (
      <a className="btn btn--primary sign-panel__main" href="#live-room" onClick={focusLiveRoom}>
        {t('liveRoom.enter')}
      </a>
    );
  }
  if (action === 'login') {
    const loginHref = identityUrl(
      root?.config.identityUrl ?? '/identity',
      'login',
      `${root?.origin ?? ''}${location.pathname}${location.search}`,
      lang,
    );
    return (
      <a className="btn btn--primary sign-panel__main" href={loginHref}>
        {t(`activityPage.action.${label}`)}
      </a>
    );
  }
  const actionable = action !== 'none';
  return (
    <button
      type="button"
      className={`btn sign-panel__main ${actionable ? 'btn--primary' : 'sign-panel__main--state'}`}
      disabled={!actionable || props.busy}
      aria-busy={props.busy}
      onClick={props.onClick}
    >
      {actionable ? t(`activityPage.action.${label}`) : t(`activityPage.label.${label}`)}
    </button>
  );
}
