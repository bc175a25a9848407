import { Checkbox, Form, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RegistrationDraft } from '@roadshow/contracts/registration-form';
import type { FieldKit } from './field-kit.tsx';

/** May the sponsor call, and which kind of investor (an individual states a high net worth). */
export function InvestorFields(props: { kit: FieldKit }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance<RegistrationDraft>();
  const investorType = Form.useWatch('investorType', form);
  const { errors, setValue, describedBy } = props.kit;
  return (
    <>
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
    </>
  );
}
