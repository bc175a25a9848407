import { z } from 'zod';

// The personal profile of spec §3 (avatar, real name, nickname, gender, birthday, company,
// position, region, introduction) and the rules of spec §5. One schema validates the form in the
// browser and the call on the server; each issue's message is an error code (error-codes.ts),
// which both sides turn into words in the user's language.

export const PROFILE_LIMITS = {
  nickName: 20,
  realName: 20,
  email: 100,
  company: 50,
  position: 50,
  introduction: 500,
} as const;

/** Spec §9: the profile image is at most 2 MB, jpg, gif, png or bmp (spec §5). */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_MIME_TYPES = ['image/jpeg', 'image/gif', 'image/png', 'image/bmp', 'image/x-ms-bmp'] as const;
export const AVATAR_EXTENSIONS = ['jpg', 'jpeg', 'gif', 'png', 'bmp'] as const;

export const GENDERS = ['m', 'f', ''] as const;
export type Gender = (typeof GENDERS)[number];

/** The free-text fields the restricted-word check reads. */
export const PROFILE_TEXT_FIELDS = ['nickName', 'realName', 'company', 'position', 'introduction'] as const;
export type ProfileTextField = (typeof PROFILE_TEXT_FIELDS)[number];

/** Characters as a person counts them: 张伟 is 2, an emoji is 1. */
export const countCharacters = (value: string) => Array.from(value).length;

// Control characters never belong in a profile; only the introduction keeps line breaks and tabs.
const CONTROL = /[\p{Cc}\u2028\u2029]/u;
const hasNoControl = (value: string) => !CONTROL.test(value);
const hasNoControlButLayout = (value: string) => !CONTROL.test(value.replace(/\r?\n|\t/g, ''));

function text(max: number, tooLong: string, options: { multiline?: boolean } = {}) {
  return z
    .string()
    .trim()
    .refine((value) => countCharacters(value) <= max, { message: tooLong })
    .refine(options.multiline ? hasNoControlButLayout : hasNoControl, { message: 'TEXT_INVALID' });
}

// Deliberately plain: one @, a dot in the domain, no spaces. Whether the address exists is
// something only a message to it can tell.
const EMAIL_SHAPE = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".]{2,}$/;
const DATE_SHAPE = /^(\d{4})-(\d{2})-(\d{2})$/;
export const EARLIEST_BIRTHDAY = '1900-01-01';

/** Whether a YYYY-MM-DD string names a day that exists (no 2023-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = DATE_SHAPE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * The latest birthday anyone can have at `now`: today in the earliest time zone (UTC+14), so that
 * nobody, wherever they are, is refused their own date of birth.
 */
export function latestBirthday(now: Date): string {
  return new Date(now.getTime() + 14 * 3600_000).toISOString().slice(0, 10);
}

export const birthdaySchema = z
  .string()
  .trim()
  .refine((value) => value === '' || (isCalendarDate(value) && value >= EARLIEST_BIRTHDAY), {
    message: 'BIRTHDAY_INVALID',
  });

const regionCode = z
  .string()
  .trim()
  .regex(/^(\d{6})?$/, { message: 'REGION_UNKNOWN' });

/** Every field of the profile form, as the form sends it: '' means "not filled in". */
export const profileFieldsSchema = z.object({
  nickName: z
    .string()
    .trim()
    .min(1, { message: 'NICKNAME_REQUIRED' })
    .refine((value) => countCharacters(value) <= PROFILE_LIMITS.nickName, { message: 'NICKNAME_TOO_LONG' })
    .refine(hasNoControl, { message: 'TEXT_INVALID' }),
  realName: text(PROFILE_LIMITS.realName, 'REAL_NAME_TOO_LONG'),
  gender: z.enum(GENDERS, { message: 'GENDER_INVALID' }),
  birthday: birthdaySchema,
  email: z
    .string()
    .trim()
    .refine((value) => value === '' || (value.length <= PROFILE_LIMITS.email && EMAIL_SHAPE.test(value)), {
      message: 'EMAIL_INVALID',
    }),
  company: text(PROFILE_LIMITS.company, 'COMPANY_TOO_LONG'),
  position: text(PROFILE_LIMITS.position, 'POSITION_TOO_LONG'),
  /** Codes from provincesList; the server checks they are real choices (and the city in the province). */
  province: regionCode,
  city: regionCode,
  introduction: text(PROFILE_LIMITS.introduction, 'INTRODUCTION_TOO_LONG', { multiline: true }),
});
export type ProfileFields = z.infer<typeof profileFieldsSchema>;

/**
 * The profile form in the browser: every field, a birthday not after today, no city without a
 * province. The server runs the same checks against its own clock and its region table.
 */
export function profileFormSchema(now: () => Date = () => new Date()) {
  return profileFieldsSchema.superRefine((value, issues) => {
    if (value.birthday && value.birthday > latestBirthday(now()))
      issues.addIssue({ code: 'custom', path: ['birthday'], message: 'BIRTHDAY_INVALID' });
    if (value.city && !value.province) issues.addIssue({ code: 'custom', path: ['city'], message: 'REGION_UNKNOWN' });
  });
}

/** POST /identity/v2/user/updateUserInfo: the fields to change; a field left out keeps its value. */
export const updateUserInfoBodySchema = profileFieldsSchema.partial();
export type UpdateUserInfoBody = z.infer<typeof updateUserInfoBodySchema>;

/** GET /identity/v2/user/getUserProfile */
export const userProfileSchema = z.object({
  userId: z.string(),
  /** Masked: 138****0001. */
  mobile: z.string(),
  /** URL of the avatar, '' when there is none. */
  userImage: z.string(),
  nickName: z.string(),
  realName: z.string(),
  gender: z.enum(GENDERS),
  birthday: z.string(),
  email: z.string(),
  company: z.string(),
  position: z.string(),
  /** The most precise place chosen: the city's code, else the province's, else ''. */
  region: z.string(),
  province: z.string(),
  city: z.string(),
  introduction: z.string(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/** POST /identity/v2/user/updateUserInfoSafetyCheck: any of the text fields, as typed. */
export const safetyCheckBodySchema = z.object(
  Object.fromEntries(PROFILE_TEXT_FIELDS.map((field) => [field, z.string().max(2000).optional()])) as Record<
    ProfileTextField,
    z.ZodOptional<z.ZodString>
  >,
);
export const safetyCheckResultSchema = z.object({
  /** True when nothing restricted was found. */
  passed: z.boolean(),
  /** Every restricted word found, once, in the request's script. */
  words: z.array(z.string()),
  fields: z.array(z.object({ field: z.enum(PROFILE_TEXT_FIELDS), words: z.array(z.string()) })),
});
export type SafetyCheckResult = z.infer<typeof safetyCheckResultSchema>;

/** POST /identity/v2/user/uploadUserImage answers the new avatar's URL. */
export const uploadUserImageResultSchema = z.object({ userImage: z.string() });
export type UploadUserImageResult = z.infer<typeof uploadUserImageResultSchema>;

const regionChoiceSchema = z.object({ code: z.string(), name: z.string() });
export type RegionChoice = z.infer<typeof regionChoiceSchema>;

/** POST /identity/v2/user/provincesList: provinces with their cities, named in the request's language. */
export const provincesListResultSchema = z.object({
  provinces: z.array(regionChoiceSchema.extend({ cities: z.array(regionChoiceSchema) })),
});
export type ProvincesList = z.infer<typeof provincesListResultSchema>;
