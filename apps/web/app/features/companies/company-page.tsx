import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCount } from '@roadshow/contracts/format';
import { ActivityCard } from '../../components/activity-card.tsx';
import { FollowButton } from '../../components/follow-button.tsx';
import { Icon } from '../../components/icon.tsx';
import { SharePanel } from '../../components/share/share-panel.tsx';
import { useLang, withLang } from '../../lib/lang.ts';
import { ShareMeta } from '../../lib/share-meta.tsx';
import type { CompanyPageData } from './load-companies.server.ts';

/** /tab/listedCompany?companyCode=: profile, IR website, events and analysts; previews well when shared. */
export function CompanyPage({ data }: { data: CompanyPageData }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { company, activityManageList, activityTotal, analystList } = data.detail;
  const [followers, setFollowers] = useState(data.follow.followerCount);
  const followedAnalysts = new Set(data.followedAnalysts);
  const description = company.introduction;
  const pageUrl = withLang(`/tab/listedCompany?companyCode=${encodeURIComponent(company.companyCode)}`, lang);
  return (
    <main id="main" className="page company-page">
      <title>{`${company.companyName} (${company.companyCode}) · ${t('pages.listedCompany')} · ${t('site.name')}`}</title>
      <ShareMeta
        title={`${company.companyName} (${company.companyCode})`}
        description={description}
        image={company.logo}
        url={pageUrl}
        lang={lang}
        origin={data.origin}
        siteName={t('site.name')}
      />
      <Link className="company-back" to={withLang('/tab/listedCompany', lang)}>
        ← {t('companies.back')}
      </Link>
      <header className="company-hero">
        {company.logo ? <img className="company-hero__logo" src={company.logo} alt="" width={88} height={88} /> : null}
        <div className="company-hero__text">
          <h1>
            {company.companyName} <span className="company-hero__code">{company.companyCode}</span>
          </h1>
          <p className="company-hero__full">{company.fullName}</p>
          <p className="company-hero__meta">
            <span>{t(`companies.exchanges.${company.exchange}`)}</span>
            {company.industry ? <span>{company.industry}</span> : null}
            <span>{t('home.heat', { value: formatCount(company.degree) })}</span>
            <span>{t('follow.followers', { count: followers })}</span>
          </p>
        </div>
        <div className="company-hero__actions">
          <FollowButton
            targetType="company"
            code={company.companyCode}
            name={company.companyName}
            initialFollowed={data.follow.followed}
            onChange={(followed) => setFollowers((count) => Math.max(0, count + (followed ? 1 : -1)))}
          />
          {data.openVisitSlots > 0 ? (
            <Link
              className="btn btn--primary company-hero__book"
              to={withLang(
                `/tab/visitor?${new URLSearchParams({ companyCode: company.companyCode, companyName: company.companyName }).toString()}`,
                lang,
              )}
            >
              {t('companies.bookVisit')}
              <span className="company-hero__slots">
                {t('companies.bookVisitSlots', { count: data.openVisitSlots })}
              </span>
            </Link>
          ) : null}
          <SharePanel url={pageUrl} title={company.companyName} text={description} />
          {company.irWebsite ? (
            <a className="btn" href={company.irWebsite} target="_blank" rel="noopener noreferrer">
              <Icon name="globe" /> {t('companies.visitIrWebsite')}
            </a>
          ) : null}
        </div>
      </header>

      <section className="company-section" aria-labelledby="company-profile">
        <h2 id="company-profile" className="section__title">
          {t('companies.profile')}
        </h2>
        <p className="company-profile__text">{company.introduction}</p>
        <dl className="company-facts">
          <dt>{t('companies.stockCode')}</dt>
          <dd>{company.companyCode}</dd>
          <dt>{t('companies.exchange')}</dt>
          <dd>{t(`companies.exchanges.${company.exchange}`)}</dd>
          <dt>{t('companies.irWebsite')}</dt>
          <dd>
            {company.irWebsite ? (
              <a href={company.irWebsite} target="_blank" rel="noopener noreferrer">
                {company.irWebsite.replace(/^https?:\/\//, '')}
              </a>
            ) : (
              t('companies.noIrWebsite')
            )}
          </dd>
        </dl>
      </section>

      <section className="company-section" aria-labelledby="company-activities">
        <div className="section__head">
          <h2 id="company-activities" className="section__title">
            {t('companies.activities', { count: activityTotal })}
          </h2>
          {activityTotal > activityManageList.length ? (
            <Link
              className="section__more"
              to={withLang(`/tab/roadshowSquare?searchValue=${encodeURIComponent(company.companyCode)}`, lang)}
            >
              {t('home.more')}
            </Link>
          ) : null}
        </div>
        {activityManageList.length === 0 ? (
          <p className="list-state">{t('companies.noActivities')}</p>
        ) : (
          <div className="card-grid card-grid--four">
            {activityManageList.map((activity) => (
              <ActivityCard key={activity.activityId} activity={activity} />
            ))}
          </div>
        )}
      </section>

      <section className="company-section" aria-labelledby="company-analysts">
        <h2 id="company-analysts" className="section__title">
          {t('companies.analysts')}
        </h2>
        {analystList.length === 0 ? (
          <p className="list-state">{t('companies.noAnalysts')}</p>
        ) : (
          <ul className="analyst-list">
            {analystList.map((analyst) => (
              <li key={analyst.analystCode} className="analyst">
                <span className="analyst__avatar" aria-hidden="true">
                  {[...analyst.name][0]}
                </span>
                <span className="analyst__text">
                  <strong>{analyst.name}</strong>
                  <span>{analyst.title}</span>
                  <span>{t('companies.analystEvents', { count: analyst.activityCount })}</span>
                </span>
                <FollowButton
                  targetType="analyst"
                  code={analyst.analystCode}
                  name={analyst.name}
                  initialFollowed={followedAnalysts.has(analyst.analystCode)}
                  size="small"
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}
