import { Button, Input, Modal, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useRevalidator } from 'react-router';
import { contract } from '@roadshow/contracts/calls/contract';
import { showToast } from '../../components/toast.tsx';
import { companyParam, consoleLoad } from '../../features/console/console-load.server.ts';
import { chinaTime } from '../../features/console/format-time.ts';
import { useConsole } from '../../features/console/use-console.ts';
import { serverApi } from '../../lib/api.server.ts';
import { ApiError } from '../../lib/api-client.ts';
import { langFromRequest } from '../../lib/lang.ts';
import type { Route } from './+types/activities';

export function loader({ request, context }: Route.LoaderArgs) {
  const companyId = companyParam(request);
  if (companyId === null) return { activities: [] };
  return consoleLoad(() =>
    serverApi(context, langFromRequest(request)).call(contract.console.listActivities, { companyId }),
  );
}

type Row = Route.ComponentProps['loaderData']['activities'][number];

/** The company's activities: state, seats, and what the caller's role may do with each. */
export default function ConsoleActivities({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const cs = useConsole();
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const [cancelling, setCancelling] = useState<Row | null>(null);
  const [reason, setReason] = useState('');

  const act = async (run: () => Promise<unknown>, done: string) => {
    try {
      await run();
      showToast(done, 'info');
      await revalidator.revalidate();
    } catch (error) {
      showToast(error instanceof ApiError ? error.message : String(error), 'error');
    }
  };

  const columns = [
    {
      title: t('console.activities.colTitle'),
      key: 'title',
      minWidth: 200,
      render: (_: unknown, row: Row) => (
        <Space orientation="vertical" size={2}>
          <Link to={cs.href(`/console/activity/${row.activityId}`)}>{row.title}</Link>
          {/* Kind and access mode under the title: the table fits 1024 px without a column for each. */}
          <span className="console-page__sub">
            {t(`console.kinds.${row.kind}`)} · {t(`console.access.${row.accessMode}`)}
          </span>
        </Space>
      ),
    },
    {
      title: t('console.activities.colStart'),
      key: 'start',
      width: 120,
      render: (_: unknown, row: Row) => {
        const [day, time] = chinaTime(row.startAt).split(' ');
        return (
          <span className="console-when">
            {day}
            <br />
            {time} (UTC+8)
          </span>
        );
      },
    },
    {
      title: t('console.activities.colState'),
      key: 'state',
      width: 100,
      render: (_: unknown, row: Row) => (
        <Space size={4} wrap>
          {row.cancelled ? <Tag color="red">{t('console.activities.cancelled')}</Tag> : null}
          <Tag color={row.published ? 'green' : 'default'}>
            {row.published ? t('console.activities.published') : t('console.activities.draft')}
          </Tag>
          <Tag>{t(`console.meeting.${row.meetingStatus}`)}</Tag>
        </Space>
      ),
    },
    {
      title: t('console.activities.colSeats'),
      key: 'seats',
      width: 90,
      render: (_: unknown, row: Row) =>
        row.quota === null
          ? t('console.activities.noQuota', { taken: row.seatsTaken })
          : t('console.activities.seats', { taken: row.seatsTaken, quota: row.quota }),
    },
    {
      title: t('console.activities.colActions'),
      key: 'actions',
      width: 230,
      render: (_: unknown, row: Row) => (
        <Space size={[0, 0]} wrap className="console-actions">
          {cs.may('signUp.read') ? (
            <Link className="console-button" to={cs.href(`/console/activity/${row.activityId}/signUps`)}>
              {t('console.activities.signUps')} ({row.signUpCount})
            </Link>
          ) : null}
          {cs.may('analytics.read') ? (
            <Link className="console-button" to={cs.href(`/console/activity/${row.activityId}/analytics`)}>
              {t('console.analytics.title')}
            </Link>
          ) : null}
          {cs.may('questionnaire.results') ? (
            <Link className="console-button" to={cs.href(`/console/activity/${row.activityId}/questionnaire`)}>
              {t('questionnaireConsole.rowLink')}
            </Link>
          ) : null}
          {cs.may('qa.read') ? (
            <Link className="console-button" to={cs.href(`/console/activity/${row.activityId}/live`)}>
              {t('console.live.link')}
            </Link>
          ) : null}
          {cs.may('payment.read') ? (
            <Link className="console-button" to={cs.href(`/console/activity/${row.activityId}/payment`)}>
              {t('pay.console.link')}
            </Link>
          ) : null}
          {cs.may('list.edit') && (row.accessMode === 'whitelist' || row.accessMode === 'invitees') ? (
            <Link className="console-button" to={cs.href(`/console/activity/${row.activityId}/list`)}>
              {t('console.lists.title')}
            </Link>
          ) : null}
          {cs.may('activity.edit') ? (
            <Button
              type="link"
              onClick={() =>
                act(async () => {
                  const copy = await cs.api().call(contract.console.copyActivity, { activityId: row.activityId });
                  await navigate(cs.href(`/console/activity/${copy.activityId}`));
                }, t('console.activities.copied'))
              }
            >
              {t('console.activities.copy')}
            </Button>
          ) : null}
          {/* A cancelled activity can still be taken off the site, not put back on (decision 075). */}
          {cs.may('activity.publish') && (!row.cancelled || row.published) ? (
            <Button
              type="link"
              onClick={() =>
                act(
                  () =>
                    cs.api().call(contract.console.setActivityPublished, {
                      activityId: row.activityId,
                      published: !row.published,
                    }),
                  t('console.activities.saved'),
                )
              }
            >
              {row.published ? t('console.activities.unpublish') : t('console.activities.publish')}
            </Button>
          ) : null}
          {cs.may('activity.publish') && !row.cancelled ? (
            <Button type="link" danger onClick={() => setCancelling(row)}>
              {t('console.activities.cancel')}
            </Button>
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <section className="console-page">
      <title>{`${t('console.activities.title')} · ${t('console.title')}`}</title>
      <div className="console-page__head">
        <h2 className="console-page__title">{t('console.activities.title')}</h2>
        {cs.may('activity.edit') ? (
          <Link className="console-button console-button--primary" to={cs.href('/console/activity/new')}>
            {t('console.activities.new')}
          </Link>
        ) : null}
      </div>
      <Table<Row>
        rowKey="activityId"
        columns={columns}
        dataSource={loaderData.activities}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        locale={{ emptyText: t('console.activities.empty') }}
      />
      <Modal
        open={cancelling !== null}
        title={t('console.activities.cancelTitle', { title: cancelling?.title ?? '' })}
        okText={t('console.activities.cancel')}
        okButtonProps={{ danger: true, disabled: reason.trim().length === 0 }}
        onCancel={() => setCancelling(null)}
        onOk={() => {
          const row = cancelling;
          if (!row) return;
          setCancelling(null);
          void act(async () => {
            await cs.api().call(contract.console.cancelActivity, { activityId: row.activityId, reason });
            setReason('');
          }, t('console.activities.cancelledToast'));
        }}
      >
        <p>{t('console.activities.cancelNote')}</p>
        <label className="console-reason">
          {t('console.activities.cancelReason')}
          <Input.TextArea value={reason} maxLength={300} rows={3} onChange={(event) => setReason(event.target.value)} />
        </label>
      </Modal>
    </section>
  );
}
