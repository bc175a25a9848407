export const VIDEO_TABS = [1, 2, 3, 4] as const;

/** The page's state lives in the URL: a video can be shared, bookmarked and server-rendered. */
export interface VideoQuery {
  tab: number;
  page: number;
}

/** Reads the URL leniently: a malformed tab or page reads as the default. */
export function readVideoQuery(params: URLSearchParams): VideoQuery {
  const tab = Number(params.get('tab') ?? 1);
  const page = Number(params.get('page') ?? 1);
  return {
    tab: (VIDEO_TABS as readonly number[]).includes(tab) ? tab : 1,
    page: Number.isInteger(page) && page >= 1 && page <= 500 ? page : 1,
  };
}

/** The URL of a tab, page and playing video; the latest tab, page 1 and the lead are left out. */
export function videoHref(query: VideoQuery, videoId?: number): string {
  const params = new URLSearchParams();
  if (query.tab !== 1) params.set('tab', String(query.tab));
  if (query.page > 1) params.set('page', String(query.page));
  if (videoId !== undefined) params.set('videoId', String(videoId));
  const search = params.toString();
  return `/tab/interpretation${search ? `?${search}` : ''}`;
}
