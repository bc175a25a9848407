import type { RegistrationForm as RegistrationFormValues } from '@roadshow/contracts/registration-form';
import { RegistrationForm } from './registration/registration-form.tsx';

/**
 * The registration form of spec §3 in the sign-up dialog. `onSubmit` makes the sign-up call; an
 * ApiError it throws (e.g. the name is not the verified real name) is shown on the named fields.
 */
export function RegistrationSlot(props: {
  activityId: number;
  userPhone: string;
  onSubmit: (form: RegistrationFormValues) => Promise<void>;
}) {
  return <RegistrationForm activityId={props.activityId} userPhone={props.userPhone} onSubmit={props.onSubmit} />;
}
