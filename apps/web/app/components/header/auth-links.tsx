import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { Lang } from '@roadshow/contracts/locale';
import { useLang, useRootData } from '../../lib/lang.ts';

/** Spec §4: login goes through a redirect to the identity service with appId, service and lang. */
export function identityUrl(base: string, page: 'login' | 'register', service: string, lang: Lang): string {
  const params = new URLSearchParams({ appId: 'roadshow', service, lang });
  return `${base.replace(/\/$/, '')}/${page}?${params.toString()}`;
}

export function AuthLinks() {
  const { t } = useTranslation();
  const lang = useLang();
  const root = useRootData();
  const location = useLocation();
  const base = root?.config.identityUrl ?? '/identity';
  const service = `${root?.origin ?? ''}${location.pathname}${location.search}`;
  return (
    <div className="auth-links">
      <a className="auth-links__login" href={identityUrl(base, 'login', service, lang)}>
        {t('header.login')}
      </a>
      <span aria-hidden className="auth-links__sep">
        |
      </span>
      <a className="auth-links__register" href={identityUrl(base, 'register', service, lang)}>
        {t('header.register')}
      </a>
    </div>
  );
}
