import type { Lang } from '@roadshow/contracts/locale';
import { sharePagePath, type AppShare, type ShareTarget } from '@roadshow/contracts/share';
import { AppError } from '@roadshow/http-kit/app-error';
import type { ApiContext } from '../../context.ts';
import { localize } from '../i18n/localize.ts';

const ID_PARAMETER: Record<ShareTarget, string> = { activity: 'activityId', theme: 'themeId', company: 'companyCode' };

function withQuery(base: string, query: Record<string, string>): string {
  const separator = base.includes('?') ? '&' : '?';
  return `${base}${separator}${new URLSearchParams(query).toString()}`;
}

/**
 * POST /roadshow/share/getAppShareUrl: how the mobile app and phones open an activity, topic or
 * company — a deep link in the app's scheme, the H5 page (configuration; our own H5 routes by
 * default) and the desktop page. 404 for something that does not exist or is not published.
 */
export async function buildAppShareUrl(
  ctx: Pick<ApiContext, 'repos' | 'config'>,
  options: { type: ShareTarget; id: string; lang: Lang },
): Promise<AppShare> {
  const { type, id, lang } = options;
  const title = await ctx.repos.share.shareTitle(type, id);
  if (!title) throw new AppError('NOT_FOUND');
  const query = { [ID_PARAMETER[type]]: id };
  const webUrl = sharePagePath(type, id);
  const h5Base =
    type === 'activity'
      ? (ctx.config.mobileActivityUrl ?? '/h5/activity')
      : type === 'theme'
        ? (ctx.config.mobileThemeUrl ?? '/h5/theme')
        : undefined;
  return {
    appUrl: withQuery(`${ctx.config.appScheme ?? 'roadshow'}://${type}`, { ...query, lang }),
    h5Url: h5Base ? withQuery(h5Base, { ...query, lang }) : webUrl,
    webUrl,
    title: localize(lang, title.zh, title.en, title.tc),
  };
}
