import { Button, Checkbox, Form, Input, InputNumber, Radio, Select, Steps, Switch } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contract } from '@roadshow/contracts/calls/contract';
import { ACTIVITY_KINDS, type ConsoleActivityDetail } from '@roadshow/contracts/console';
import { ACCESS_MODES } from '@roadshow/contracts/sign-label';
import { showToast } from '../../components/toast.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { ActivityFiles } from './activity-files.tsx';
import { AgendaFields } from './agenda-fields.tsx';
import { CONSOLE_TIME_ZONE, chinaTime, fromChinaTime } from './format-time.ts';
import { GuestFields } from './guest-fields.tsx';
import { ImageField } from './image-field.tsx';
import { ReadOnlyContext } from './read-only.ts';
import { convertInBatches, traditionalPairs } from './traditional-fields.ts';
import { useConsole } from './use-console.ts';

type Fields = ConsoleActivityDetail['fields'];
type AgendaItem = Fields['agenda'][number];
/** The form's values: the API's fields with times as China wall-clock text (datetime-local). */
type Values = Omit<Fields, 'startAt' | 'endAt' | 'signUpStartAt' | 'signUpEndAt' | 'agenda'> & {
  startAt: string;
  endAt: string;
  signUpStartAt: string;
  signUpEndAt: string;
  agenda: (Omit<AgendaItem, 'startAt' | 'endAt'> & { startAt: string; endAt: string })[];
};

const TEXTS = ['title', 'summary', 'content', 'location'] as const;
const STEP_FIELDS: (keyof Values)[][] = [
  ['kind', 'squareType', 'topicId', 'coverUrl'],
  TEXTS.flatMap((name) => [`${name}Zh`, `${name}En`, `${name}Tc`] as (keyof Values)[]),
  ['startAt', 'endAt', 'meetingStatus'],
  ['guests'],
  ['agenda'],
  [],
  [
    'accessMode',
    'quota',
    'needsApproval',
    'waitingList',
    'signUpStartAt',
    'signUpEndAt',
    'registrationForm',
    'commitmentLetter',
  ],
];
const LAST_STEP = STEP_FIELDS.length - 1;

const toLocalInput = (iso: string | null) => (iso ? chinaTime(iso).replace(' ', 'T') : '');
const fromLocalInput = (value: string) => (value ? fromChinaTime(value.replace('T', ' ')) : null);

function toValues(fields: Fields): Values {
  return {
    ...fields,
    startAt: toLocalInput(fields.startAt),
    endAt: toLocalInput(fields.endAt),
    signUpStartAt: toLocalInput(fields.signUpStartAt),
    signUpEndAt: toLocalInput(fields.signUpEndAt),
    agenda: fields.agenda.map((item) => ({
      ...item,
      startAt: toLocalInput(item.startAt),
      endAt: toLocalInput(item.endAt),
    })),
  };
}

/** Empty optional texts go as null, so "cleared" and "never filled" read the same. */
const orNull = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null);

