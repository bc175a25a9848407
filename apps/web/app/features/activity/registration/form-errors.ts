import type { FieldError } from '@roadshow/contracts/envelope';
import { ERRORS, errorMessage, type ErrorCode } from '@roadshow/contracts/error-codes';
import type { Lang } from '@roadshow/contracts/locale';
import { registrationDraftSchema, type RegistrationDraft } from '@roadshow/contracts/registration-form';

export type FieldErrors = Partial<Record<string, string>>;

/** Schema issues carry an error code as message: the first one per field, in the user's language. */
export function issuesToFields(issues: { path: PropertyKey[]; message: string }[], lang: Lang): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const code = (issue.message in ERRORS ? issue.message : 'REQUIRED_MISSING') as ErrorCode;
    errors[String(issue.path[0])] ??= errorMessage(code, lang);
  }
  return errors;
}

/** An ApiError's fields (`body.form.name` or `body.name`) on the form's fields. */
export function serverFieldErrors(fields: FieldError[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of fields) {
    const name = field.path
      .replace(/^body\./, '')
      .replace(/^form\./, '')
      .split('.')[0];
    if (name) errors[name] ??= field.message;
  }
  return errors;
}

/** What the form holds, as a draft the store accepts: unknown keys and empty values left out. */
export function draftOf(values: Record<string, unknown>): RegistrationDraft {
  const draft: Record<string, unknown> = {};
  for (const key of Object.keys(registrationDraftSchema.shape)) {
    const value = values[key];
    if (value !== undefined && value !== null) draft[key] = value;
  }
  const parsed = registrationDraftSchema.safeParse(draft);
  if (parsed.success) return parsed.data;
  // Something too long to keep: keep the rest.
  const bad = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
  return registrationDraftSchema.parse(Object.fromEntries(Object.entries(draft).filter(([key]) => !bad.has(key))));
}
