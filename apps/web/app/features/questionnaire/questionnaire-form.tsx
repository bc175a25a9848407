import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnswerItem, ViewerQuestion } from '@roadshow/contracts/questionnaire';
import { checkAnswers, toAnswerItems, type AnswerError, type AnswerState } from './answer-state.ts';
import { QuestionField } from './question-field.tsx';

export interface QuestionnaireFormProps {
  questions: ViewerQuestion[];
  answers: AnswerState;
  onChange: (answers: AnswerState) => void;
  /** Sends the answers; resolves with the server's per-question problems, or null when accepted. */
  onSubmit?: (items: AnswerItem[]) => Promise<Record<string, AnswerError> | null>;
}

const EMPTY = { optionIds: [], text: '' };

/**
 * The questionnaire's questions and its submit step. Every problem is shown at its question and the
 * first one gets the focus; submitting asks once more, because a submission is final (spec §5).
 * Without onSubmit (the console's preview) the form is a look at the questions only.
 */
export function QuestionnaireForm({ questions, answers, onChange, onSubmit }: QuestionnaireFormProps) {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<Record<string, AnswerError>>({});
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const focusFirst = (found: Record<string, AnswerError>) => {
    const first = questions.find((question) => found[question.questionId]);
    if (!first) return;
    const field = formRef.current?.querySelector<HTMLElement>(
      `#question-${first.questionId} input, #question-${first.questionId} textarea`,
    );
    field?.focus();
  };

  const review = () => {
    const found = checkAnswers(questions, answers);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirst(found);
      return;
    }
    setConfirming(true);
  };

  const send = async () => {
    if (!onSubmit) return;
    setBusy(true);
    try {
      const problems = await onSubmit(toAnswerItems(questions, answers));
      if (problems) {
        setErrors(problems);
        setConfirming(false);
        focusFirst(problems);
      }
    } finally {
      setBusy(false);
    }
  };

  const errorCount = Object.keys(errors).length;
  return (
    <form
      ref={formRef}
      className="q-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (confirming) void send();
        else review();
      }}
    >
      {questions.map((question, index) => (
        <QuestionField
          key={question.questionId}
          index={index}
          question={question}
          value={answers[question.questionId] ?? EMPTY}
          error={errors[question.questionId]}
          onChange={(value) => {
            onChange({ ...answers, [question.questionId]: value });
            if (errors[question.questionId]) {
              const rest = { ...errors };
              delete rest[question.questionId];
              setErrors(rest);
            }
          }}
        />
      ))}
      {errorCount > 0 ? (
        <p className="q-form__summary" role="alert">
          {t('questionnaire.fixErrors')}
        </p>
      ) : null}
      {onSubmit ? (
        confirming ? (
          <div
            className="q-form__confirm"
            role="alertdialog"
            aria-labelledby="q-confirm-title"
            aria-describedby="q-confirm-text"
          >
            <p id="q-confirm-title" className="q-form__confirm-title">
              {t('questionnaire.confirmTitle')}
            </p>
            <p id="q-confirm-text">{t('questionnaire.confirmText')}</p>
            <div className="q-form__actions">
              <button type="button" className="btn" onClick={() => setConfirming(false)} disabled={busy}>
                {t('questionnaire.back')}
              </button>
              <button type="submit" className="btn btn--primary" disabled={busy} autoFocus>
                {busy ? t('questionnaire.submitting') : t('questionnaire.confirm')}
              </button>
            </div>
          </div>
        ) : (
          <div className="q-form__actions">
            <p className="q-form__note">{t('questionnaire.finalNote')}</p>
            <button type="submit" className="btn btn--primary q-form__submit">
              {t('questionnaire.submit')}
            </button>
          </div>
        )
      ) : null}
    </form>
  );
}
