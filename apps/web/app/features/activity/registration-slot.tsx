import type { RegistrationForm } from '@roadshow/contracts/registration-form';

/**
 * SLOT for the registration form (built by the sign-up extras engineer). The lead replaces this
 * component's body with that form; it must call onSubmit with a RegistrationForm (contracts), which
 * the sign-up call validates again on the server. Until then it only says the form is coming.
 */
export function RegistrationSlot(props: {
  activityId: number;
  onSubmit: (form: RegistrationForm) => Promise<void>;
  onCancel: () => void;
  placeholder: string;
}) {
  return (
    <div className="registration-slot" data-slot="registration-form" data-activity-id={props.activityId}>
      <p>{props.placeholder}</p>
    </div>
  );
}
