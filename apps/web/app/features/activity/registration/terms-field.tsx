import { Checkbox, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLang, useRootData, withLang } from '../../../lib/lang.ts';
import type { FieldKit } from './field-kit.tsx';

/** The agreement to the identity service's terms, which open in a new tab. */
export function TermsField(props: { kit: FieldKit }) {
  const { t } = useTranslation();
  const lang = useLang();
  const root = useRootData();
  const { errors, setValue, describedBy } = props.kit;
  const termsUrl = withLang(`${(root?.config.identityUrl ?? '/identity').replace(/\/$/, '')}/terms`, lang);
  return (
    <>
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
    </>
  );
}
