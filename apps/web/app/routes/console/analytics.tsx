import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { contract } from '@roadshow/contracts/calls/contract';
import { CHART_HEIGHT, CHART_WIDTH } from '../../features/console/chart-size.ts';
import {
  questionsChart,
  signUpsByDayChart,
  signUpsByStateChart,
} from '../../features/console/analytics-charts.server.ts';
import { consoleLoad, activityIdParam } from '../../features/console/console-load.server.ts';
import { mergedCatalogues, type MessageTree } from '../../i18n/merge-catalogues.ts';
import { useConsole } from '../../features/console/use-console.ts';
import { serverApi } from '../../lib/api.server.ts';
import { langFromRequest } from '../../lib/lang.ts';
import type { Route } from './+types/analytics';

const STATE_COLORS: Record<string, string> = {
  approved: '#1f9d55',
  pending: '#2588ef',
  waiting: '#d97706',
  rejected: '#d14343',
  withdrawn: '#8a9099',
};

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const activityId = activityIdParam(params);
  const lang = langFromRequest(request);
  const api = serverApi(context, lang);
  return consoleLoad(async () => {
    const [figures, activity] = await Promise.all([
      api.call(contract.console.getActivityAnalytics, { activityId }),
      api.call(contract.console.getActivity, { activityId }),
    ]);
    // The charts are drawn here, on the server, in the page's language (decision 040).
    const messages = mergedCatalogues[lang].console as MessageTree;
    const label = (group: string, key: string) => String((messages[group] as MessageTree)[key] ?? key);
    const charts = {
      byDay: figures.signUpsByDay.length > 0 ? signUpsByDayChart(figures.signUpsByDay) : null,
      byState: signUpsByStateChart(
        figures.signUpsByState.map((row) => ({
          label: label('states', row.state),
          count: row.count,
          color: STATE_COLORS[row.state] ?? '#2588ef',
        })),
      ),
      questions: questionsChart([
        { label: label('analytics', 'questionsAsked'), count: figures.questionsAsked },
        { label: label('analytics', 'questionsAnswered'), count: figures.questionsAnswered },
      ]),
    };
    return { figures, fields: activity.fields, charts };
  });
}

/** A chart drawn by the loader: an SVG of fixed size, so nothing moves when it arrives. */
function Chart(props: { title: string; svg: string | null; empty: string }) {
  return (
    <figure className="console-chart">
      <figcaption className="console-page__sub">{props.title}</figcaption>
      <div
        role="img"
        aria-label={props.title}
        style={{ width: '100%', maxWidth: CHART_WIDTH, aspectRatio: `${CHART_WIDTH} / ${CHART_HEIGHT}` }}
        // The SVG is ECharts' own output from numbers and our labels (escaped), made by our server.
        dangerouslySetInnerHTML={{ __html: props.svg ?? `<p>${props.empty}</p>` }}
      />
    </figure>
  );
}

/** One activity's figures (decision 030) with charts drawn on the server (decision 040), and the XLSX. */
export default function ConsoleAnalytics({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const cs = useConsole();
  const { figures, fields, charts } = loaderData;
  const title =
    cs.lang === 'en'
      ? fields.titleEn || fields.titleZh
      : cs.lang === 'tc'
        ? fields.titleTc || fields.titleZh
        : fields.titleZh;
  const minutes = (seconds: number) => (seconds / 60).toFixed(1);
  const tiles: [string, string | number][] = [
    [t('console.analytics.pageViews'), figures.pageViews],
    [t('console.analytics.uniqueVisitors'), figures.uniqueVisitors],
    [t('console.analytics.viewers'), figures.viewers],
    [t('console.analytics.totalMinutes'), minutes(figures.totalViewingSeconds)],
    [t('console.analytics.averageMinutes'), minutes(figures.averageViewingSeconds)],
    [t('console.analytics.questionsAsked'), figures.questionsAsked],
    [t('console.analytics.questionsAnswered'), figures.questionsAnswered],
  ];
  const exportHref = `/roadshow/console/exportActivityAnalytics?${new URLSearchParams({
    activityId: String(figures.activityId),
    lang: cs.lang,
  })}`;
  return (
    <section className="console-page">
      <title>{`${t('console.analytics.title')} · ${title} · ${t('console.title')}`}</title>
      <div className="console-page__head">
        <h2 className="console-page__title">
          {t('console.analytics.title')} · {title}
        </h2>
        <a className="console-button console-button--primary" href={exportHref} download>
          {t('console.analytics.export')}
        </a>
      </div>
      <dl className="console-tiles">
        {tiles.map(([label, value]) => (
          <div key={label} className="console-tiles__tile">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="console-charts">
        <Chart title={t('consoleParts.chartByDay')} svg={charts.byDay} empty={t('consoleParts.noData')} />
        <Chart title={t('consoleParts.chartByState')} svg={charts.byState} empty={t('consoleParts.noData')} />
        <Chart title={t('consoleParts.chartQuestions')} svg={charts.questions} empty={t('consoleParts.noData')} />
      </div>
      <div className="console-form__grid">
        <Table
          rowKey="state"
          size="small"
          pagination={false}
          dataSource={figures.signUpsByState}
          columns={[
            {
              title: t('console.analytics.byState'),
              key: 'state',
              render: (_, row) => t(`console.states.${row.state}`),
            },
            { title: t('console.analytics.count'), dataIndex: 'count' },
          ]}
        />
        <Table
          rowKey="day"
          size="small"
          pagination={false}
          dataSource={figures.signUpsByDay}
          columns={[
            { title: t('console.analytics.byDay'), dataIndex: 'day' },
            { title: t('console.analytics.count'), dataIndex: 'count' },
          ]}
        />
      </div>
    </section>
  );
}
