import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QUESTION_TYPES } from '@roadshow/contracts/questionnaire';
import { loadQuestionnairePage } from '../../features/questionnaire/load-questionnaire.server.ts';
import { QuestionnaireHead } from '../../features/questionnaire/questionnaire-head.tsx';
import '../../features/questionnaire/questionnaire.css';
import { serverApi } from '../../lib/api.server.ts';
import { langFromRequest, useLang, withLang } from '../../lib/lang.ts';
import type { Route } from './+types/question-type';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadQuestionnairePage(serverApi(context, langFromRequest(request)), new URL(request.url), false);
}

/**
 * Spec §2 /tab/questionType?activityId (decision 047): the questionnaire's overview before
 * answering, from the spec's "info" call: title, window and phase, how many questions of each type
 * and how many are required, and whether the viewer has answered. The entry point the activity
 * page and the live room link to; the questions themselves are /tab/question.
 */
export default function QuestionTypePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const { info, activityId } = loaderData;
  const questionHref = withLang(`/tab/question?activityId=${activityId}`, lang);
  return (
    <main id="main" className="q-page">
      <title>{`${info.title} · ${t('questionnaire.typePageTitle')} · ${t('site.name')}`}</title>
      <QuestionnaireHead info={info} />
      <p className="q-page__summary">
        {t('questionnaire.summary', { count: info.questionCount, required: info.requiredCount })}
      </p>
      <ul className="q-types">
        {QUESTION_TYPES.filter((type) => info.typeCounts[type] > 0).map((type) => (
          <li key={type} className="q-types__item">
            <span className="q-types__name">{t(`questionnaire.types.${type}`)}</span>
            <span className="q-types__count">{t('questionnaire.typeCount', { count: info.typeCounts[type] })}</span>
            <span className="q-types__help">{t(`questionnaire.typeHelp.${type}`)}</span>
          </li>
        ))}
      </ul>
      {info.phase !== 'open' && !info.answered ? (
        <p className="q-note" role="status">
          {t('questionnaire.closed')}
        </p>
      ) : null}
      <p className="q-page__note">{t('questionnaire.finalNote')}</p>
      {info.answered ? (
        <Link className="btn btn--primary q-page__cta" to={questionHref}>
          {t('questionnaire.viewAnswers')}
        </Link>
      ) : info.phase === 'open' ? (
        <Link className="btn btn--primary q-page__cta" to={questionHref}>
          {t('questionnaire.start')}
        </Link>
      ) : null}
      <p className="q-page__back">
        <Link to={withLang(`/tab/activityIndex?activityId=${activityId}`, lang)}>{t('questionnaire.toActivity')}</Link>
      </p>
    </main>
  );
}
