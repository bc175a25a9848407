import { Button, Checkbox, Form, Input, InputNumber, Radio, Select, Steps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contract } from '@roadshow/contracts/calls/contract';
import { ACTIVITY_KINDS, type ConsoleActivityDetail } from '@roadshow/contracts/console';
import { ACCESS_MODES } from '@roadshow/contracts/sign-label';
import { showToast } from '../../components/toast.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { CONSOLE_TIME_ZONE, chinaTime, fromChinaTime } from './format-time.ts';
import { useConsole } from './use-console.ts';

type Fields = ConsoleActivityDetail['fields'];
/** The form's values: the API's fields with times as China wall-clock text (datetime-local). */
type Values = Omit<Fields, 'startAt' | 'endAt' | 'signUpStartAt' | 'signUpEndAt'> & {
  startAt: string;
  endAt: string;
  signUpStartAt: string;
  signUpEndAt: string;
};

const TEXTS = ['title', 'summary', 'content', 'location'] as const;
const STEP_FIELDS: (keyof Values)[][] = [
  ['kind', 'squareType'],
  TEXTS.flatMap((name) => [`${name}Zh`, `${name}En`, `${name}Tc`] as (keyof Values)[]),
  ['startAt', 'endAt', 'meetingStatus'],
  ['accessMode', 'quota', 'needsApproval', 'signUpStartAt', 'signUpEndAt', 'registrationForm', 'commitmentLetter'],
];

const toLocalInput = (iso: string | null) => (iso ? chinaTime(iso).replace(' ', 'T') : '');
const fromLocalInput = (value: string) => (value ? fromChinaTime(value.replace('T', ' ')) : null);

function toValues(fields: Fields): Values {
  return {
    ...fields,
    startAt: toLocalInput(fields.startAt),
    endAt: toLocalInput(fields.endAt),
    signUpStartAt: toLocalInput(fields.signUpStartAt),
    signUpEndAt: toLocalInput(fields.signUpEndAt),
  };
}

