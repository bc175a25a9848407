import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { contract } from '@roadshow/contracts/calls/contract';
import { consoleLoad, activityIdParam } from '../../features/console/console-load.server.ts';
import { useConsole } from '../../features/console/use-console.ts';
import { serverApi } from '../../lib/api.server.ts';
import { langFromRequest } from '../../lib/lang.ts';
import type { Route } from './+types/analytics';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const activityId = activityIdParam(params);
  const api = serverApi(context, langFromRequest(request));
  return consoleLoad(async () => {
    const [figures, activity] = await Promise.all([
      api.call(contract.console.getActivityAnalytics, { activityId }),
      api.call(contract.console.getActivity, { activityId }),
    ]);
    return { figures, fields: activity.fields };
  });
}

/** One activity's figures (decision 030); charts are still to come, the figures and the XLSX are here. */
export default function ConsoleAnalytics({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const cs = useConsole();
  const { figures, fields } = loaderData;
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
