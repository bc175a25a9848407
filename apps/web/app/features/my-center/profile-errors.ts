import type { z } from 'zod';
import type { FieldError } from '@roadshow/contracts/envelope';
import { errorMessage, isErrorCode } from '@roadshow/contracts/error-codes';
import type { Lang } from '@roadshow/contracts/locale';
import type { ProfileFields } from '@roadshow/contracts/profile';

export type ProfileErrors = Partial<Record<keyof ProfileFields, string>>;

const FIELDS = new Set<string>([
  'nickName',
  'realName',
  'gender',
  'birthday',
  'email',
  'company',
  'position',
  'province',
  'city',
  'introduction',
]);
const isField = (name: string): name is keyof ProfileFields => FIELDS.has(name);

/** The schema's issues as words next to their fields: each issue's message is an error code. */
export function zodProfileErrors(error: z.ZodError, lang: Lang): ProfileErrors {
  const errors: ProfileErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!isField(field)) continue;
    errors[field] ??= errorMessage(isErrorCode(issue.message) ? issue.message : 'BAD_REQUEST', lang);
  }
  return errors;
}

/** The identity service's field errors (path `body.email`), already in the user's language. */
export function serverProfileErrors(fields: FieldError[]): ProfileErrors {
  const errors: ProfileErrors = {};
  for (const { path, message } of fields) {
    const field = path.replace(/^body\./, '').split('.')[0] ?? '';
    if (isField(field)) errors[field] ??= message;
  }
  return errors;
}

/** What the form posts, as the schema reads it: every field a string, '' when left empty. */
export function profileValues(form: FormData): Record<keyof ProfileFields, string> {
  const value = (name: keyof ProfileFields) => {
    const entry = form.get(name);
    return typeof entry === 'string' ? entry : '';
  };
  return {
    nickName: value('nickName'),
    realName: value('realName'),
    gender: value('gender'),
    birthday: value('birthday'),
    email: value('email'),
    company: value('company'),
    position: value('position'),
    province: value('province'),
    city: value('city'),
    introduction: value('introduction'),
  };
}
