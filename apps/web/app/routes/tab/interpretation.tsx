import { useTranslation } from 'react-i18next';
import { LinkTabs } from '../../components/link-tabs.tsx';
import { Pager } from '../../components/pager.tsx';
import { loadInterpretation } from '../../features/interpretation/load-interpretation.server.ts';
import { VideoGrid } from '../../features/interpretation/video-grid.tsx';
import { VideoPlayer } from '../../features/interpretation/video-player.tsx';
import { VIDEO_TABS, videoHref } from '../../features/interpretation/video-query.ts';
import '../../features/interpretation/interpretation.css';
import { serverApi } from '../../lib/api.server.ts';
import { langFromRequest, useLang, withLang } from '../../lib/lang.ts';
import type { Route } from './+types/interpretation';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadInterpretation(serverApi(context, langFromRequest(request)), new URL(request.url));
}

/** Spec §2 /tab/interpretation: financial-report videos by report kind; the lead (or `videoId`) plays. */
export default function Interpretation({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const { query, list, playing, shared, error } = loaderData;
  return (
    <main id="main" className="page interpretation">
      <title>{`${shared && playing ? `${playing.title} · ` : ''}${t('pages.interpretation')} · ${t('site.name')}`}</title>
      <meta name="description" content={t('media.description')} />
      <h1 className="interpretation__title">{t('pages.interpretation')}</h1>
      <LinkTabs
        label={t('media.tabsLabel')}
        tabs={VIDEO_TABS.map((tab) => ({
          key: tab,
          label: t(`videoTabs.${tab}`),
          href: withLang(videoHref({ tab, page: 1 }), lang),
          current: tab === query.tab,
        }))}
      />
      {playing ? <VideoPlayer video={playing} /> : null}
      {error ? (
        <p className="list-state" role="alert">
          {error}
        </p>
      ) : list && list.videoList.length === 0 ? (
        <p className="list-state">{t('home.empty')}</p>
      ) : list ? (
        <section aria-labelledby="more-videos">
          <h2 id="more-videos" className="section__title">
            {t('media.moreVideos')}
          </h2>
          <VideoGrid videos={list.videoList} query={query} playingId={playing?.videoId ?? null} />
          <Pager
            page={query.page}
            total={list.total}
            pageSize={list.pageSize}
            href={(target) => withLang(videoHref({ ...query, page: target }), lang)}
            label={t('media.pagination')}
          />
        </section>
      ) : null}
    </main>
  );
}
