import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { contract } from '@roadshow/contracts/calls/contract';
import type { WaitWrite } from '@roadshow/contracts/questionnaire';
import { browserTransport, createApiClient } from '../../lib/api-client.ts';
import { useLang, useRootData, withLang } from '../../lib/lang.ts';

function chinaMinutes(iso: string) {
  return new Date(new Date(iso).getTime() + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
}

/**
 * The spec's "check wait-write": a to-do badge linking to the questionnaire while the viewer has an
 * open one to fill (decision 046). Asked after hydration, so the cached activity page stays the same
 * for everyone; `refresh` changes when the live room hears a `questionnaire` event. Renders nothing
 * for visitors and when there is nothing to do, so nothing shifts for them.
 */
export function QuestionnaireEntry(props: { activityId: number; refresh?: number; variant?: 'page' | 'room' }) {
  const { t } = useTranslation();
  const lang = useLang();
  const loggedIn = Boolean(useRootData()?.user);
  const [todo, setTodo] = useState<WaitWrite | null>(null);
  const { activityId, refresh = 0, variant = 'page' } = props;

  useEffect(() => {
    if (!loggedIn) return;
    let live = true;
    createApiClient(browserTransport, lang)
      .call(contract.questionnaire.checkWaitWrite, { activityId })
      .then((answer) => {
        if (live) setTodo(answer);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [activityId, lang, loggedIn, refresh]);

  if (!todo?.show) return null;
  const href = withLang(`/tab/questionType?activityId=${activityId}`, lang);
  return (
    <div className={`questionnaire-todo questionnaire-todo--${variant}`} role="status" data-testid="questionnaire-todo">
      <span className="questionnaire-todo__badge">{t('questionnaire.todoBadge')}</span>
      <span className="questionnaire-todo__text">
        {variant === 'room'
          ? t('questionnaire.roomOpen')
          : t('questionnaire.todo', { end: todo.endTime ? chinaMinutes(todo.endTime) : '' })}
      </span>
      <Link className="btn btn--primary questionnaire-todo__link" to={href}>
        {variant === 'room' ? t('questionnaire.roomLink') : t('questionnaire.todoLink')}
      </Link>
    </div>
  );
}
