import { useTranslation } from 'react-i18next';
import type { ViewerQuestion } from '@roadshow/contracts/questionnaire';
import { choiceBounds, DEFAULT_TEXT_LIMIT, type AnswerError } from './answer-state.ts';

export interface QuestionFieldProps {
  index: number;
  question: ViewerQuestion;
  value: { optionIds: string[]; text: string };
  onChange?: (value: { optionIds: string[]; text: string }) => void;
  error?: AnswerError;
  readOnly?: boolean;
}

/**
 * One question as a fieldset: radios for single choice, checkboxes for multiple choice, a textarea
 * with a character count for fill-in. The legend carries the number, the text and the required
 * mark, so a screen reader announces them with every option.
 */
export function QuestionField({ index, question, value, onChange, error, readOnly }: QuestionFieldProps) {
  const { t } = useTranslation();
  const id = `question-${question.questionId}`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const { min, max } = choiceBounds(question);
  const hint =
    question.type === 'multiple'
      ? max >= question.options.length && min <= 1
        ? t('questionnaire.typeHelp.multiple')
        : max >= question.options.length
          ? t('questionnaire.pickAtLeast', { min })
          : t('questionnaire.pick', { min, max })
      : question.type === 'single'
        ? t('questionnaire.typeHelp.single')
        : null;
  const limit = question.maxLength ?? DEFAULT_TEXT_LIMIT;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const errorText = error
    ? error.kind === 'server'
      ? error.message
      : error.kind === 'required'
        ? t('questionnaire.errors.required')
        : t(`questionnaire.errors.${error.kind}`, error)
    : null;

  const toggle = (optionId: string, checked: boolean) => {
    if (!onChange) return;
    const next =
      question.type === 'single'
        ? [optionId]
        : checked
          ? [...value.optionIds, optionId]
          : value.optionIds.filter((item) => item !== optionId);
    // Kept in the options' order whatever the clicking order was.
    onChange({ ...value, optionIds: question.options.map((o) => o.optionId).filter((o) => next.includes(o)) });
  };

  return (
    <fieldset
      className={`q-field${error ? ' q-field--error' : ''}`}
      id={id}
      aria-describedby={describedBy}
      aria-invalid={error ? true : undefined}
      data-testid={`question-${question.type}`}
    >
      <legend className="q-field__legend">
        <span className="q-field__number">{index + 1}.</span>
        <span className="q-field__text">{question.text}</span>
        <span className="q-field__type">{t(`questionnaire.types.${question.type}`)}</span>
        {question.required ? (
          <span className="q-field__required">
            <span aria-hidden="true">*</span>
            <span className="visually-hidden">{t('questionnaire.requiredMark')}</span>
          </span>
        ) : null}
      </legend>
      {hint ? (
        <p className="q-field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {question.type === 'text' ? (
        <div className="q-field__textbox">
          <textarea
            className="q-field__textarea"
            aria-label={question.text}
            aria-required={question.required}
            aria-describedby={describedBy}
            rows={3}
            value={value.text}
            readOnly={readOnly}
            onChange={(event) => onChange?.({ ...value, text: event.target.value })}
          />
          <span className="q-field__count" aria-live="polite">
            {t('questionnaire.chars', { count: [...value.text].length, max: limit })}
          </span>
        </div>
      ) : (
        <ul className="q-field__options">
          {question.options.map((option) => {
            const checked = value.optionIds.includes(option.optionId);
            return (
              <li key={option.optionId}>
                <label className={`q-option${checked ? ' q-option--checked' : ''}`}>
                  <input
                    type={question.type === 'single' ? 'radio' : 'checkbox'}
                    name={id}
                    value={option.optionId}
                    checked={checked}
                    disabled={readOnly}
                    onChange={(event) => toggle(option.optionId, event.target.checked)}
                  />
                  <span>{option.text}</span>
                </label>
              </li>
            );
          })}
        </ul>
      )}
      {errorText ? (
        <p className="q-field__error" id={errorId} role="alert">
          {errorText}
        </p>
      ) : null}
    </fieldset>
  );
}
