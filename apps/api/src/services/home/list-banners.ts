import type { Banner } from '@roadshow/contracts/home';
import type { Lang } from '@roadshow/contracts/locale';
import type { ApiContext } from '../../context.ts';
import type { HomeContentRepository } from '../../repositories/home-content-repository.ts';
import { localize } from '../i18n/localize.ts';

type BannerRow = Awaited<ReturnType<HomeContentRepository['activeBanners']>>[number];

function toBanner(row: BannerRow, lang: Lang): Banner {
  return {
    bannerId: row.id,
    title: localize(lang, row.titleZh, row.titleEn, row.titleTc),
    subtitle: localize(lang, row.subtitleZh, row.subtitleEn, row.subtitleTc),
    imageUrl: row.imageUrl,
    linkUrl: row.linkUrl,
  };
}

export async function listBanners(ctx: Pick<ApiContext, 'repos'>, input: { lang: Lang }) {
  const rows = await ctx.repos.homeContent.activeBanners('home');
  return { bannerPicList: rows.map((row) => toBanner(row, input.lang)) };
}

/** The single promotional picture of the home page, or null when none is active. */
export async function getHomePicture(ctx: Pick<ApiContext, 'repos'>, input: { lang: Lang }): Promise<Banner | null> {
  const [row] = await ctx.repos.homeContent.activeBanners('homePicture');
  return row ? toBanner(row, input.lang) : null;
}
