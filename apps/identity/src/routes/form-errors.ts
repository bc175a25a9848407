import type { z } from 'zod';
import { errorMessage, type ErrorCode, ERRORS } from '@roadshow/contracts/error-codes';
import type { Lang } from '@roadshow/contracts/locale';
import { AppError } from '@roadshow/http-kit/app-error';
import type { FormState } from '../pages/render-auth-pages.ts';

type Field = keyof FormState['fieldErrors'];

const FIELD_OF: Partial<Record<ErrorCode, Field>> = {
  PHONE_INVALID: 'phone',
  PHONE_TAKEN: 'phone',
  PHONE_NOT_REGISTERED: 'phone',
  SMS_CODE_WRONG: 'code',
  SMS_CODE_EXPIRED: 'code',
  PASSWORD_WEAK: 'password',
  TERMS_NOT_AGREED: 'agreed',
};

const isErrorCode = (value: string): value is ErrorCode => value in ERRORS;

/** A zod failure as field messages: our schemas put the error code in each issue's message. */
export function zodFieldErrors(error: z.ZodError, lang: Lang): FormState['fieldErrors'] {
  const fields: FormState['fieldErrors'] = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '') as Field;
    const code = isErrorCode(issue.message) ? issue.message : 'REQUIRED_MISSING';
    fields[field] ??= errorMessage(code, lang);
  }
  return fields;
}

/** Puts a service failure where the user will look for it: next to its field, or on top. */
export function applyError(state: FormState, error: unknown, lang: Lang): number {
  if (!(error instanceof AppError)) throw error;
  const field = FIELD_OF[error.code];
  const text = errorMessage(error.code, lang);
  if (field) state.fieldErrors[field] = text;
  else state.alert = { kind: 'error', text };
  return error.status;
}
