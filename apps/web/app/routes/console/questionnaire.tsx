import { Modal, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useRevalidator } from 'react-router';
import { contract } from '@roadshow/contracts/calls/contract';
import type { Lang } from '@roadshow/contracts/locale';
import type { ViewerQuestion } from '@roadshow/contracts/questionnaire';
import { consoleLoad, activityIdParam } from '../../features/console/console-load.server.ts';
import {
  editorFieldsOf,
  QuestionnaireEditor,
  type EditorFields,
} from '../../features/console/questionnaire-editor.tsx';
import { renderResultChart } from '../../features/console/questionnaire-charts.server.ts';
import { QuestionnaireResultsView } from '../../features/console/questionnaire-results-view.tsx';
import '../../features/console/questionnaire.css';
import { useConsole } from '../../features/console/use-console.ts';
import type { AnswerState } from '../../features/questionnaire/answer-state.ts';
import { QuestionnaireForm } from '../../features/questionnaire/questionnaire-form.tsx';
import '../../features/questionnaire/questionnaire.css';
import { serverApi } from '../../lib/api.server.ts';
import { langFromRequest, withLang } from '../../lib/lang.ts';
import type { Route } from './+types/questionnaire';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const activityId = activityIdParam(params);
  const api = serverApi(context, langFromRequest(request));
  const view = new URL(request.url).searchParams.get('view') === 'results' ? 'results' : 'edit';
  return consoleLoad(async () => {
    const [questionnaire, activity, results] = await Promise.all([
      api.call(contract.console.getConsoleQuestionnaire, { activityId }),
      api.call(contract.console.getActivity, { activityId }),
      api.call(contract.console.getQuestionnaireResults, { activityId }),
    ]);
    // Charts are drawn here, on the server, and reach the page as SVG text (no chart code ships).
    const charts =
      view === 'results'
        ? results.questions.flatMap((result) => {
            const chart = renderResultChart(result);
            return chart ? [{ questionId: result.questionId, ...chart }] : [];
          })
        : [];
    return { activityId, view, questionnaire, fields: activity.fields, results, charts, now: new Date().toISOString() };
  });
}

/** The editor's question as a viewer sees it in one language (the preview). */
function previewQuestions(fields: EditorFields, lang: Lang): ViewerQuestion[] {
  const pick = (zh: string, en: string | null, tc: string | null) =>
    lang === 'en' ? en || zh : lang === 'tc' ? tc || zh : zh;
  return fields.questions.map((question) => ({
    questionId: question.id,
    type: question.type,
    required: question.required,
    text: pick(question.textZh, question.textEn, question.textTc),
    options: question.options.map((option) => ({
      optionId: option.id,
      text: pick(option.textZh, option.textEn, option.textTc),
    })),
    minChoices: question.minChoices,
    maxChoices: question.maxChoices,
    maxLength: question.maxLength,
  }));
}

/**
 * An activity's questionnaire in the console (decision 046): author and publish it, or read its
 * results with charts and export them. Linked from the activities list.
 */
