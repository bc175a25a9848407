import { useTranslation } from 'react-i18next';
import { loadSquare } from '../../features/square/load-square.server.ts';
import { SearchResults } from '../../features/square/search-results.tsx';
import { SquareFilters } from '../../features/square/square-filters.tsx';
import { SquareSearchBar } from '../../features/square/square-search-bar.tsx';
import { SquareTabs } from '../../features/square/square-tabs.tsx';
import '../../features/square/square.css';
import { serverApi } from '../../lib/api.server.ts';
import { langFromRequest } from '../../lib/lang.ts';
import type { Route } from './+types/roadshow-square';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadSquare(serverApi(context, langFromRequest(request)), new URL(request.url));
}

/** Spec §2 /tab/roadshowSquare: every roadshow, searchable (searchValue), by tab, filtered and paged. */
export default function RoadshowSquare({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { query } = loaderData;
  return (
    <main id="main" className="page square">
      <title>{`${query.searchValue ? `${query.searchValue} · ` : ''}${t('pages.roadshowSquare')} · ${t('site.name')}`}</title>
      <meta name="description" content={t('square.description')} />
      <header className="square__head">
        <h1>{t('pages.roadshowSquare')}</h1>
        <SquareSearchBar query={query} />
      </header>
      <SquareTabs query={query} />
      <div className="square__body">
        <SquareFilters query={query} industries={loaderData.industries} />
        <SearchResults query={query} result={loaderData.result} error={loaderData.error} now={loaderData.now} />
      </div>
    </main>
  );
}
