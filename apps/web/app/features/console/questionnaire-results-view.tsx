import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { QuestionnaireResults } from '@roadshow/contracts/questionnaire';
import { chinaTime } from './format-time.ts';

export interface ResultChart {
  questionId: string;
  svg: string;
  width: number;
  height: number;
}

/**
 * The results per question (decision 046): a server-drawn bar chart and a table of counts and
 * percentages for choice questions, the answers listed for fill-in ones. The table is the
 * accessible form of the chart, so the chart itself is decoration with a label.
 */
export function QuestionnaireResultsView(props: { results: QuestionnaireResults; charts: ResultChart[] }) {
  const { t } = useTranslation();
  const { results } = props;
  const charts = new Map(props.charts.map((chart) => [chart.questionId, chart]));
  if (results.responseCount === 0) return <p className="qr-empty">{t('questionnaireConsole.noResponses')}</p>;
  return (
    <div className="qr">
      {results.questions.map((question, index) => {
        const chart = charts.get(question.questionId);
        return (
          <section
            key={question.questionId}
            className="qe-card qr-question"
            aria-labelledby={`qr-${question.questionId}`}
            data-testid="qr-question"
          >
            <h3 id={`qr-${question.questionId}`} className="qe-question-title">
              {index + 1}. {question.text}{' '}
              <span className="qr-type">
                {t(`questionnaire.types.${question.type}`)} ·{' '}
                {t('questionnaireConsole.answered', { count: question.answered })}
              </span>
            </h3>
            {question.type === 'text' ? (
              question.texts.length === 0 ? (
                <p className="qr-empty">{t('questionnaireConsole.noTexts')}</p>
              ) : (
                <ol className="qr-texts">
                  {question.texts.map((item, at) => (
                    <li key={`${item.submittedAt}-${at}`}>
                      <span className="qr-text">{item.text}</span>
                      <span className="qr-time">{chinaTime(item.submittedAt)}</span>
                    </li>
                  ))}
                </ol>
              )
            ) : (
              <div className="qr-body">
                {chart ? (
                  <figure
                    className="qr-chart"
                    style={{ width: chart.width, height: chart.height }}
                    role="img"
                    aria-label={t('questionnaireConsole.chartLabel', { n: index + 1 })}
                    // Drawn by echarts on the server from our own numbers; its text nodes are escaped.
                    dangerouslySetInnerHTML={{ __html: chart.svg }}
                  />
                ) : null}
                <Table
                  size="small"
                  rowKey="optionId"
                  pagination={false}
                  className="qr-table"
                  dataSource={question.options}
                  columns={[
                    { title: t('questionnaireConsole.option'), dataIndex: 'text' },
                    { title: t('questionnaireConsole.count'), dataIndex: 'count', width: 80, align: 'right' },
                    {
                      title: t('questionnaireConsole.percent'),
                      key: 'percent',
                      width: 90,
                      align: 'right',
                      render: (_, row) => `${row.percent}%`,
                    },
                  ]}
                />
              </div>
            )}
          </section>
        );
      })}
    </div>
  );
}
