import type { RegistrationForm } from '@roadshow/contracts/registration-form';
import type { ApiContext } from '../../context.ts';
import { openSignInfo, sealSignInfo } from '../sign-info/sign-info-crypto.ts';

// The registration form kept with a sign-up carries an identity-document number: encrypted at rest
// and masked on display (DESIGN §6). Only the number is sealed; the rest stays queryable.

type Secret = Pick<ApiContext, 'config'>;
type Owner = { activityId: number; userId: string };
type StoredForm = Record<string, unknown> & { certificateNumber?: unknown; certificateNumberLast4?: unknown };

const boundTo = (owner: Owner) => `sign-up-form:${owner.activityId}:${owner.userId}`;

/** The form as the sign-up row stores it: the number sealed, its last four kept for the mask. */
export function sealSignUpForm(ctx: Secret, owner: Owner, form: RegistrationForm): StoredForm {
  return {
    ...form,
    certificateNumber: sealSignInfo(form.certificateNumber, ctx.config.tokenSecret, boundTo(owner)),
    certificateNumberLast4: form.certificateNumber.slice(-4),
  };
}

/** The stored form with its number readable again, for the owner's own checks; null when none. */
export function openSignUpForm(ctx: Secret, row: Owner & { form: unknown }): Record<string, unknown> | null {
  if (!row.form || typeof row.form !== 'object') return null;
  const { certificateNumberLast4: _last4, ...form } = row.form as StoredForm;
  const number = typeof form.certificateNumber === 'string' ? form.certificateNumber : '';
  // Rows written before sealing hold the plain number; a sealed value always starts "v1.".
  const plain = number.startsWith('v1.') ? openSignInfo(number, ctx.config.tokenSecret, boundTo(row)) : number;
  return { ...form, certificateNumber: plain ?? '' };
}

/** The stored form for a sponsor's eyes: the number masked to its last four characters. */
export function maskedSignUpForm(row: { form: unknown }): Record<string, unknown> | null {
  if (!row.form || typeof row.form !== 'object') return null;
  const { certificateNumberLast4, ...form } = row.form as StoredForm;
  const last4 = typeof certificateNumberLast4 === 'string' ? certificateNumberLast4 : '';
  return { ...form, certificateNumber: `${'*'.repeat(8)}${last4}` };
}
