import type { ApiClient } from '../../lib/api-client.ts';

const settle = <T>(promise: Promise<T>): Promise<T | null> =>
  promise.then(
    (value) => value,
    () => null,
  );

/**
 * Everything the home page shows, fetched at once. A failing block shows its own retry state;
 * only when every block fails is the page an error (the platform itself is down).
 */
export async function loadHome(api: ApiClient) {
  const [banners, homePicture, nearFuture, recommended, squareTabs, square, videos, hotCompanies, classes, offline] =
    await Promise.all([
      settle(api.banners()),
      settle(api.homePicture()),
      settle(api.nearFutureRoadshows()),
      settle(api.recommendedRoadshows()),
      settle(api.squareTabs()),
      settle(api.squareList(1)),
      settle(api.financialVideos(1)),
      settle(api.hotCompanies()),
      settle(api.classroomList(1)),
      settle(api.offlineResearch()),
    ]);
  const blocks = [banners, nearFuture, recommended, squareTabs, square, videos, hotCompanies, classes, offline];
  if (blocks.every((block) => block === null)) throw new Error('every home block failed to load');
  return {
    banners: banners?.bannerPicList ?? [],
    homePicture: homePicture ?? null,
    nearFuture: nearFuture?.activityManageList ?? null,
    recommended: recommended?.activityManageList ?? null,
    squareTabs: squareTabs ?? { all: true, performance: false, other: false },
    square: square?.roadShowSquareList ?? null,
    videos: videos?.videoList ?? null,
    hotCompanies: hotCompanies?.result.degreeList ?? null,
    classes: classes?.roadShowSquareList ?? null,
    offline: offline?.offlineResearchList ?? null,
  };
}

export type HomeData = Awaited<ReturnType<typeof loadHome>>;
