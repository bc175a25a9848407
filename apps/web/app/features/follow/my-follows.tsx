import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { FollowedItem, MyFollowList } from '@roadshow/contracts/follow';
import { FollowButton } from '../../components/follow-button.tsx';
import { identityUrl } from '../../components/header/auth-links.tsx';
import { Icon } from '../../components/icon.tsx';
import { useLang, useRootData, withLang } from '../../lib/lang.ts';
import './my-follows.css';

function FollowedRow({ item }: { item: FollowedItem }) {
  const lang = useLang();
  const name =
    item.targetType === 'company' ? (
      <Link to={withLang(`/tab/listedCompany?companyCode=${item.code}`, lang)}>{item.name}</Link>
    ) : (
      item.name
    );
  return (
    <li className="followed">
      {item.logo ? (
        <img className="followed__logo" src={item.logo} alt="" width={40} height={40} loading="lazy" />
      ) : (
        <span className="followed__logo followed__logo--letter" aria-hidden="true">
          {[...item.name][0]}
        </span>
      )}
      <span className="followed__text">
        <strong>{name}</strong>
        <span>{item.targetType === 'company' ? `${item.code} · ${item.detail}` : item.detail}</span>
      </span>
      <FollowButton targetType={item.targetType} code={item.code} name={item.name} initialFollowed size="small" />
    </li>
  );
}

function FollowedGroup(props: { id: string; title: string; empty: string; items: FollowedItem[] }) {
  return (
    <section className="follow-group" aria-labelledby={props.id}>
      <h2 id={props.id} className="section__title">
        {props.title} <span className="follow-group__count">{props.items.length}</span>
      </h2>
      {props.items.length === 0 ? (
        <div className="list-state list-state--empty">
          <Icon name="inbox" className="list-state__icon" />
          <p>{props.empty}</p>
        </div>
      ) : (
        <ul className="followed-list">
          {props.items.map((item) => (
            <FollowedRow key={`${item.targetType}:${item.code}`} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * /tab/management (decision 013): the companies and analysts the user follows, each with its
 * follow button to stop following; a visitor is asked to log in and comes back here.
 */
export function MyFollows({ follows }: { follows: MyFollowList | null }) {
  const { t } = useTranslation();
  const lang = useLang();
  const root = useRootData();
  const location = useLocation();
  // Rows stay after an unfollow (so a mistaken click can be undone) until the next visit.
  const items = follows?.followList ?? [];
  const service = `${root?.origin ?? ''}${location.pathname}${location.search}`;
  return (
    <main id="main" className="page my-follows">
      <title>{`${t('follow.title')} · ${t('site.name')}`}</title>
      <h1>{t('follow.title')}</h1>
      <p className="my-follows__lead">{t('follow.lead')}</p>
      {follows === null ? (
        <div className="list-state">
          <p>{t('follow.loginFirst')}</p>
          <a
            className="btn btn--primary"
            href={identityUrl(root?.config.identityUrl ?? '/identity', 'login', service, lang)}
          >
            {t('header.login')}
          </a>
        </div>
      ) : (
        <div className="my-follows__groups">
          <FollowedGroup
            id="followed-companies"
            title={t('follow.companies')}
            empty={t('follow.noCompanies')}
            items={items.filter((item) => item.targetType === 'company')}
          />
          <FollowedGroup
            id="followed-analysts"
            title={t('follow.analysts')}
            empty={t('follow.noAnalysts')}
            items={items.filter((item) => item.targetType === 'analyst')}
          />
          <p>
            <Link className="btn" to={withLang('/tab/listedCompany', lang)}>
              {t('follow.findCompanies')}
            </Link>
          </p>
        </div>
      )}
    </main>
  );
}
