import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useRevalidator } from 'react-router';
import { contract } from '@roadshow/contracts/calls/contract';
import { identityUrl } from '../../components/header/auth-links.tsx';
import { showToast } from '../../components/toast.tsx';
import { fromAnswerItems, type AnswerError } from '../../features/questionnaire/answer-state.ts';
import { loadQuestionnairePage } from '../../features/questionnaire/load-questionnaire.server.ts';
import { chinaMinutes, QuestionnaireHead } from '../../features/questionnaire/questionnaire-head.tsx';
import { QuestionField } from '../../features/questionnaire/question-field.tsx';
import { QuestionnaireForm } from '../../features/questionnaire/questionnaire-form.tsx';
import '../../features/questionnaire/questionnaire.css';
import { draftKey, useAnswerDraft } from '../../features/questionnaire/use-answer-draft.ts';
import { serverApi } from '../../lib/api.server.ts';
import { ApiError, browserTransport, createApiClient } from '../../lib/api-client.ts';
import { langFromRequest, useLang, useRootData, withLang } from '../../lib/lang.ts';
import type { Route } from './+types/question';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadQuestionnairePage(serverApi(context, langFromRequest(request)), new URL(request.url), true);
}

/**
 * Spec §2 /tab/question?activityId: the questionnaire itself (decision 046). Open: the form, with a
 * draft kept on this device while typing; submitted: the viewer's answers, read only; outside the
 * window: the spec's message. Phone first (390 px), in the plain layout.
 */
export default function QuestionPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const root = useRootData();
  const location = useLocation();
  const revalidator = useRevalidator();
  const { info, detail, refusal, activityId } = loaderData;
  const userId = root?.user?.userId ?? null;
  const open = detail !== null && !detail.answered && detail.phase === 'open';
  const draft = useAnswerDraft(open && userId ? draftKey(info.questionnaireId, userId) : null);
  useEffect(() => {
    if (draft.restored) showToast(t('questionnaire.draftRestored'));
  }, [draft.restored, t]);

  const submit = async (answers: Parameters<NonNullable<Parameters<typeof QuestionnaireForm>[0]['onSubmit']>>[0]) => {
    try {
      await createApiClient(browserTransport, lang).call(contract.questionnaire.answerQuestionnaire, {
        activityId,
        answers,
      });
      draft.clear();
      showToast(t('questionnaire.submitted'));
      await revalidator.revalidate();
      return null;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const problems: Record<string, AnswerError> = {};
      for (const field of error.fields) {
        const questionId = /^body\.answers\.(.+)$/.exec(field.path)?.[1];
        if (questionId) problems[questionId] = { kind: 'server', message: field.message };
      }
      showToast(error.message, 'error');
      if (error.code === 'QUESTIONNAIRE_ANSWERED' || error.code === 'QUESTIONNAIRE_CLOSED') {
        if (error.code === 'QUESTIONNAIRE_ANSWERED') draft.clear();
        await revalidator.revalidate();
      }
      return problems;
    }
  };

  const loginHref = identityUrl(
    root?.config.identityUrl ?? '/identity',
    'login',
    `${root?.origin ?? ''}${location.pathname}${location.search}`,
    lang,
  );
  const activityHref = withLang(`/tab/activityIndex?activityId=${activityId}`, lang);

  return (
    <main id="main" className="q-page">
      <title>{`${info.title} · ${t('questionnaire.pageTitle')} · ${t('site.name')}`}</title>
      <QuestionnaireHead info={info} />
      {refusal ? (
        <div className="q-note" role="status">
          <p>{refusal.code === 'UNAUTHORIZED' ? t('questionnaire.loginNote') : refusal.message}</p>
          {refusal.code === 'UNAUTHORIZED' ? (
            <a className="btn btn--primary" href={loginHref}>
              {t('questionnaire.login')}
            </a>
          ) : null}
        </div>
      ) : null}
      {detail && detail.answered ? (
        <section className="q-done" aria-labelledby="q-done-title">
          <h2 id="q-done-title" className="q-done__title">
            {t('questionnaire.answeredTitle')}
          </h2>
          {detail.submittedAt ? (
            <p className="q-done__time">{t('questionnaire.answeredAt', { time: chinaMinutes(detail.submittedAt) })}</p>
          ) : null}
          {detail.questions.map((question, index) => (
            <QuestionField
              key={question.questionId}
              index={index}
              question={question}
              value={fromAnswerItems(detail.myAnswers ?? [])[question.questionId] ?? { optionIds: [], text: '' }}
              readOnly
            />
          ))}
        </section>
      ) : null}
      {detail && !detail.answered && detail.phase !== 'open' ? (
        <p className="q-note" role="status" data-testid="questionnaire-closed">
          {t('questionnaire.closed')}
        </p>
      ) : null}
      {open && detail ? (
        <>
          <p className="q-page__note">{t('questionnaire.draftNote')}</p>
          <QuestionnaireForm
            questions={detail.questions}
            answers={draft.answers}
            onChange={draft.update}
            onSubmit={submit}
          />
        </>
      ) : null}
      <p className="q-page__back">
        <Link to={activityHref}>{t('questionnaire.toActivity')}</Link>
      </p>
    </main>
  );
}
