import { Alert, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@roadshow/contracts/error-codes';
import type { RegistrationDraft } from '@roadshow/contracts/registration-form';
import { VerificationImageField } from '../../../components/verification-image-field.tsx';
import { ApiError, scanBusinessCard } from '../../../lib/api-client.ts';
import { useLang } from '../../../lib/lang.ts';
import type { FieldKit } from './field-kit.tsx';

/**
 * The business card: uploaded as the form's card image, and read (spec §7 business card scanning)
 * to fill the name, company, position and e-mail. Fields the card leaves empty keep what was typed.
 */
export function BusinessCardField(props: { kit: FieldKit; onRead: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const form = Form.useFormInstance<RegistrationDraft>();
  const imageKey = Form.useWatch('businessCardImageKey', form);
  const [card, setCard] = useState<'idle' | 'reading' | 'read' | 'failed'>('idle');
  const [failure, setFailure] = useState('');

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
      props.onRead();
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : errorMessage('CARD_RECOGNITION_FAILED', lang));
      setCard('failed');
    }
  };

  return (
    <div className="registration-form__card">
      <VerificationImageField
        kind="card"
        label={t('signupExtras.businessCardImage')}
        error={props.kit.errors.businessCardImageKey}
        hasImage={Boolean(imageKey)}
        onFile={(file) => void readCard(file)}
        onUploaded={(key) => props.kit.setValue('businessCardImageKey', key)}
      />
      {card === 'reading' ? (
        <p className="registration-form__note" role="status">
          {t('signupExtras.recognizing')}
        </p>
      ) : null}
      {card === 'read' ? <Alert type="success" showIcon title={t('signupExtras.recognized')} role="status" /> : null}
      {card === 'failed' ? <Alert type="warning" showIcon title={failure} role="alert" /> : null}
    </div>
  );
}
