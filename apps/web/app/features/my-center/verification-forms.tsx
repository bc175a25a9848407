import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { errorMessage, ERRORS, type ErrorCode } from '@roadshow/contracts/error-codes';
import {
  businessCardFormSchema,
  DOCUMENT_TYPES,
  identityDocumentFormSchema,
  type VerificationView,
} from '@roadshow/contracts/verification';
import { ApiError } from '../../lib/api-client.ts';
import { useLang } from '../../lib/lang.ts';
import { VerificationImageField } from '../../components/verification-image-field.tsx';

type Errors = Record<string, string>;

/** Zod issues carry an error code as their message; show each in the user's language. */
function fieldErrors(error: z.ZodError, lang: ReturnType<typeof useLang>): Errors {
  const errors: Errors = {};
  for (const issue of error.issues) {
    const code = (issue.message in ERRORS ? issue.message : 'REQUIRED_MISSING') as ErrorCode;
    errors[String(issue.path[0])] ??= errorMessage(code, lang);
  }
  return errors;
}

function TextField(props: {
  name: string;
  label: string;
  error?: string;
  defaultValue?: string;
  type?: string;
  autoComplete?: string;
}) {
  const id = `verify-${props.name}`;
  return (
    <div className="verify-field">
      <label className="verify-field__label" htmlFor={id}>
        {props.label}
      </label>
      <input
        id={id}
        name={props.name}
        type={props.type ?? 'text'}
        defaultValue={props.defaultValue}
        autoComplete={props.autoComplete}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${id}-error` : undefined}
        className="verify-input"
      />
      {props.error ? (
        <p className="verify-field__error" id={`${id}-error`}>
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

/** The form-wide error, if any, and the submit button with its sending state. */
function FormFooter(props: { error?: string; sending: boolean; label: string }) {
  const { t } = useTranslation();
  return (
    <>
      {props.error ? (
        <p className="verify-field__error" role="alert">
          {props.error}
        </p>
      ) : null}
      <button type="submit" className="btn btn--primary" disabled={props.sending} aria-busy={props.sending}>
        {props.sending ? t('certification.sending') : props.label}
      </button>
    </>
  );
}

/** Shared shape of both forms: validate with the contract's schema, send, show the answer. */
function useVerificationForm<S extends z.ZodType>(schema: S, send: (body: z.infer<S>) => Promise<VerificationView>) {
  const lang = useLang();
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const [imageKey, setImageKey] = useState('');
  const submit = async (event: FormEvent<HTMLFormElement>, done: (view: VerificationView) => void) => {
    event.preventDefault();
    const values = { ...Object.fromEntries(new FormData(event.currentTarget)), imageKey };
    const parsed = schema.safeParse(values);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error, lang));
    setErrors({});
    setSending(true);
    try {
      done(await send(parsed.data));
    } catch (error) {
      setErrors({ form: error instanceof ApiError ? error.message : String(error) });
    } finally {
      setSending(false);
    }
  };
  return { errors, sending, setImageKey, submit };
}

export function BusinessCardForm(props: {
  initial: VerificationView;
  send: (body: z.infer<typeof businessCardFormSchema>) => Promise<VerificationView>;
  onDone: (view: VerificationView) => void;
}) {
  const { t } = useTranslation();
  const { errors, sending, setImageKey, submit } = useVerificationForm(businessCardFormSchema, props.send);
  return (
    <form className="verify-form" noValidate onSubmit={(event) => void submit(event, props.onDone)}>
      <TextField
        name="name"
        label={t('certification.name')}
        error={errors.name}
        defaultValue={props.initial.name}
        autoComplete="name"
      />
      <TextField
        name="email"
        type="email"
        label={t('certification.email')}
        error={errors.email}
        defaultValue={props.initial.email}
        autoComplete="email"
      />
      <TextField
        name="company"
        label={t('certification.company')}
        error={errors.company}
        defaultValue={props.initial.company}
        autoComplete="organization"
      />
      <TextField
        name="position"
        label={t('certification.position')}
        error={errors.position}
        defaultValue={props.initial.position}
        autoComplete="organization-title"
      />
      <VerificationImageField
        kind="card"
        label={t('certification.cardPhoto')}
        error={errors.imageKey}
        onUploaded={setImageKey}
      />
      <FormFooter error={errors.form} sending={sending} label={t('certification.submitCard')} />
    </form>
  );
}

export function IdentityDocumentForm(props: {
  initial: VerificationView;
  send: (body: z.infer<typeof identityDocumentFormSchema>) => Promise<VerificationView>;
  onDone: (view: VerificationView) => void;
}) {
  const { t } = useTranslation();
  const { errors, sending, setImageKey, submit } = useVerificationForm(identityDocumentFormSchema, props.send);
  return (
    <form className="verify-form" noValidate onSubmit={(event) => void submit(event, props.onDone)}>
      <TextField
        name="realName"
        label={t('certification.realName')}
        error={errors.realName}
        defaultValue={props.initial.name}
        autoComplete="name"
      />
      <div className="verify-field">
        <label className="verify-field__label" htmlFor="verify-documentType">
          {t('certification.documentType')}
        </label>
        <select
          id="verify-documentType"
          name="documentType"
          className="verify-input"
          defaultValue={String(props.initial.documentType ?? 0)}
        >
          {DOCUMENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`certification.documentTypes.${type}`)}
            </option>
          ))}
        </select>
      </div>
      <TextField
        name="documentNumber"
        label={t('certification.documentNumber')}
        error={errors.documentNumber}
        autoComplete="off"
      />
      <VerificationImageField
        kind="id"
        label={t('certification.documentPhoto')}
        error={errors.imageKey}
        onUploaded={setImageKey}
      />
      <FormFooter error={errors.form} sending={sending} label={t('certification.submitDocument')} />
    </form>
  );
}
