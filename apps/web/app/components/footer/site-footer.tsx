import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLang, withLang } from '../../lib/lang.ts';

const QUICK_LINKS = [
  { href: '/tab/roadshowSquare', key: 'nav.roadshow' },
  { href: '/tab/activityTheme', key: 'nav.topics' },
  { href: '/tab/openClass', key: 'nav.courses' },
  { href: '/tab/listedCompany', key: 'nav.companyLibrary' },
];

export function SiteFooter() {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <section className="site-footer__col site-footer__about">
          <h2>{t('footer.aboutTitle')}</h2>
          <p>{t('footer.aboutText')}</p>
        </section>
        <section className="site-footer__col">
          <h2>{t('footer.linksTitle')}</h2>
          <ul>
            {QUICK_LINKS.map((link) => (
              <li key={link.href}>
                <Link to={withLang(link.href, lang)}>{t(link.key)}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section className="site-footer__col">
          <h2>{t('footer.contactTitle')}</h2>
          <p>{t('footer.contactEmail')}</p>
          <p>{t('footer.contactHours')}</p>
        </section>
      </div>
      <div className="site-footer__legal">
        <p>{t('footer.disclaimer')}</p>
        <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
