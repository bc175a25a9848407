import { Alert, Button, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  RegistrationDraft,
  RegistrationForm as RegistrationFormValues,
} from '@roadshow/contracts/registration-form';
import { VerificationImageField } from '../../../components/verification-image-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useLang } from '../../../lib/lang.ts';
import { BusinessCardField } from './business-card-field.tsx';
import { checkRegistration } from './check-registration.ts';
import { ContactFields } from './contact-fields.tsx';
import { fieldKit } from './field-kit.tsx';
import { serverFieldErrors, type FieldErrors } from './form-errors.ts';
import { InvestorFields } from './investor-fields.tsx';
import { TermsField } from './terms-field.tsx';
import { useRegistrationDraft } from './use-registration-draft.ts';
import './registration.css';

/**
 * The registration form of spec §3 with the rules of spec §5 (one zod schema with the server).
 * Restores a saved draft, autosaves while typing (saveSignInfoToRedis), reads a business card to fill
 * the fields, and hands a valid form to `onSubmit` (the caller makes the sign-up call; an ApiError
 * with `fields` thrown from it is shown on those fields).
 */
export function RegistrationForm(props: {
  activityId: number;
  userPhone: string;
  onSubmit: (form: RegistrationFormValues) => Promise<void>;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const [form] = Form.useForm<RegistrationDraft>();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const idImageKey = Form.useWatch('idCardImageKey', form);
  const draft = useRegistrationDraft({ activityId: props.activityId, userPhone: props.userPhone, form });

  const setValue = (name: keyof RegistrationDraft, value: unknown) => {
    form.setFieldValue(name, value);
    setErrors((current) => ({ ...current, [name]: undefined }));
    draft.autosave();
  };
  const kit = fieldKit(errors, setValue, t);

  const submit = async () => {
    setFormError(null);
    const checked = checkRegistration(form.getFieldsValue(true), props.userPhone, lang);
    setErrors(checked.errors);
    if (!checked.form) {
      setFormError(checked.formError);
      document.getElementById(`registration-${Object.keys(checked.errors)[0]}`)?.focus();
      return;
    }
    setSending(true);
    try {
      await props.onSubmit(checked.form);
    } catch (error) {
      if (error instanceof ApiError) {
        setErrors(serverFieldErrors(error.fields));
        setFormError(error.message);
      } else setFormError(String(error));
    } finally {
      setSending(false);
    }
  };

  if (!draft.loaded)
    return (
      <div className="registration-form registration-form--loading" aria-busy="true">
        <p>{t('signupExtras.loading')}</p>
        <div className="skeleton skeleton--line" />
        <div className="skeleton skeleton--line skeleton--short" />
      </div>
    );

  return (
    <div className="registration-form">
      <Form
        form={form}
        layout="vertical"
        className="registration-form__body"
        aria-labelledby="registration-title"
        noValidate
        onFinish={() => void submit()}
        requiredMark
      >
        <h2 id="registration-title" className="registration-form__title">
          {t('signupExtras.formTitle')}
        </h2>
        {draft.restoredAt ? (
          <p className="registration-form__note" role="status">
            {t('signupExtras.restored', { time: draft.restoredAt })}
          </p>
        ) : null}

        <BusinessCardField kit={kit} onRead={draft.autosave} />
        <ContactFields kit={kit} />
        <InvestorFields kit={kit} />

        <VerificationImageField
          kind="id"
          label={t('signupExtras.idCardImage')}
          error={errors.idCardImageKey}
          hasImage={Boolean(idImageKey)}
          onUploaded={(key) => setValue('idCardImageKey', key)}
        />
        <TermsField kit={kit} />

        {formError ? <Alert type="error" showIcon title={formError} role="alert" /> : null}
        <div className="registration-form__actions">
          <Button type="primary" htmlType="submit" loading={sending} size="large">
            {sending ? t('signupExtras.submitting') : t('signupExtras.submit')}
          </Button>
          <span className="registration-form__note" aria-live="polite">
            {draft.saved ? t('signupExtras.saved') : ''}
          </span>
        </div>
      </Form>
    </div>
  );
}
