import { useTranslation } from 'react-i18next';
import { Link, useNavigation } from 'react-router';
import { formatCount } from '@roadshow/contracts/format';
import type { CompanyHit } from '@roadshow/contracts/companies';
import { Highlight } from '../../components/highlight.tsx';
import { Icon } from '../../components/icon.tsx';
import { ListState } from '../../components/list-state.tsx';
import { Pager } from '../../components/pager.tsx';
import { useLang } from '../../lib/lang.ts';
import { FollowButton } from '../../components/follow-button.tsx';
import { companyHref, companyPageHref } from './company-query.ts';
import type { CompanySearchData } from './load-companies.server.ts';

function CompanyRow({ hit, followed, irMode }: { hit: CompanyHit; followed: boolean; irMode: boolean }) {
  const { t } = useTranslation();
  const lang = useLang();
  const irLinkText = irMode ? t('companies.visitIrWebsite') : t('companies.irWebsite');
  return (
    <li className="company-row">
      {hit.logo ? (
        <img className="company-row__logo" src={hit.logo} alt="" width={48} height={48} loading="lazy" />
      ) : null}
      <div className="company-row__text">
        <h3 className="company-row__name">
          <Link to={companyPageHref(hit.companyCode, lang)}>
            <Highlight text={hit.companyName} ranges={hit.nameMatches} />
          </Link>
          <span className="company-row__code">{hit.companyCode}</span>
          <span className="company-row__exchange">{t(`companies.exchanges.${hit.exchange}`)}</span>
        </h3>
        <p className="company-row__full">
          <Highlight text={hit.fullName} ranges={hit.fullNameMatches} />
        </p>
        {hit.industry ? <p className="company-row__industry">{hit.industry}</p> : null}
      </div>
      <div className="company-row__actions">
        {hit.irWebsite ? (
          <a
            className={irMode ? 'btn btn--primary' : 'company-row__ir'}
            href={hit.irWebsite}
            target="_blank"
            rel="noopener noreferrer"
            // The name starts with the visible words (WCAG 2.5.3, label in name): voice users say what they see.
            aria-label={t('companies.irWebsiteOf', { action: irLinkText, name: hit.companyName })}
          >
            <Icon name="globe" /> {irLinkText}
          </a>
        ) : null}
        {irMode ? null : (
          <FollowButton
            targetType="company"
            code={hit.companyCode}
            name={hit.companyName}
            initialFollowed={followed}
            size="small"
          />
        )}
      </div>
    </li>
  );
}

/** One page of companies (or IR websites), the matched words marked, with a count and a pager. */
export function CompanyResults(props: { path: string; data: CompanySearchData; irMode: boolean }) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location?.pathname === props.path;
  const { query, result } = props.data;
  const followed = new Set(props.data.followedCodes);
  if (props.data.error !== null)
    return (
      <div className="list-state" role="alert">
        <p>{props.data.error}</p>
        <Link className="btn" to={companyHref(props.path, query, lang)}>
          {t('home.retry')}
        </Link>
      </div>
    );
  const total = result?.total ?? 0;
  const noun = props.irMode ? 'irWebsites' : 'companies';
  return (
    <section className="company-results" aria-labelledby="company-results-title" aria-busy={loading}>
      <h2 id="company-results-title" className="company-results__count" aria-live="polite">
        {query.searchValue
          ? t(`companies.${noun}ResultsFor`, { count: total, total: formatCount(total), query: query.searchValue })
          : t(`companies.${noun}Results`, { count: total, total: formatCount(total) })}
      </h2>
      <ListState loading={loading} failed={false} empty={(result?.companyList.length ?? 0) === 0} skeletonCount={4}>
        <ul className="company-list">
          {result?.companyList.map((hit) => (
            <CompanyRow
              key={hit.companyCode}
              hit={hit}
              followed={followed.has(hit.companyCode)}
              irMode={props.irMode}
            />
          ))}
        </ul>
      </ListState>
      {result ? (
        <Pager
          page={query.page}
          total={result.total}
          pageSize={result.pageSize}
          href={(page) => companyHref(props.path, query, lang, { page })}
          label={t('square.pagination')}
        />
      ) : null}
    </section>
  );
}
