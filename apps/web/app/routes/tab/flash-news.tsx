import { useTranslation } from 'react-i18next';
import { loadNews } from '../../features/news/load-news.server.ts';
import { NewsArticleView, NewsListView } from '../../features/news/news-views.tsx';
import '../../features/news/news.css';
import { serverApi } from '../../lib/api.server.ts';
import { langFromRequest, useLang, withLang } from '../../lib/lang.ts';
import { ShareMeta } from '../../lib/share-meta.tsx';
import type { Route } from './+types/flash-news';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadNews(serverApi(context, langFromRequest(request)), new URL(request.url));
}

/** Spec §2 /tab/flashNews: value news, newest first; `?newsId=` opens one article. */
export default function FlashNews({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLang();
  if (loaderData.view === 'article') {
    const { news } = loaderData.detail;
    return (
      <main id="main" className="page news">
        <title>{`${news.title} · ${t('pages.flashNews')} · ${t('site.name')}`}</title>
        <ShareMeta
          type="article"
          title={news.title}
          description={news.summary}
          url={withLang(`/tab/flashNews?newsId=${news.newsId}`, lang)}
          lang={lang}
          siteName={t('site.name')}
        />
        <NewsArticleView detail={loaderData.detail} />
      </main>
    );
  }
  return (
    <main id="main" className="page news">
      <title>{`${t('pages.flashNews')} · ${t('site.name')}`}</title>
      <meta name="description" content={t('news.description')} />
      <h1 className="news__title">{t('pages.flashNews')}</h1>
      {loaderData.error ? (
        <p className="list-state" role="alert">
          {loaderData.error}
        </p>
      ) : loaderData.list ? (
        <NewsListView list={loaderData.list} page={loaderData.page} />
      ) : null}
    </main>
  );
}
