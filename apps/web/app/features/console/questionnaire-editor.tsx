import { Button, Checkbox, Input, InputNumber, Modal, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contract } from '@roadshow/contracts/calls/contract';
import type { FieldError } from '@roadshow/contracts/envelope';
import {
  QUESTION_TYPES,
  QUESTIONNAIRE_LIMITS,
  type ConsoleQuestionnaire,
  type QuestionnaireFieldsInput,
  type QuestionType,
} from '@roadshow/contracts/questionnaire';
import { showToast } from '../../components/toast.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { chinaTime, fromChinaTime } from './format-time.ts';
import { useConsole } from './use-console.ts';

type Stored = NonNullable<ConsoleQuestionnaire['questionnaire']>;
type Question = Stored['fields']['questions'][number];
/** The editor's state: the API's fields with times as China wall-clock text (datetime-local). */
export type EditorFields = Omit<Stored['fields'], 'startAt' | 'endAt'> & { startAt: string; endAt: string };

const LANGS = [
  ['Zh', 'langZh'],
  ['En', 'langEn'],
  ['Tc', 'langTc'],
] as const;

/** Ids for new questions and options: short, made here, checked unique by the server. */
const newId = (prefix: string) => `${prefix}${Math.random().toString(36).slice(2, 9)}`;
const newOption = () => ({ id: newId('o'), textZh: '', textEn: null, textTc: null });
export const newQuestion = (type: QuestionType = 'single'): Question => ({
  id: newId('q'),
  type,
  required: true,
  textZh: '',
  textEn: null,
  textTc: null,
  options: type === 'text' ? [] : [newOption(), newOption()],
  minChoices: null,
  maxChoices: null,
  maxLength: type === 'text' ? 500 : null,
});

export function editorFieldsOf(stored: Stored | null, now: Date): EditorFields {
  if (stored) {
    return {
      ...stored.fields,
      startAt: chinaTime(stored.fields.startAt).replace(' ', 'T'),
      endAt: chinaTime(stored.fields.endAt).replace(' ', 'T'),
    };
  }
  const day = 86_400_000;
  return {
    titleZh: '',
    titleEn: null,
    titleTc: null,
    introZh: null,
    introEn: null,
    introTc: null,
    startAt: chinaTime(new Date(now.getTime()).toISOString()).replace(' ', 'T'),
    endAt: chinaTime(new Date(now.getTime() + 7 * day).toISOString()).replace(' ', 'T'),
    questions: [newQuestion('single')],
  };
}

/** The API's fields from the editor's. */
export function apiFieldsOf(fields: EditorFields): QuestionnaireFieldsInput {
  const time = (value: string) => (value ? fromChinaTime(value.replace('T', ' ')) : '');
  return { ...fields, startAt: time(fields.startAt), endAt: time(fields.endAt) };
}

/**
 * Authoring a questionnaire (decision 046): title, introduction and window; questions of three types,
 * each with its texts in zh-CN, en and tc, a required flag, options (choice), choice bounds (multiple)
 * or a length limit (fill-in); reorder, remove (confirmed), preview, save, publish. The server's
 * 400 names the failing field; it is shown at the top with the question it concerns.
 */
