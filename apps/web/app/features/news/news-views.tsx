import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatChinaDateTime } from '@roadshow/contracts/format';
import type { NewsDetail, NewsItem, NewsList } from '@roadshow/contracts/news';
import { Pager } from '../../components/pager.tsx';
import { SharePanel } from '../../components/share/share-panel.tsx';
import { useLang, withLang } from '../../lib/lang.ts';

const articleHref = (newsId: number) => `/tab/flashNews?newsId=${newsId}`;

function NewsMeta({ item }: { item: NewsItem }) {
  return (
    <p className="news-meta">
      <time dateTime={item.publishedAt}>{formatChinaDateTime(item.publishedAt)}</time>
      {item.source ? <span>{item.source}</span> : null}
      {item.companyName ? (
        <span>
          {item.companyName}
          {item.companyCode ? ` ${item.companyCode}` : ''}
        </span>
      ) : null}
    </p>
  );
}

export function NewsListView({ list, page }: { list: NewsList; page: number }) {
  const { t } = useTranslation();
  const lang = useLang();
  if (list.newsList.length === 0) return <p className="list-state">{t('news.empty')}</p>;
  return (
    <>
      <ol className="news-list">
        {list.newsList.map((item) => (
          <li key={item.newsId} className="news-list__item">
            <h2 className="news-list__title">
              <Link to={withLang(articleHref(item.newsId), lang)}>{item.title}</Link>
            </h2>
            <p className="news-list__summary">{item.summary}</p>
            <NewsMeta item={item} />
          </li>
        ))}
      </ol>
      <Pager
        page={page}
        total={list.total}
        pageSize={list.pageSize}
        href={(target) => withLang(target > 1 ? `/tab/flashNews?page=${target}` : '/tab/flashNews', lang)}
        label={t('news.pagination')}
      />
    </>
  );
}

/** The article is plain text: each paragraph renders as text, never as markup. */
export function NewsArticleView({ detail }: { detail: NewsDetail }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { news, latest } = detail;
  return (
    <div className="news-article">
      <article className="news-article__body">
        <Link className="news-back" to={withLang('/tab/flashNews', lang)}>
          ← {t('news.back')}
        </Link>
        <h1>{news.title}</h1>
        <div className="news-article__meta-row">
          <NewsMeta item={news} />
          <SharePanel url={withLang(articleHref(news.newsId), lang)} title={news.title} text={news.summary} />
        </div>
        {news.paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
        <p className="news-disclaimer">{t('news.disclaimer')}</p>
      </article>
      <aside className="news-article__aside" aria-labelledby="news-latest">
        <h2 id="news-latest">{t('news.latest')}</h2>
        <ul>
          {latest.map((item) => (
            <li key={item.newsId}>
              <Link to={withLang(articleHref(item.newsId), lang)}>{item.title}</Link>
              <time dateTime={item.publishedAt}>{formatChinaDateTime(item.publishedAt)}</time>
            </li>
          ))}
        </ul>
      </aside>
    </div>
  );
}
