import { useCallback, useEffect, useRef, useState } from 'react';
import type { AnswerState } from './answer-state.ts';

/** One draft per questionnaire and user on this device, so two accounts never see each other's. */
export function draftKey(questionnaireId: number, userId: string) {
  return `questionnaire-draft:${questionnaireId}:${userId}`;
}

/**
 * The form's answers, kept in local storage while the viewer types (decision 046): a reload, a lost
 * connection or a closed tab does not lose them. Restored after hydration (the server renders the
 * empty form), and cleared once the submission is accepted.
 */
export function useAnswerDraft(key: string | null) {
  const [answers, setAnswers] = useState<AnswerState>({});
  const [restored, setRestored] = useState(false);
  const keyRef = useRef(key);
  keyRef.current = key;

  useEffect(() => {
    if (!key) return;
    try {
      const saved = localStorage.getItem(key);
      if (saved) {
        const parsed = JSON.parse(saved) as AnswerState;
        if (parsed && typeof parsed === 'object' && Object.keys(parsed).length > 0) {
          setAnswers(parsed);
          setRestored(true);
        }
      }
    } catch {
      // A broken or unavailable store only means no draft.
    }
  }, [key]);

  const update = useCallback((next: AnswerState) => {
    setAnswers(next);
    const current = keyRef.current;
    if (!current) return;
    try {
      localStorage.setItem(current, JSON.stringify(next));
    } catch {
      // Storage full or blocked (private mode): the form still works, the draft is just not kept.
    }
  }, []);

  const clear = useCallback(() => {
    if (keyRef.current) localStorage.removeItem(keyRef.current);
  }, []);

  return { answers, update, clear, restored };
}
