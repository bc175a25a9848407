import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Industry } from '@roadshow/contracts/search';
import { LinkTabs } from '../../components/link-tabs.tsx';
import { useLang } from '../../lib/lang.ts';
import { COMPANY_TAB_KEYS, companyHref, type CompanyQuery } from './company-query.ts';

/** Exchange tabs, then industries as links: every filter is a URL. */
export function CompanyFilters(props: { path: string; query: CompanyQuery; industries: Industry[] }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { path, query } = props;
  return (
    <>
      <LinkTabs
        label={t('companies.exchangeTabs')}
        tabs={COMPANY_TAB_KEYS.map((tab) => ({
          key: tab,
          label: t(`companies.tabs.${tab}`),
          href: companyHref(path, query, lang, { tab }),
          current: query.tab === tab,
        }))}
      />
      {props.industries.length > 0 ? (
        <nav className="industry-chips" aria-label={t('square.industry')}>
          {[{ code: '', name: t('square.anyIndustry') }, ...props.industries].map((industry) => (
            <Link
              key={industry.code || 'all'}
              to={companyHref(path, query, lang, { industry: industry.code })}
              className={`industry-chip${query.industry === industry.code ? ' is-selected' : ''}`}
              aria-current={query.industry === industry.code ? 'page' : undefined}
            >
              {industry.name}
            </Link>
          ))}
        </nav>
      ) : null}
    </>
  );
}
