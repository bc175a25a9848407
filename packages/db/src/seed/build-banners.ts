import type { banners } from '../schema.ts';
import { BANNERS } from './banners-data.ts';
import type { Localize } from './localized-columns.ts';
import type { ReportPeriod } from './report-periods.ts';

export function buildBannerRows(
  localize: Localize,
  latest: ReportPeriod,
  topicIds: readonly number[],
): (typeof banners.$inferInsert)[] {
  return BANNERS.map((banner, index) => {
    const topicId = 'topicIndex' in banner.link ? topicIds[banner.link.topicIndex] : undefined;
    if ('topicIndex' in banner.link && topicId === undefined) throw new Error('banner links to a missing topic');
    return {
      placement: banner.placement,
      ...localize('title', banner.title(latest)),
      ...localize('subtitle', banner.subtitle),
      imageUrl: banner.imageUrl,
      linkUrl: 'route' in banner.link ? banner.link.route : `/tab/activityThemeDetail?themeId=${topicId}`,
      sort: index + 1,
      active: true,
    };
  });
}