export function QuestionnaireEditor(props: {
  activityId: number;
  stored: Stored | null;
  initial: EditorFields;
  onPreview: (fields: EditorFields) => void;
  onChanged: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const cs = useConsole();
  const [fields, setFields] = useState<EditorFields>(props.initial);
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<FieldError[]>([]);
  const locked = (props.stored?.responseCount ?? 0) > 0;
  const canPublish = cs.may('questionnaire.publish');
  // A published questionnaire is the admin's (decision 046): the secretary reads it until it is withdrawn.
  const publishedReadOnly = Boolean(props.stored?.published) && !canPublish;
  const canEdit = cs.may('questionnaire.edit') && !publishedReadOnly;

  const set = (patch: Partial<EditorFields>) => setFields((current) => ({ ...current, ...patch }));
  const setQuestion = (index: number, patch: Partial<Question>) =>
    setFields((current) => ({
      ...current,
      questions: current.questions.map((question, at) => (at === index ? { ...question, ...patch } : question)),
    }));
  const move = (index: number, by: -1 | 1) =>
    setFields((current) => {
      const questions = [...current.questions];
      const [item] = questions.splice(index, 1);
      questions.splice(index + by, 0, item!);
      return { ...current, questions };
    });

  const run = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setProblems([]);
    try {
      await work();
      showToast(done, 'info');
      await props.onChanged();
    } catch (error) {
      if (error instanceof ApiError) {
        setProblems(error.fields.length > 0 ? error.fields : [{ path: '', message: error.message }]);
        showToast(error.message, 'error');
      } else showToast(String(error), 'error');
    } finally {
      setBusy(false);
    }
  };

  const save = () =>
    run(
      () =>
        cs
          .api()
          .call(contract.console.saveQuestionnaire, { activityId: props.activityId, fields: apiFieldsOf(fields) }),
      t('questionnaireConsole.saved'),
    );
  const publish = (published: boolean) =>
    Modal.confirm({
      title: published ? t('questionnaireConsole.publishConfirm') : t('questionnaireConsole.unpublishConfirm'),
      okText: published ? t('questionnaireConsole.publish') : t('questionnaireConsole.unpublish'),
      okButtonProps: { danger: !published },
      onOk: () =>
        run(
          () => cs.api().call(contract.console.publishQuestionnaire, { activityId: props.activityId, published }),
          published ? t('questionnaireConsole.published') : t('questionnaireConsole.unpublished'),
        ),
    });
  const convert = async () => {
    const texts = [
      fields.titleZh,
      fields.introZh ?? '',
      ...fields.questions.flatMap((q) => [q.textZh, ...q.options.map((o) => o.textZh)]),
    ];
    try {
      // The convert call takes at most 20 texts at a time.
      const out: string[] = [];
      for (let at = 0; at < texts.length; at += 20)
        out.push(
          ...(await cs.api().call(contract.console.convertToTraditional, { texts: texts.slice(at, at + 20) })).texts,
        );
      let next = 2;
      setFields((current) => ({
        ...current,
        titleTc: out[0] || null,
        introTc: out[1] || null,
        questions: current.questions.map((q) => {
          const textTc = out[next++] || null;
          return { ...q, textTc, options: q.options.map((o) => ({ ...o, textTc: out[next++] || null })) };
        }),
      }));
    } catch (error) {
      showToast(error instanceof ApiError ? error.message : String(error), 'error');
    }
  };

  const textInputs = (
    label: string,
    values: { Zh: string | null; En: string | null; Tc: string | null },
    onChange: (suffix: 'Zh' | 'En' | 'Tc', value: string) => void,
    options: { max: number; multiline?: boolean; disabled?: boolean },
  ) => (
    <div className="qe-langs" role="group" aria-label={label}>
      {LANGS.map(([suffix, name]) => {
        const common = {
          value: values[suffix] ?? '',
          maxLength: options.max,
          disabled: options.disabled,
          'aria-label': `${label} · ${t(`questionnaireConsole.${name}`)}`,
          placeholder: t(`questionnaireConsole.${name}`),
        };
        return options.multiline ? (
          <Input.TextArea
            key={suffix}
            {...common}
            rows={2}
            onChange={(event) => onChange(suffix, event.target.value)}
          />
        ) : (
          <Input key={suffix} {...common} onChange={(event) => onChange(suffix, event.target.value)} />
        );
      })}
    </div>
  );

  return (
    <div className="qe">
      {publishedReadOnly && cs.may('questionnaire.edit') ? (
        <p className="qe-locked" role="note">
          {t('questionnaireConsole.publishedReadOnly')}
        </p>
      ) : null}
      {locked ? <p className="qe-locked">{t('questionnaireConsole.locked')}</p> : null}
      {problems.length > 0 ? (
        <ul className="qe-problems" role="alert">
          {problems.map((problem) => (
            <li key={`${problem.path}-${problem.message}`}>
              {problemPlace(problem.path, t)}
              {problem.message}
            </li>
          ))}
        </ul>
      ) : null}
      <section className="qe-card">
        <label className="qe-label">{t('questionnaireConsole.titleLabel')}</label>
        {textInputs(
          t('questionnaireConsole.titleLabel'),
          { Zh: fields.titleZh, En: fields.titleEn, Tc: fields.titleTc },
          (suffix, value) => set({ [`title${suffix}`]: value } as Partial<EditorFields>),
          { max: QUESTIONNAIRE_LIMITS.titleLength, disabled: !canEdit },
        )}
        <label className="qe-label">{t('questionnaireConsole.introLabel')}</label>
        {textInputs(
          t('questionnaireConsole.introLabel'),
          { Zh: fields.introZh, En: fields.introEn, Tc: fields.introTc },
          (suffix, value) => set({ [`intro${suffix}`]: value } as Partial<EditorFields>),
          { max: 2000, multiline: true, disabled: !canEdit },
        )}
        <div className="qe-times">
          <label>
            {t('questionnaireConsole.startLabel')}
            <Input
              type="datetime-local"
              value={fields.startAt}
              disabled={!canEdit}
              onChange={(e) => set({ startAt: e.target.value })}
            />
          </label>
          <label>
            {t('questionnaireConsole.endLabel')}
            <Input
              type="datetime-local"
              value={fields.endAt}
              disabled={!canEdit}
              onChange={(e) => set({ endAt: e.target.value })}
            />
          </label>
        </div>
      </section>

      {fields.questions.map((question, index) => {
        const n = index + 1;
        const frozen = locked || !canEdit;
        return (
          <section
            key={question.id}
            className="qe-card"
            aria-labelledby={`qe-${question.id}`}
            data-testid="qe-question"
          >
            <div className="qe-question-head">
              <h3 id={`qe-${question.id}`} className="qe-question-title">
                {t('questionnaireConsole.questionN', { n })}
              </h3>
              <Select
                aria-label={t('questionnaireConsole.typeLabel')}
                value={question.type}
                disabled={frozen}
                style={{ width: 150 }}
                options={QUESTION_TYPES.map((type) => ({ value: type, label: t(`questionnaire.types.${type}`) }))}
                onChange={(type: QuestionType) =>
                  setQuestion(index, {
                    ...newQuestion(type),
                    id: question.id,
                    required: question.required,
                    textZh: question.textZh,
                    textEn: question.textEn,
                    textTc: question.textTc,
                    ...(type !== 'text' && question.options.length >= 2 ? { options: question.options } : {}),
                  })
                }
              />
              <Checkbox
                checked={question.required}
                disabled={frozen}
                onChange={(e) => setQuestion(index, { required: e.target.checked })}
              >
                {t('questionnaireConsole.requiredLabel')}
              </Checkbox>
              <Space size={4} className="qe-question-tools">
                <Button
                  size="small"
                  disabled={frozen || index === 0}
                  onClick={() => move(index, -1)}
                  aria-label={t('questionnaireConsole.moveUp', { n })}
                >
                  ↑
                </Button>
                <Button
                  size="small"
                  disabled={frozen || index === fields.questions.length - 1}
                  onClick={() => move(index, 1)}
                  aria-label={t('questionnaireConsole.moveDown', { n })}
                >
                  ↓
                </Button>
                <Button
                  size="small"
                  danger
                  disabled={frozen || fields.questions.length === 1}
                  aria-label={t('questionnaireConsole.removeQuestion', { n })}
                  onClick={() =>
                    Modal.confirm({
                      title: t('questionnaireConsole.removeConfirm', { n }),
                      okButtonProps: { danger: true },
                      onOk: () =>
                        setFields((current) => ({
                          ...current,
                          questions: current.questions.filter((_, at) => at !== index),
                        })),
                    })
                  }
                >
                  ✕
                </Button>
              </Space>
            </div>
            {textInputs(
              `${t('questionnaireConsole.questionN', { n })} · ${t('questionnaireConsole.textLabel')}`,
              { Zh: question.textZh, En: question.textEn, Tc: question.textTc },
              (suffix, value) => setQuestion(index, { [`text${suffix}`]: value } as Partial<Question>),
              { max: QUESTIONNAIRE_LIMITS.questionLength, disabled: frozen },
            )}
            {question.type !== 'text' ? (
              <div className="qe-options">
                <span className="qe-label">{t('questionnaireConsole.optionsLabel')}</span>
                {question.options.map((option, at) => (
                  <div key={option.id} className="qe-option">
                    {textInputs(
                      `${t('questionnaireConsole.questionN', { n })} · ${t('questionnaireConsole.optionN', { n: at + 1 })}`,
                      { Zh: option.textZh, En: option.textEn, Tc: option.textTc },
                      (suffix, value) =>
                        setQuestion(index, {
                          options: question.options.map((item, k) =>
                            k === at ? { ...item, [`text${suffix}`]: value } : item,
                          ),
                        }),
                      { max: QUESTIONNAIRE_LIMITS.optionLength, disabled: frozen },
                    )}
                    <Button
                      size="small"
                      disabled={frozen || question.options.length <= 2}
                      aria-label={t('questionnaireConsole.removeOption', { n: at + 1 })}
                      onClick={() => setQuestion(index, { options: question.options.filter((_, k) => k !== at) })}
                    >
                      ✕
                    </Button>
                  </div>
                ))}
                <Button
                  size="small"
                  disabled={frozen || question.options.length >= QUESTIONNAIRE_LIMITS.options}
                  onClick={() => setQuestion(index, { options: [...question.options, newOption()] })}
                >
                  {t('questionnaireConsole.addOption')}
                </Button>
              </div>
            ) : null}
            {question.type === 'multiple' ? (
              <Space wrap className="qe-bounds">
                <label>
                  {t('questionnaireConsole.minChoices')}{' '}
                  <InputNumber
                    min={1}
                    max={question.options.length}
                    precision={0}
                    value={question.minChoices}
                    disabled={frozen}
                    onChange={(value) => setQuestion(index, { minChoices: value ?? null })}
                  />
                </label>
                <label>
                  {t('questionnaireConsole.maxChoices')}{' '}
                  <InputNumber
                    min={1}
                    max={question.options.length}
                    precision={0}
                    value={question.maxChoices}
                    disabled={frozen}
                    onChange={(value) => setQuestion(index, { maxChoices: value ?? null })}
                  />
                </label>
              </Space>
            ) : null}
            {question.type === 'text' ? (
              <label className="qe-bounds">
                {t('questionnaireConsole.maxLength')}{' '}
                <InputNumber
                  min={1}
                  max={QUESTIONNAIRE_LIMITS.textLength}
                  precision={0}
                  value={question.maxLength}
                  disabled={frozen}
                  onChange={(value) => setQuestion(index, { maxLength: value ?? null })}
                />
              </label>
            ) : null}
          </section>
        );
      })}

      <div className="qe-actions">
        {canEdit ? (
          <>
            <Button
              disabled={locked || fields.questions.length >= QUESTIONNAIRE_LIMITS.questions}
              onClick={() => set({ questions: [...fields.questions, newQuestion('single')] })}
            >
              {t('questionnaireConsole.addQuestion')}
            </Button>
            <Button onClick={() => void convert()} disabled={locked}>
              {t('questionnaireConsole.convert')}
            </Button>
          </>
        ) : null}
        <Button onClick={() => props.onPreview(fields)}>{t('questionnaireConsole.preview')}</Button>
        {canEdit ? (
          <Button type="primary" loading={busy} onClick={() => void save()}>
            {t('questionnaireConsole.save')}
          </Button>
        ) : null}
        {canPublish && props.stored ? (
          props.stored.published ? (
            <Button danger disabled={busy} onClick={() => publish(false)}>
              {t('questionnaireConsole.unpublish')}
            </Button>
          ) : (
            <Button type="primary" disabled={busy} onClick={() => publish(true)}>
              {t('questionnaireConsole.publish')}
            </Button>
          )
        ) : null}
        {props.stored ? (
          <Tag color={props.stored.published ? 'green' : 'default'}>
            {props.stored.published
              ? t('questionnaireConsole.status.published')
              : t('questionnaireConsole.status.draft')}
          </Tag>
        ) : (
          <Tag>{t('questionnaireConsole.status.none')}</Tag>
        )}
      </div>
    </div>
  );
}

/** "Question 2 · " for a server field path like body.fields.questions.1.options. */
function problemPlace(path: string, t: (key: string, options?: Record<string, unknown>) => string) {
  const match = /questions\.(\d+)/.exec(path);
  return match ? `${t('questionnaireConsole.questionN', { n: Number(match[1]) + 1 })} · ` : '';
}
