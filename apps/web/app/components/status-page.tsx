import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link } from 'react-router';
import { useLang, withLang } from '../lib/lang.ts';

export type StatusCode = 401 | 403 | 404 | 405 | 500;

const OWN_PAGE: readonly number[] = [401, 403, 404, 405];

/** The page an error shows: its status's own page where there is one, otherwise the 500 page. */
export function statusCodeOf(error: unknown): StatusCode {
  return isRouteErrorResponse(error) && OWN_PAGE.includes(error.status) ? (error.status as StatusCode) : 500;
}

/**
 * The error pages of spec §2 (/error/401, 403, 404, 500), also shown for unknown URLs and crashes,
 * and the 405 page for a request with a method the page does not take (a form posted to it).
 */
export function StatusPage({ code }: { code: StatusCode }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <main className="status-page" id="main">
      <title>{`${t(`errors.${code}.title`)} · ${t('site.name')}`}</title>
      <div className="status-page__box">
        <p className="status-page__big" aria-hidden="true">
          {code}
        </p>
        <h1 className="status-page__title">{t(`errors.${code}.title`)}</h1>
        <p>{t(`errors.${code}.text`)}</p>
        <p className="status-page__code">{t('errors.code', { code })}</p>
        <Link className="btn btn--primary" to={withLang('/', lang)}>
          {t('errors.backHome')}
        </Link>
      </div>
    </main>
  );
}
