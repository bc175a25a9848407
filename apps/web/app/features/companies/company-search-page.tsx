import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLang, withLang } from '../../lib/lang.ts';
import { CompanyFilters } from './company-filters.tsx';
import { CompanyResults } from './company-results.tsx';
import { CompanySearchBar } from './company-search-bar.tsx';
import type { CompanySearchData } from './load-companies.server.ts';

/**
 * The company library (/tab/listedCompany) and the IR website pages (/tab/IRwebsite lists them
 * all, /tab/irwSearch answers a search): one search box, exchange tabs, industries, one page.
 */
export function CompanySearchPage(props: { data: CompanySearchData; mode: 'companies' | 'irDirectory' | 'irSearch' }) {
  const { t } = useTranslation();
  const lang = useLang();
  const irMode = props.mode !== 'companies';
  const path =
    props.mode === 'companies'
      ? '/tab/listedCompany'
      : props.mode === 'irDirectory'
        ? '/tab/IRwebsite'
        : '/tab/irwSearch';
  const heading = props.mode === 'companies' ? t('pages.listedCompany') : t('pages.IRwebsite');
  const { query } = props.data;
  return (
    <main id="main" className="page companies">
      <title>{`${query.searchValue ? `${query.searchValue} · ` : ''}${heading} · ${t('site.name')}`}</title>
      <meta name="description" content={t(irMode ? 'companies.irDescription' : 'companies.description')} />
      <header className="companies__head">
        <div>
          <h1>{heading}</h1>
          <p className="companies__lead">{t(irMode ? 'companies.irLead' : 'companies.lead')}</p>
        </div>
        <CompanySearchBar
          action={irMode ? '/tab/irwSearch' : '/tab/listedCompany'}
          query={query}
          placeholder={t('companies.searchPlaceholder')}
        />
      </header>
      {props.mode === 'irSearch' ? (
        <Link className="company-back" to={withLang('/tab/IRwebsite', lang)}>
          ← {t('companies.allIrWebsites')}
        </Link>
      ) : null}
      <CompanyFilters path={path} query={query} industries={props.data.industries} />
      <CompanyResults path={path} data={props.data} irMode={irMode} />
    </main>
  );
}
