import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RegistrationDraft } from '@roadshow/contracts/registration-form';
import { DOCUMENT_TYPES } from '@roadshow/contracts/verification';
import type { FieldKit } from './field-kit.tsx';

/** Who signs up: name, identity document, phone, e-mail, company and the inviting institutions. */
export function ContactFields(props: { kit: FieldKit }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance<RegistrationDraft>();
  // Not a Form.Item field (a native select): watched in the form's store.
  const documentType = Form.useWatch('documentType', { form, preserve: true });
  const { errors, setValue, item, describedBy, text } = props.kit;
  return (
    <>
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
    </>
  );
}
