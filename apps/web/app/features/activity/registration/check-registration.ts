import { ERRORS, errorMessage } from '@roadshow/contracts/error-codes';
import { phoneSchema } from '@roadshow/contracts/identity';
import type { Lang } from '@roadshow/contracts/locale';
import {
  registrationCrossFieldIssues,
  registrationFormSchema,
  registrationUserIssues,
  type RegistrationForm,
} from '@roadshow/contracts/registration-form';
import { draftOf, issuesToFields, type FieldErrors } from './form-errors.ts';

export interface RegistrationCheck {
  /** The form to send, or null when something is wrong. */
  form: RegistrationForm | null;
  errors: FieldErrors;
  /** The line above the submit button: "required fields are missing" or the first field's message. */
  formError: string | null;
}

/**
 * The browser's check before sending: the shared schema, the cross-field rules and the login-phone
 * rule (spec §5), each message in the user's language.
 */
export function checkRegistration(fields: Record<string, unknown>, userPhone: string, lang: Lang): RegistrationCheck {
  // Untouched fields count as empty, so each gets its own message (not a type error).
  const values = {
    ...{ idCardImageKey: '', businessCardImageKey: '', agreedTerms: false, phone: '' },
    ...draftOf(fields),
  };
  const parsed = registrationFormSchema.safeParse(values);
  const issues: { path: PropertyKey[]; message: string }[] = parsed.success
    ? []
    : [...parsed.error.issues, ...registrationCrossFieldIssues(values)];
  // The login-phone rule too, as soon as the number itself is well formed.
  const phone = phoneSchema.safeParse(values.phone ?? '');
  if (phone.success)
    for (const issue of registrationUserIssues({ name: '', phone: phone.data }, { mobile: userPhone }))
      issues.push({ path: [issue.path], message: issue.code });
  const errors = issuesToFields(issues, lang);
  if (parsed.success && Object.keys(errors).length === 0) return { form: parsed.data, errors, formError: null };
  const missing = issues.some((issue) => issue.message === 'REQUIRED_MISSING' || !(issue.message in ERRORS));
  return {
    form: null,
    errors,
    formError: missing ? errorMessage('REQUIRED_MISSING', lang) : (Object.values(errors)[0] ?? null),
  };
}
