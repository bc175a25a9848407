import { errorMessage } from '@roadshow/contracts/error-codes';
import type { Lang } from '@roadshow/contracts/locale';
import { latestBirthday, type UpdateUserInfoBody, type UserProfile } from '@roadshow/contracts/profile';
import { AppError } from '@roadshow/http-kit/app-error';
import type { IdentityContext } from '../../context.ts';
import type { LiveSession } from '../../repositories/session-repository.ts';
import type { ProfileChanges } from '../../repositories/user-repository.ts';
import { isKnownRegion } from '../regions/list-regions.ts';
import { assertNoRestrictedWords } from './find-profile-restricted-words.ts';
import { toUserProfile } from './to-user-profile.ts';

function fieldError(code: 'BIRTHDAY_INVALID' | 'REGION_UNKNOWN', field: string, lang: Lang) {
  return new AppError(code, { fields: [{ path: `body.${field}`, message: errorMessage(code, lang) }] });
}

/** Which of the pair is wrong, or null when '' / '' (not chosen) or a real province and city. */
function wrongRegionField(province: string, city: string): 'province' | 'city' | null {
  if (province === '') return city === '' ? null : 'city';
  if (!isKnownRegion(province)) return 'province';
  return isKnownRegion(province, city) ? null : 'city';
}

/**
 * Saves the profile fields the body names (the schema has checked each one's shape). What the
 * schema cannot know is checked here: the birthday against our clock, the province and city
 * against the region table, and the text against the restricted words.
 */
export async function updateUserProfile(
  ctx: IdentityContext,
  options: { session: LiveSession; changes: UpdateUserInfoBody; lang: Lang },
): Promise<UserProfile> {
  const { session, changes, lang } = options;
  const { user } = session;
  const now = ctx.now();

  if (changes.birthday && changes.birthday > latestBirthday(now))
    throw fieldError('BIRTHDAY_INVALID', 'birthday', lang);

  const columns: ProfileChanges = { ...changes };
  if (changes.province !== undefined || changes.city !== undefined) {
    // Checked as the pair they will be after saving; region is the most precise of the two.
    const province = changes.province ?? user.province;
    const city = changes.city ?? user.city;
    const wrong = wrongRegionField(province, city);
    if (wrong) throw fieldError('REGION_UNKNOWN', wrong, lang);
    Object.assign(columns, { province, city, region: city || province });
  }

  await assertNoRestrictedWords(ctx.moderation, changes, lang);

  const saved = await ctx.repos.users.updateProfile(user.id, columns, now);
  if (!saved) throw new AppError('UNAUTHORIZED');
  return toUserProfile(saved);
}
