import type { APIRequestContext } from '@playwright/test';

/** The seed's paid-interaction demo (packages/db/src/seed/build-paid-demo.ts), found by its title. */
export async function findPaidDemo(request: APIRequestContext): Promise<number> {
  const search = await request.get(
    `/roadshow/search/searchActivities?searchValue=${encodeURIComponent('付费互动演示')}`,
  );
  const hits = ((await search.json()).result as { roadShowSquareList: { activityId: number; title: string }[] })
    .roadShowSquareList;
  const demo = hits.find((hit) => hit.title.includes('付费互动演示'));
  if (!demo) throw new Error('the seed has no paid-interaction demo');
  return demo.activityId;
}