/** The create/edit form of an activity, in four steps; every text in zh-CN, en and tc. */
export function ActivityForm(props: {
  activityId: number | null;
  fields: Fields;
  files: ConsoleActivityDetail['files'];
  /** Shown, not editable: the caller may not edit, or the activity was cancelled (decision 075). */
  readOnly: boolean;
  onSaved: (activityId: number) => void;
}) {
  const { t } = useTranslation();
  const cs = useConsole();
  const [form] = Form.useForm<Values>();
  const [step, setStep] = useState(0);
  const [saving, setSaving] = useState(false);
  const kind = Form.useWatch('kind', form);
  const required = [{ required: true, message: t('console.form.required') }];
  const [topics, setTopics] = useState<{ value: number; label: string }[]>([]);
  const companyId = props.fields.companyId || cs.companyId;

  const [guestMembers, setGuestMembers] = useState<{ userId: string; label: string }[]>([]);
  const editable = !props.readOnly;

  useEffect(() => {
    let live = true;
    // The options only matter to those who may edit (the calls would answer others 403).
    if (!editable) return;
    const api = cs.api();
    api
      .call(contract.console.listTopicOptions, { companyId })
      .then(({ topics: rows }) => {
        if (live) setTopics(rows.map((row) => ({ value: row.topicId, label: row.title })));
      })
      .catch(() => undefined);
    api
      .call(contract.console.listGuestMembers, { companyId })
      .then(({ members }) => {
        if (live) setGuestMembers(members);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per company; cs changes identity every render
  }, [companyId, editable]);

  const convert = async () => {
    // The main texts, the guests' and the agenda's (every tc field is offered as a conversion).
    const pairs = traditionalPairs(form.getFieldsValue(true) as Values);
    const zh = pairs.map((pair) => String(form.getFieldValue(pair.zh as never) ?? ''));
    try {
      const texts = await convertInBatches(
        zh,
        async (batch) => (await cs.api().call(contract.console.convertToTraditional, { texts: batch })).texts,
      );
      // The paths are built at run time (guests and agenda rows), which antd's typed names cannot follow.
      form.setFields(pairs.map((pair, index) => ({ name: pair.tc as never, value: texts[index] || null })));
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
    const all = form.getFieldsValue(true) as Values;
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
        topicId: all.topicId ?? null,
        coverUrl: all.coverUrl ?? null,
        waitingList: all.waitingList,
        guests: (all.guests ?? []).map((guest) => ({
          ...(guest.guestId ? { guestId: Number(guest.guestId) } : {}),
          nameZh: guest.nameZh ?? '',
          nameEn: orNull(guest.nameEn),
          nameTc: orNull(guest.nameTc),
          titleZh: guest.titleZh ?? '',
          titleEn: orNull(guest.titleEn),
          titleTc: orNull(guest.titleTc),
          avatarUrl: guest.avatarUrl ?? null,
          answersQuestions: guest.answersQuestions !== false,
          memberUserId: guest.memberUserId ?? null,
        })),
        agenda: (all.agenda ?? []).map((item) => ({
          startAt: fromLocalInput(item.startAt) ?? '',
          endAt: fromLocalInput(item.endAt) ?? '',
          titleZh: item.titleZh ?? '',
          titleEn: orNull(item.titleEn),
          titleTc: orNull(item.titleTc),
          speakerZh: orNull(item.speakerZh),
          speakerEn: orNull(item.speakerEn),
          speakerTc: orNull(item.speakerTc),
        })),
      };
      const saved = await cs.api().call(contract.console.saveActivity, {
        ...(props.activityId ? { activityId: props.activityId } : {}),
        fields: fields as never,
      });
      showToast(t('console.activities.saved'), 'info');
      props.onSaved(saved.activityId);
    } catch (error) {
      if (error instanceof ApiError && error.fields.length > 0) {
        // body.fields.guests.0.nameZh -> ['guests', 0, 'nameZh']; body.fields.titleZh -> ['titleZh'].
        const named = error.fields.map((field) => ({
          name: field.path
            .replace(/^body\.fields\./, '')
            .split('.')
            .map((part) => (/^\d+$/.test(part) ? Number(part) : part)) as (string | number)[],
          errors: [field.message],
        }));
        form.setFields(named as never);
        const at = STEP_FIELDS.findIndex((names) => names.includes(named[0]!.name[0] as keyof Values));
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
    <ReadOnlyContext.Provider value={props.readOnly}>
      <Form<Values>
        form={form}
        layout="vertical"
        className="console-form"
        initialValues={toValues(props.fields)}
        disabled={props.readOnly}
        requiredMark={!props.readOnly}
      >
        <Steps
          className="console-form__steps"
          size="small"
          titlePlacement="vertical"
          current={step}
          onChange={setStep}
          items={[
            { title: t('console.form.stepBasics') },
            { title: t('console.form.stepTexts') },
            { title: t('console.form.stepTime') },
            { title: t('consoleParts.stepGuests') },
            { title: t('consoleParts.stepAgenda') },
            { title: t('consoleParts.stepFiles') },
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
            <Form.Item name="topicId" label={t('consoleParts.topic')}>
              <Select
                allowClear
                showSearch={{ optionFilterProp: 'label' }}
                placeholder={t('consoleParts.noTopic')}
                options={topics}
                style={{ maxWidth: 480 }}
              />
            </Form.Item>
            <Form.Item name="coverUrl" label={t('consoleParts.cover')} extra={t('consoleParts.coverNote')}>
              <ImageField size="cover" label={t('consoleParts.uploadCover')} />
            </Form.Item>
          </>,
        )}
        {section(
          1,
          <>
            {props.readOnly ? null : (
              <Button onClick={() => void convert()} style={{ marginBottom: 16 }}>
                {t('console.form.convert')}
              </Button>
            )}
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
        {section(3, <GuestFields members={guestMembers} />)}
        {section(
          4,
          <AgendaFields
            defaultTimes={() => ({
              startAt: String(form.getFieldValue('startAt') ?? ''),
              endAt: String(form.getFieldValue('endAt') ?? ''),
            })}
          />,
        )}
        {section(5, <ActivityFiles activityId={props.activityId} files={props.files} />)}
        {section(
          6,
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
            <Form.Item name="waitingList" valuePropName="checked" label={t('consoleParts.waitingList')}>
              <Switch />
            </Form.Item>
            <p className="console-form__zone">{t('consoleParts.waitingListNote')}</p>
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
          {/* An explicit disabled wins over the Form's: the steps stay usable when the form is only shown. */}
          <Button disabled={step === 0} onClick={() => setStep(step - 1)}>
            {t('console.form.previous')}
          </Button>
          <Button disabled={step === LAST_STEP} onClick={() => setStep(step + 1)}>
            {t('console.form.next')}
          </Button>
          {props.readOnly ? null : (
            <Button type="primary" loading={saving} onClick={() => void save()}>
              {t('console.form.save')}
            </Button>
          )}
        </div>
      </Form>
    </ReadOnlyContext.Provider>
  );
}