/** The create/edit form of an activity, in four steps; every text in zh-CN, en and tc. */
export function ActivityForm(props: {
  activityId: number | null;
  fields: Fields;
  onSaved: (activityId: number) => void;
}) {
  const { t } = useTranslation();
  const cs = useConsole();
  const [form] = Form.useForm<Values>();
  const [step, setStep] = useState(0);
  const [saving, setSaving] = useState(false);
  const kind = Form.useWatch('kind', form);
  const required = [{ required: true, message: t('console.form.required') }];

  const convert = async () => {
    const zh = TEXTS.map((name) => String(form.getFieldValue(`${name}Zh`) ?? ''));
    try {
      const { texts } = await cs.api().call(contract.console.convertToTraditional, { texts: zh });
      form.setFieldsValue(Object.fromEntries(TEXTS.map((name, index) => [`${name}Tc`, texts[index] || null])));
      showToast(t('console.form.converted'), 'info');
    } catch (error) {
      showToast(error instanceof ApiError ? error.message : String(error), 'error');
    }
  };

  const save = async () => {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch (failure) {
      const first = (failure as { errorFields?: { name: (string | number)[] }[] }).errorFields?.[0]?.name[0];
      const at = STEP_FIELDS.findIndex((names) => names.includes(first as keyof Values));
      if (at >= 0) setStep(at);
      return;
    }
    setSaving(true);
    try {
      const fields = {
        ...form.getFieldsValue(true),
        ...values,
        companyId: props.fields.companyId || cs.companyId,
        startAt: fromLocalInput(values.startAt) ?? '',
        endAt: fromLocalInput(values.endAt) ?? '',
        signUpStartAt: fromLocalInput(values.signUpStartAt),
        signUpEndAt: fromLocalInput(values.signUpEndAt),
        quota: values.quota ?? null,
        squareType: values.kind === 'roadshow' ? (values.squareType ?? 4) : null,
      };
      const saved = await cs.api().call(contract.console.saveActivity, {
        ...(props.activityId ? { activityId: props.activityId } : {}),
        fields: fields as never,
      });
      showToast(t('console.activities.saved'), 'info');
      props.onSaved(saved.activityId);
    } catch (error) {
      if (error instanceof ApiError && error.fields.length > 0) {
        const named = error.fields.map((field) => ({
          name: field.path.split('.').at(-1) as keyof Values,
          errors: [field.message],
        }));
        form.setFields(named);
        const at = STEP_FIELDS.findIndex((names) => names.includes(named[0]!.name));
        if (at >= 0) setStep(at);
      }
      showToast(error instanceof ApiError ? error.message : String(error), 'error');
    } finally {
      setSaving(false);
    }
  };

  const text = (name: (typeof TEXTS)[number], area: boolean) =>
    (['Zh', 'En', 'Tc'] as const).map((suffix) => (
      <Form.Item
        key={suffix}
        name={`${name}${suffix}`}
        label={t(`console.form.${name}${suffix}`)}
        rules={name === 'title' && suffix === 'Zh' ? required : []}
        extra={suffix === 'En' && name === 'title' ? t('console.form.enFallback') : undefined}
      >
        {area ? <Input.TextArea rows={name === 'content' ? 6 : 3} /> : <Input />}
      </Form.Item>
    ));

  const section = (index: number, children: React.ReactNode) => (
    <div hidden={step !== index} data-step={index}>
      {children}
    </div>
  );

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      className="console-form"
      initialValues={toValues(props.fields)}
      requiredMark
    >
      <Steps
        className="console-form__steps"
        current={step}
        onChange={setStep}
        items={[
          { title: t('console.form.stepBasics') },
          { title: t('console.form.stepTexts') },
          { title: t('console.form.stepTime') },
          { title: t('console.form.stepAccess') },
        ]}
      />
      {section(
        0,
        <>
          <Form.Item name="kind" label={t('console.form.kind')} rules={required}>
            <Radio.Group
              options={ACTIVITY_KINDS.map((value) => ({ value, label: t(`console.kinds.${value}`) }))}
              optionType="button"
            />
          </Form.Item>
          {kind === 'roadshow' ? (
            <Form.Item name="squareType" label={t('console.form.squareType')}>
              <Radio.Group
                options={[
                  { value: 2, label: t('console.form.squareType2') },
                  { value: 4, label: t('console.form.squareType4') },
                ]}
              />
            </Form.Item>
          ) : null}
        </>,
      )}
      {section(
        1,
        <>
          <Button onClick={() => void convert()} style={{ marginBottom: 16 }}>
            {t('console.form.convert')}
          </Button>
          <div className="console-form__grid">{text('title', false)}</div>
          <div className="console-form__grid">{text('summary', true)}</div>
          <div className="console-form__grid">{text('content', true)}</div>
          <div className="console-form__grid">{text('location', false)}</div>
        </>,
      )}
      {section(
        2,
        <>
          <p className="console-form__zone">{t('console.form.timeZone', { zone: `${CONSOLE_TIME_ZONE} (UTC+8)` })}</p>
          <div className="console-form__grid">
            <Form.Item name="startAt" label={t('console.form.start')} rules={required}>
              <Input type="datetime-local" />
            </Form.Item>
            <Form.Item name="endAt" label={t('console.form.end')} rules={required}>
              <Input type="datetime-local" />
            </Form.Item>
            <Form.Item name="meetingStatus" label={t('console.form.meetingStatus')}>
              <Select options={[0, 1, 2, 3].map((value) => ({ value, label: t(`console.meeting.${value}`) }))} />
            </Form.Item>
          </div>
        </>,
      )}
      {section(
        3,
        <>
          <Form.Item name="accessMode" label={t('console.form.accessMode')} rules={required}>
            <Radio.Group options={ACCESS_MODES.map((value) => ({ value, label: t(`console.access.${value}`) }))} />
          </Form.Item>
          <div className="console-form__grid">
            <Form.Item name="quota" label={t('console.form.quota')}>
              <InputNumber min={1} max={1_000_000} precision={0} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item name="signUpStartAt" label={t('console.form.signUpWindow')}>
              <Input type="datetime-local" />
            </Form.Item>
            <Form.Item name="signUpEndAt" label=" ">
              <Input type="datetime-local" aria-label={`${t('console.form.signUpWindow')} 2`} />
            </Form.Item>
          </div>
          <p className="console-form__zone">{t('console.form.waitingListNote')}</p>
          <Form.Item name="needsApproval" valuePropName="checked">
            <Checkbox>{t('console.form.needsApproval')}</Checkbox>
          </Form.Item>
          <Form.Item name="registrationForm" valuePropName="checked">
            <Checkbox>{t('console.form.registrationForm')}</Checkbox>
          </Form.Item>
          <Form.Item name="commitmentLetter" valuePropName="checked">
            <Checkbox>{t('console.form.commitmentLetter')}</Checkbox>
          </Form.Item>
        </>,
      )}
      <div className="console-form__actions">
        <Button disabled={step === 0} onClick={() => setStep(step - 1)}>
          {t('console.form.previous')}
        </Button>
        <Button disabled={step === 3} onClick={() => setStep(step + 1)}>
          {t('console.form.next')}
        </Button>
        <Button type="primary" loading={saving} onClick={() => void save()}>
          {t('console.form.save')}
        </Button>
      </div>
    </Form>
  );
}
