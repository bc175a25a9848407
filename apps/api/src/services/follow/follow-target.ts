import type { FollowedItem, FollowRef, FollowState, MyFollowList } from '@roadshow/contracts/follow';
import type { SessionUser } from '@roadshow/contracts/identity';
import type { Lang } from '@roadshow/contracts/locale';
import { AppError } from '@roadshow/http-kit/app-error';
import type { ApiContext } from '../../context.ts';
import { localize } from '../i18n/localize.ts';

type Ctx = Pick<ApiContext, 'repos'>;

/** A follow of something that does not exist is refused, so the table holds real targets only. */
async function assertTargetExists(ctx: Ctx, ref: FollowRef): Promise<void> {
  if (ref.targetType === 'company') {
    if (!(await ctx.repos.companies.companyByCode(ref.code))) throw new AppError('COMPANY_NOT_FOUND');
  } else if ((await ctx.repos.companies.analystsByCodes([ref.code])).length === 0) {
    throw new AppError('ANALYST_NOT_FOUND');
  }
}

/** The caller's follow state of one target; a visitor reads as not following. */
export async function getFollowState(ctx: Ctx, user: SessionUser | null, ref: FollowRef): Promise<FollowState> {
  const [followed, followerCount] = await Promise.all([
    user
      ? ctx.repos.follows.isFollowing({ userId: user.userId, targetType: ref.targetType, targetCode: ref.code })
      : false,
    ctx.repos.follows.followerCount(ref.targetType, ref.code),
  ]);
  return { targetType: ref.targetType, code: ref.code, followed, loggedIn: user !== null, followerCount };
}

/**
 * Follows or stops following; idempotent either way (a double click, two tabs, a retried request
 * all end in the same state). Answers the state after the change.
 */
export async function setFollow(ctx: Ctx, user: SessionUser, ref: FollowRef, follow: boolean): Promise<FollowState> {
  const key = { userId: user.userId, targetType: ref.targetType, targetCode: ref.code };
  if (follow) {
    await assertTargetExists(ctx, ref);
    await ctx.repos.follows.follow(key);
  } else {
    await ctx.repos.follows.unfollow(key);
  }
  return getFollowState(ctx, user, ref);
}

/** Everything the user follows, named in the request's language; vanished targets are left out. */
export async function listMyFollows(ctx: Ctx, user: SessionUser, lang: Lang): Promise<MyFollowList> {
  const rows = await ctx.repos.follows.listForUser(user.userId);
  const codesOf = (type: string) => rows.filter((row) => row.targetType === type).map((row) => row.targetCode);
  const [companies, analysts] = await Promise.all([
    ctx.repos.companies.companiesByCodes(codesOf('company')),
    ctx.repos.companies.analystsByCodes(codesOf('analyst')),
  ]);
  const companyByCode = new Map(companies.map((row) => [row.code, row]));
  const analystByCode = new Map(analysts.map((row) => [row.code, row]));
  return {
    followList: rows.flatMap((row): FollowedItem[] => {
      const followedAt = row.createdAt.toISOString();
      if (row.targetType === 'company') {
        const company = companyByCode.get(row.targetCode);
        if (!company) return [];
        return [
          {
            targetType: 'company' as const,
            code: company.code,
            name: localize(lang, company.shortNameZh, company.shortNameEn, company.shortNameTc),
            detail:
              company.industryZh === null
                ? ''
                : localize(lang, company.industryZh, company.industryEn, company.industryTc),
            logo: company.logoUrl,
            followedAt,
          },
        ];
      }
      const analyst = analystByCode.get(row.targetCode);
      if (!analyst) return [];
      return [
        {
          targetType: 'analyst' as const,
          code: analyst.code,
          name: localize(lang, analyst.nameZh, analyst.nameEn, analyst.nameTc),
          detail: localize(lang, analyst.titleZh, analyst.titleEn, analyst.titleTc),
          logo: null,
          followedAt,
        },
      ];
    }),
  };
}
