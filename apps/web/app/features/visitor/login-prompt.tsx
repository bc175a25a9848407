import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { identityUrl } from '../../components/header/auth-links.tsx';
import { useLang, useRootData } from '../../lib/lang.ts';

/** Booking and the booking list need a login (the booker is the logged-in user, spec §5). */
export function LoginPrompt({ text }: { text: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const root = useRootData();
  const location = useLocation();
  const href = identityUrl(
    root?.config.identityUrl ?? '/identity',
    'login',
    `${root?.origin ?? ''}${location.pathname}${location.search}`,
    lang,
  );
  return (
    <div className="visit-card visit-empty">
      <p>{text}</p>
      <a className="visit-button visit-button--primary" href={href}>
        {t('visitBooking.logIn')}
      </a>
    </div>
  );
}
