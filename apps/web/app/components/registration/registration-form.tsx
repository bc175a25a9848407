import { Alert, Button, Checkbox, Form, Input, Radio, Select } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HTML_LANG } from '@roadshow/contracts/locale';
import { ERRORS, errorMessage } from '@roadshow/contracts/error-codes';
import {
  registrationCrossFieldIssues,
  registrationFormSchema,
  registrationUserIssues,
  type RegistrationDraft,
  type RegistrationForm as RegistrationFormValues,
} from '@roadshow/contracts/registration-form';
import { phoneSchema } from '@roadshow/contracts/identity';
import { DOCUMENT_TYPES } from '@roadshow/contracts/verification';
import { VerificationImageField } from '../verification-image-field.tsx';
import { ApiError, browserTransport, createApiClient, scanBusinessCard } from '../../lib/api-client.ts';
import { useLang, useRootData, withLang } from '../../lib/lang.ts';
import { draftOf, issuesToFields, serverFieldErrors, type FieldErrors } from './form-errors.ts';
import './registration.css';

const AUTOSAVE_MS = 800;

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
  const root = useRootData();
  const [form] = Form.useForm<RegistrationDraft>();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [restoredAt, setRestoredAt] = useState<string | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [saved, setSaved] = useState(false);
  const [sending, setSending] = useState(false);
  const [card, setCard] = useState<'idle' | 'reading' | 'read' | 'failed'>('idle');
  const [cardFailure, setCardFailure] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const investorType = Form.useWatch('investorType', form);
  // Not a Form.Item field (a native select): watched in the form's store.
  const documentType = Form.useWatch('documentType', { form, preserve: true });
  const imageKeys = { id: Form.useWatch('idCardImageKey', form), card: Form.useWatch('businessCardImageKey', form) };
  const api = createApiClient(browserTransport, lang);

  useEffect(() => {
    let live = true;
    api
      .getSignInfo(props.activityId)
      .then((draft) => {
        if (!live) return;
        form.setFieldsValue({ phone: props.userPhone, ...draft?.form });
        if (draft) setRestoredAt(new Date(draft.savedAt).toLocaleString(HTML_LANG[lang]));
      })
      .catch(() => form.setFieldsValue({ phone: props.userPhone }))
      .finally(() => live && setLoaded(true));
    return () => {
      live = false;
      clearTimeout(timer.current);
    };
    // Restores once per activity; `api` is rebuilt each render.
  }, [props.activityId]);

  const autosave = () => {
    setSaved(false);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      api
        .saveSignInfo(props.activityId, draftOf(form.getFieldsValue(true)))
        .then(() => setSaved(true))
        .catch(() => undefined);
    }, AUTOSAVE_MS);
  };

  const setValue = (name: keyof RegistrationDraft, value: unknown) => {
    form.setFieldValue(name, value);
    setErrors((current) => ({ ...current, [name]: undefined }));
    autosave();
  };

  const readCard = async (file: File) => {
    setCard('reading');
    try {
      const fields = await scanBusinessCard(file, lang);
      form.setFieldsValue({
        name: fields.name,
        companyName: fields.companyName || form.getFieldValue('companyName'),
        position: fields.position || form.getFieldValue('position'),
        email: fields.email || form.getFieldValue('email'),
      });
      setCard('read');
      autosave();
    } catch (error) {
      setCardFailure(error instanceof ApiError ? error.message : errorMessage('CARD_RECOGNITION_FAILED', lang));
      setCard('failed');
    }
  };

  const submit = async () => {
    setFormError(null);
    // Untouched fields count as empty, so each gets its own message (not a type error).
    const values = {
      ...{ idCardImageKey: '', businessCardImageKey: '', agreedTerms: false, phone: '' },
      ...draftOf(form.getFieldsValue(true)),
    };
    const parsed = registrationFormSchema.safeParse(values);
    const issues: { path: PropertyKey[]; message: string }[] = parsed.success
      ? []
      : [...parsed.error.issues, ...registrationCrossFieldIssues(values)];
    // The login-phone rule too, as soon as the number itself is well formed.
    const phone = phoneSchema.safeParse(values.phone ?? '');
    if (phone.success)
      for (const issue of registrationUserIssues({ name: '', phone: phone.data }, { mobile: props.userPhone }))
        issues.push({ path: [issue.path], message: issue.code });
    const found = issuesToFields(issues, lang);
    setErrors(found);
    if (!parsed.success || Object.keys(found).length > 0) {
      const missing = issues.some((issue) => issue.message === 'REQUIRED_MISSING' || !(issue.message in ERRORS));
      setFormError(missing ? errorMessage('REQUIRED_MISSING', lang) : (Object.values(found)[0] ?? null));
      const first = Object.keys(found)[0];
      document.getElementById(`registration-${first}`)?.focus();
      return;
    }
    setSending(true);
    try {
      await props.onSubmit(parsed.data);
    } catch (error) {
      if (error instanceof ApiError) {
        setErrors(serverFieldErrors(error.fields));
        setFormError(error.message);
      } else setFormError(String(error));
    } finally {
      setSending(false);
    }
  };

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

  if (!loaded)
    return (
      <div className="registration-form registration-form--loading" aria-busy="true">
        <p>{t('signupExtras.loading')}</p>
        <div className="skeleton skeleton--line" />
        <div className="skeleton skeleton--line skeleton--short" />
      </div>
    );

  const termsUrl = withLang(`${(root?.config.identityUrl ?? '/identity').replace(/\/$/, '')}/terms`, lang);
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
        {restoredAt ? (
          <p className="registration-form__note" role="status">
            {t('signupExtras.restored', { time: restoredAt })}
          </p>
        ) : null}

        <div className="registration-form__card">
          <VerificationImageField
            kind="card"
            label={t('signupExtras.businessCardImage')}
            error={errors.businessCardImageKey}
            hasImage={Boolean(imageKeys.card)}
            onFile={(file) => void readCard(file)}
            onUploaded={(key) => setValue('businessCardImageKey', key)}
          />
          {card === 'reading' ? (
            <p className="registration-form__note" role="status">
              {t('signupExtras.recognizing')}
            </p>
          ) : null}
          {card === 'read' ? (
            <Alert type="success" showIcon title={t('signupExtras.recognized')} role="status" />
          ) : null}
          {card === 'failed' ? <Alert type="warning" showIcon title={cardFailure} role="alert" /> : null}
        </div>

        <div className="registration-form__grid">
          <Form.Item
            {...item('name')}
            name="name"
            extra={<span id="registration-name-hint">{t('signupExtras.nameHint')}</span>}
          >
            <Input
              id="registration-name"
              autoComplete="name"
              aria-invalid={errors.name ? true : undefined}
              aria-describedby={describedBy('name', true)}
              onChange={(event) => setValue('name', event.target.value)}
            />
          </Form.Item>
          <Form.Item {...item('documentType')}>
            <select
              id="registration-documentType"
              className="registration-form__select"
              value={documentType ?? ''}
              aria-invalid={errors.documentType ? true : undefined}
              aria-describedby={describedBy('documentType')}
              onChange={(event) =>
                setValue('documentType', event.target.value === '' ? null : Number(event.target.value))
              }
            >
              <option value="">—</option>
              {DOCUMENT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`certification.documentTypes.${type}`)}
                </option>
              ))}
            </select>
          </Form.Item>
          <Form.Item {...item('certificateNumber')} name="certificateNumber">
            {text('certificateNumber', { autoComplete: 'off' })}
          </Form.Item>
          <Form.Item
            {...item('phone')}
            name="phone"
            extra={<span id="registration-phone-hint">{t('signupExtras.phoneHint')}</span>}
          >
            <Input
              id="registration-phone"
              type="tel"
              autoComplete="tel"
              aria-invalid={errors.phone ? true : undefined}
              aria-describedby={describedBy('phone', true)}
              onChange={(event) => setValue('phone', event.target.value)}
            />
          </Form.Item>
          <Form.Item {...item('email')} name="email">
            {text('email', { autoComplete: 'email', type: 'email' })}
          </Form.Item>
          <Form.Item {...item('companyName')} name="companyName">
            {text('companyName', { autoComplete: 'organization' })}
          </Form.Item>
          <Form.Item {...item('companyCode', false)} name="companyCode">
            {text('companyCode')}
          </Form.Item>
          <Form.Item {...item('position')} name="position">
            {text('position', { autoComplete: 'organization-title' })}
          </Form.Item>
        </div>

        <Form.Item
          {...item('invitingInstitutions', false)}
          name="invitingInstitutions"
          extra={<span id="registration-invitingInstitutions-hint">{t('signupExtras.invitingHint')}</span>}
        >
          <Select
            id="registration-invitingInstitutions"
            mode="tags"
            maxCount={10}
            open={false}
            suffixIcon={null}
            aria-label={t('signupExtras.invitingInstitutions')}
            aria-describedby="registration-invitingInstitutions-hint"
            onChange={(value: string[]) => setValue('invitingInstitutions', value)}
          />
        </Form.Item>

        <fieldset className="registration-form__choice">
          <legend>{t('signupExtras.outboundCall')}</legend>
          <Form.Item name="outboundCall" noStyle>
            <Radio.Group onChange={(event) => setValue('outboundCall', event.target.value)}>
              <Radio value={true}>{t('signupExtras.yes')}</Radio>
              <Radio value={false}>{t('signupExtras.no')}</Radio>
            </Radio.Group>
          </Form.Item>
        </fieldset>

        <fieldset className="registration-form__choice" aria-describedby={describedBy('investorType')}>
          <legend>
            <span className="registration-form__required" aria-hidden="true">
              *
            </span>
            {t('signupExtras.investorType')}
          </legend>
          <Form.Item name="investorType" noStyle>
            <Radio.Group
              onChange={(event) => {
                setValue('investorType', event.target.value);
                if (event.target.value !== 'individual') form.setFieldValue('highNetWorth', false);
              }}
            >
              <Radio value="institutional" id="registration-investorType">
                {t('signupExtras.institutional')}
              </Radio>
              <Radio value="individual">{t('signupExtras.individual')}</Radio>
            </Radio.Group>
          </Form.Item>
          {errors.investorType ? (
            <p className="registration-form__error" id="registration-investorType-error">
              {errors.investorType}
            </p>
          ) : null}
          {investorType === 'individual' ? (
            <Form.Item name="highNetWorth" valuePropName="checked" noStyle>
              <Checkbox
                id="registration-highNetWorth"
                className="registration-form__statement"
                onChange={(event) => setValue('highNetWorth', event.target.checked)}
              >
                {t('signupExtras.highNetWorth')}
              </Checkbox>
            </Form.Item>
          ) : null}
          {errors.highNetWorth ? <p className="registration-form__error">{errors.highNetWorth}</p> : null}
        </fieldset>

        <VerificationImageField
          kind="id"
          label={t('signupExtras.idCardImage')}
          error={errors.idCardImageKey}
          hasImage={Boolean(imageKeys.id)}
          onUploaded={(key) => setValue('idCardImageKey', key)}
        />

        <Form.Item name="agreedTerms" valuePropName="checked" noStyle>
          <Checkbox
            id="registration-agreedTerms"
            aria-invalid={errors.agreedTerms ? true : undefined}
            aria-describedby={describedBy('agreedTerms')}
            onChange={(event) => setValue('agreedTerms', event.target.checked)}
          >
            {t('signupExtras.agreeTerms')}{' '}
            <a href={termsUrl} target="_blank" rel="noreferrer" className="registration-form__terms">
              {t('signupExtras.terms')}
            </a>
          </Checkbox>
        </Form.Item>
        {errors.agreedTerms ? (
          <p className="registration-form__error" id="registration-agreedTerms-error">
            {errors.agreedTerms}
          </p>
        ) : null}

        {formError ? <Alert type="error" showIcon title={formError} role="alert" /> : null}
        <div className="registration-form__actions">
          <Button type="primary" htmlType="submit" loading={sending} size="large">
            {sending ? t('signupExtras.submitting') : t('signupExtras.submit')}
          </Button>
          <span className="registration-form__note" aria-live="polite">
            {saved ? t('signupExtras.saved') : ''}
          </span>
        </div>
      </Form>
    </div>
  );
}
