import SearchBar from 'antd-mobile/es/components/search-bar';
import Skeleton from 'antd-mobile/es/components/skeleton';
import Tabs from 'antd-mobile/es/components/tabs';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useNavigation } from 'react-router';
import { Icon } from '../../components/icon.tsx';
import { MobileProvider } from '../../components/mobile-provider.tsx';
import { H5SquareFeed } from '../../features/h5-square/h5-square-feed.tsx';
import { H5_SQUARE_TABS, h5SquareHref, type H5SquareQuery } from '../../features/h5-square/h5-square-query.ts';
import '../../features/h5-square/h5-square.css';
import { loadH5Square } from '../../features/h5-square/load-h5-square.server.ts';
import { serverApi } from '../../lib/api.server.ts';
import { langFromRequest, useLang, withLang } from '../../lib/lang.ts';
import type { Route } from './+types/h5-roadshow-square';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadH5Square(serverApi(context, langFromRequest(request)), new URL(request.url));
}

/** Spec §2 /tab/h5-roadshowSquare: the roadshow square for phones; same search, endless list. */
export default function H5RoadshowSquare({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const { query, result, error } = loaderData;
  const go = (change: Partial<H5SquareQuery>) => navigate(withLang(h5SquareHref({ ...query, ...change }), lang));
  const loading = navigation.state === 'loading' && navigation.location.pathname === '/tab/h5-roadshowSquare';
  return (
    <MobileProvider>
      <main id="main" className="mobile-page h5-square">
        <title>{`${t('pages.h5RoadshowSquare')} · ${t('site.name')}`}</title>
        <meta name="description" content={t('square.description')} />
        <header className="h5-square__head">
          <div className="h5-square__bar">
            <h1 className="h5-square__title">{t('pages.h5RoadshowSquare')}</h1>
            <Link className="h5-square__desktop" to={withLang('/tab/roadshowSquare', lang)}>
              {t('media.square.desktop')}
            </Link>
          </div>
          <form
            role="search"
            onSubmit={(event) => event.preventDefault()}
            className="h5-square__search"
            aria-label={t('media.square.searchLabel')}
          >
            <SearchBar
              key={query.searchValue}
              defaultValue={query.searchValue}
              placeholder={t('media.square.searchPlaceholder')}
              maxLength={100}
              cancelText={t('media.square.cancel')}
              searchIcon={<Icon name="search" />}
              onSearch={(value) => go({ searchValue: value.trim() })}
              onClear={() => (query.searchValue ? go({ searchValue: '' }) : undefined)}
            />
          </form>
          <Tabs className="h5-square__tabs" activeKey={String(query.tab)} onChange={(key) => go({ tab: Number(key) })}>
            {H5_SQUARE_TABS.map((tab) => (
              <Tabs.Tab key={String(tab)} title={t(`squareTabs.${tab}`)} />
            ))}
          </Tabs>
        </header>
        {loading ? (
          <div className="h5-square__skeleton" aria-busy="true" aria-label={t('media.square.loading')}>
            <Skeleton.Paragraph lineCount={6} animated />
          </div>
        ) : error ? (
          <p className="h5-square__state" role="alert">
            {error}
          </p>
        ) : result && result.roadShowSquareList.length === 0 ? (
          <div className="h5-square__state">
            <Icon name="inbox" className="h5-square__empty-icon" />
            <p>{t('home.empty')}</p>
          </div>
        ) : result ? (
          <H5SquareFeed key={`${query.tab}|${query.searchValue}`} query={query} first={result} />
        ) : null}
      </main>
    </MobileProvider>
  );
}