export default function ConsoleQuestionnaire({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const cs = useConsole();
  const revalidator = useRevalidator();
  const { activityId, view, questionnaire, fields, results, charts } = loaderData;
  const stored = questionnaire.questionnaire;
  const [preview, setPreview] = useState<EditorFields | null>(null);
  const [previewLang, setPreviewLang] = useState<Lang>(cs.lang);
  const [previewAnswers, setPreviewAnswers] = useState<AnswerState>({});
  const title =
    cs.lang === 'en'
      ? fields.titleEn || fields.titleZh
      : cs.lang === 'tc'
        ? fields.titleTc || fields.titleZh
        : fields.titleZh;
  const base = `/console/activity/${activityId}/questionnaire`;
  // Viewers of tc see missing tc texts converted from zh-CN (the server's rule): the preview asks the
  // same conversion for the texts left empty, so it shows what they will see.
  const choosePreviewLang = async (next: Lang, source: EditorFields | null = preview) => {
    setPreviewLang(next);
    if (next !== 'tc' || !source) return;
    const zh = [source.titleZh, ...source.questions.flatMap((q) => [q.textZh, ...q.options.map((o) => o.textZh)])];
    const texts: string[] = [];
    try {
      for (let at = 0; at < zh.length; at += 20)
        texts.push(
          ...(await cs.api().call(contract.console.convertToTraditional, { texts: zh.slice(at, at + 20) })).texts,
        );
    } catch {
      return; // The preview then shows the zh-CN text where tc is empty.
    }
    let at = 1;
    const converted: EditorFields = {
      ...source,
      titleTc: source.titleTc || texts[0] || null,
      questions: source.questions.map((q) => {
        const textTc = q.textTc || texts[at++] || null;
        return { ...q, textTc, options: q.options.map((o) => ({ ...o, textTc: o.textTc || texts[at++] || null })) };
      }),
    };
    setPreview(converted);
  };
  const exportHref = `/roadshow/console/exportQuestionnaireResults?${new URLSearchParams({
    activityId: String(activityId),
    lang: cs.lang,
  })}`;

  return (
    <section className="console-page">
      <title>{`${t('questionnaireConsole.title')} · ${title} · ${t('console.title')}`}</title>
      <div className="console-page__head">
        <h2 className="console-page__title">
          {t('questionnaireConsole.title')} · {title}
        </h2>
        <span className="console-page__sub" data-testid="response-count">
          {t('questionnaireConsole.responses', { count: results.responseCount })}
        </span>
      </div>
      <nav className="qr-tabs" aria-label={t('questionnaireConsole.title')}>
        {(['edit', 'results'] as const).map((name) => (
          <Link
            key={name}
            className={`console-button${view === name ? ' console-button--primary' : ''}`}
            aria-current={view === name ? 'page' : undefined}
            to={cs.href(base, name === 'results' ? { view: 'results' } : {})}
          >
            {t(`questionnaireConsole.tabs.${name}`)}
          </Link>
        ))}
        {stored?.published ? (
          <a
            className="console-button"
            href={withLang(`/tab/questionType?activityId=${activityId}`, cs.lang)}
            target="_blank"
            rel="noreferrer"
          >
            {t('questionnaireConsole.viewPage')}
          </a>
        ) : null}
        {view === 'results' && cs.may('questionnaire.export') && stored ? (
          <a className="console-button" href={exportHref} download>
            {t('questionnaireConsole.export')}
          </a>
        ) : null}
      </nav>
      {view === 'edit' ? (
        <QuestionnaireEditor
          key={stored?.updatedAt ?? 'new'}
          activityId={activityId}
          stored={stored}
          initial={editorFieldsOf(stored, new Date(loaderData.now))}
          onPreview={(current) => {
            setPreviewAnswers({});
            setPreview(current);
            void choosePreviewLang(cs.lang, current);
          }}
          onChanged={() => revalidator.revalidate()}
        />
      ) : (
        <QuestionnaireResultsView results={results} charts={charts} />
      )}
      <Modal
        open={preview !== null}
        title={t('questionnaireConsole.previewTitle')}
        footer={null}
        width={480}
        onCancel={() => setPreview(null)}
      >
        <Radio.Group
          optionType="button"
          aria-label={t('questionnaireConsole.previewLang')}
          value={previewLang}
          onChange={(event) => void choosePreviewLang(event.target.value as Lang)}
          options={[
            { value: 'zh-CN', label: t('questionnaireConsole.langZh') },
            { value: 'en', label: t('questionnaireConsole.langEn') },
            { value: 'tc', label: t('questionnaireConsole.langTc') },
          ]}
        />
        {preview ? (
          <div className="q-page" data-testid="questionnaire-preview">
            <h3 className="q-head__title">
              {previewLang === 'en'
                ? preview.titleEn || preview.titleZh
                : previewLang === 'tc'
                  ? preview.titleTc || preview.titleZh
                  : preview.titleZh}
            </h3>
            <QuestionnaireForm
              questions={previewQuestions(preview, previewLang)}
              answers={previewAnswers}
              onChange={setPreviewAnswers}
            />
          </div>
        ) : null}
      </Modal>
    </section>
  );
}
