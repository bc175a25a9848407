import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatChinaDateTime } from '@roadshow/contracts/format';
import type { MyQuestion } from '@roadshow/contracts/my-center';
import { Pager } from '../../components/pager.tsx';
import { useLang, withLang } from '../../lib/lang.ts';
import { MyListEmpty } from './my-list-empty.tsx';
import { myCenterHref } from './my-center-tab.ts';

/** My questions in every live room, each with the activity it was asked in and its answers. */
export function MyQuestionList({
  data,
}: {
  data: { total: number; page: number; pageSize: number; questionList: MyQuestion[] };
}) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <section className="my-center__card my-list" aria-labelledby="my-list-title">
      <h2 id="my-list-title" className="my-center__card-title">
        {t('myCenterLists.tabs.questions')}
      </h2>
      {data.questionList.length === 0 ? (
        <MyListEmpty text={t('myCenterLists.empty.questions')} />
      ) : (
        <ul className="my-list__rows">
          {data.questionList.map((question) => (
            <li key={question.questionId} className="my-list__row my-list__row--question">
              <div className="my-list__main">
                <p className="my-list__question">{question.text}</p>
                <p className="my-list__meta">
                  <span>{t('myCenterLists.toGuest', { guest: question.guestName })}</span>
                  <time dateTime={question.askedAt}>{formatChinaDateTime(question.askedAt)}</time>
                  {question.anonymous ? <span>{t('myCenterLists.anonymous')}</span> : null}
                </p>
                <Link
                  className="my-list__activity"
                  to={withLang(`/tab/activityIndex?activityId=${question.activityId}`, lang)}
                >
                  {question.activityTitle}
                </Link>
                {question.answers.map((answer) => (
                  <blockquote key={answer.publishedAt} className="my-list__answer">
                    <span className="my-list__answer-label">{t('myCenterLists.answer')}</span> {answer.text}
                  </blockquote>
                ))}
              </div>
              <div className="my-list__badges">
                <span className={`my-list__badge my-list__badge--${question.state}`}>
                  {t(`myCenterLists.questionState.${question.state}`)}
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pager
        page={data.page}
        total={data.total}
        pageSize={data.pageSize}
        href={(page) => withLang(`${myCenterHref('questions')}&page=${page}`, lang)}
        label={t('myCenterLists.pages')}
      />
    </section>
  );
}
