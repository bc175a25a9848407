import { useTranslation } from 'react-i18next';
import { ActivityGridBlock } from '../features/home/activity-grid-block.tsx';
import { ClassBlock } from '../features/home/class-block.tsx';
import { HomeHero } from '../features/home/home-hero.tsx';
import { HomePicture } from '../features/home/home-picture.tsx';
import { HotCompanies } from '../features/home/hot-companies.tsx';
import { loadHome } from '../features/home/load-home.server.ts';
import { NearFutureCarousel } from '../features/home/near-future-carousel.tsx';
import { SquarePreview } from '../features/home/square-preview.tsx';
import { VideoBlock } from '../features/home/video-block.tsx';
import { serverApi } from '../lib/api.server.ts';
import { langFromRequest } from '../lib/lang.ts';
import '../features/home/home.css';
import type { Route } from './+types/home';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadHome(serverApi(context, langFromRequest(request)));
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const data = loaderData;
  return (
    <main id="main" className="home">
      <title>{t('site.title')}</title>
      <meta name="description" content={t('site.description')} />
      <HomeHero banners={data.banners} />
      <div className="page">
        <NearFutureCarousel items={data.nearFuture} />
        <SquarePreview tabs={data.squareTabs} initial={data.square} />
        <HomePicture picture={data.homePicture} />
        <div className="home__split">
          <VideoBlock videos={data.videos} />
          <HotCompanies companies={data.hotCompanies} />
        </div>
        <ActivityGridBlock
          id="recommended"
          title={t('home.recommended')}
          items={data.recommended}
          moreHref="/tab/roadshowSquare"
        />
        <ClassBlock initial={data.classes} />
        <ActivityGridBlock
          id="offline-research"
          title={t('home.offlineResearch')}
          items={data.offline}
          columns="three"
        />
      </div>
    </main>
  );
}
