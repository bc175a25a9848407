import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLang, useRootData, withLang } from '../../lib/lang.ts';
import { AuthLinks } from './auth-links.tsx';
import { HeaderSearch } from './header-search.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { NavMenu } from './nav-menu.tsx';
import { UserMenu } from './user-menu.tsx';

/** Spec §2: the header-state check runs 1 second after creation, then on every scroll. */
export const HEADER_CHECK_DELAY_MS = 1000;

function useScrolled(enabled: boolean): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    const check = () => setScrolled(window.scrollY > 0);
    const timer = setTimeout(check, HEADER_CHECK_DELAY_MS);
    window.addEventListener('scroll', check, { passive: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', check);
    };
  }, [enabled]);
  return scrolled;
}

export function Logo() {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Link to={withLang('/', lang)} className="site-logo" aria-label={t('site.logoAlt')}>
      <svg width="36" height="36" viewBox="0 0 36 36" aria-hidden focusable="false">
        <rect width="36" height="36" rx="9" fill="currentColor" />
        <path
          className="site-logo__mark"
          d="M9 24l6-7 5 4 7-9"
          strokeWidth="3"
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="site-logo__name">{t('site.name')}</span>
    </Link>
  );
}

/** On home the header starts see-through over the banner and turns white with a shadow once scrolled. */
export function SiteHeader({ overlay = false }: { overlay?: boolean }) {
  const { t } = useTranslation();
  const root = useRootData();
  const scrolled = useScrolled(overlay);
  const solid = !overlay || scrolled;
  return (
    <header className={`site-header${solid ? ' is-solid' : ' is-overlay'}`} data-scrolled={scrolled ? 'true' : 'false'}>
      <a className="skip-link" href="#main">
        {t('site.skipToContent')}
      </a>
      <div className="site-header__inner">
        <Logo />
        <NavMenu aboutUrl={root?.config.aboutUrl ?? '/about'} />
        <div className="site-header__tools">
          <HeaderSearch />
          <LanguageSwitch />
          {root?.user && root.consoleMember ? (
            <Link className="site-header__console" reloadDocument to={withLang('/console', root.lang)}>
              {t('header.console')}
            </Link>
          ) : null}
          {root?.user ? <UserMenu user={root.user} /> : <AuthLinks />}
        </div>
      </div>
    </header>
  );
}
