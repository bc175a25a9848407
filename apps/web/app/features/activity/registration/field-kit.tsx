import { Input } from 'antd';
import type { TFunction } from 'i18next';
import type { RegistrationDraft } from '@roadshow/contracts/registration-form';
import type { FieldErrors } from './form-errors.ts';

export type SetValue = (name: keyof RegistrationDraft, value: unknown) => void;

/**
 * What every field of the registration form shares: its label, id and error wiring (`item` for a
 * Form.Item, `describedBy` for the control) and the plain text input.
 */
export function fieldKit(errors: FieldErrors, setValue: SetValue, t: TFunction) {
  const item = (name: keyof RegistrationDraft, required = true) => ({
    label: t(`signupExtras.${name}`),
    htmlFor: `registration-${name}`,
    required,
    validateStatus: errors[name] ? ('error' as const) : undefined,
    help: errors[name] ? <span id={`registration-${name}-error`}>{errors[name]}</span> : undefined,
  });
  const describedBy = (name: string, hint?: boolean) =>
    errors[name] ? `registration-${name}-error` : hint ? `registration-${name}-hint` : undefined;
  const text = (name: keyof RegistrationDraft, options: { autoComplete?: string; type?: string } = {}) => (
    <Input
      id={`registration-${name}`}
      type={options.type}
      autoComplete={options.autoComplete}
      aria-invalid={errors[name] ? true : undefined}
      aria-describedby={describedBy(name)}
      onChange={(event) => setValue(name, event.target.value)}
    />
  );
  return { errors, setValue, item, describedBy, text };
}

export type FieldKit = ReturnType<typeof fieldKit>;
