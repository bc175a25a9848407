import type { RegistrationForm } from '@roadshow/contracts/registration-form';

/** What holds the registration form: the desktop dialog by default, a bottom sheet on the H5 page. */
export interface FormHostProps {
  activityId: number;
  /** The login phone: the only one the form accepts (spec §5). */
  userPhone: string;
  title: string;
  onSubmit: (form: RegistrationForm) => Promise<void>;
  onClose: () => void;
}
