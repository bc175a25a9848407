import { Alert, Button, Form, Input, Modal, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useRevalidator } from 'react-router';
import { contract } from '@roadshow/contracts/calls/contract';
import type { CallResult } from '@roadshow/contracts/calls/define-call';

import { SIGN_UP_PAGE_SIZE } from '@roadshow/contracts/console';
import { INVESTOR_TYPES } from '@roadshow/contracts/registration-form';
import { SIGN_UP_STATES } from '@roadshow/contracts/sign-label';
import { showToast } from '../../components/toast.tsx';
import { consoleLoad, activityIdParam } from '../../features/console/console-load.server.ts';
import { chinaTime, fromChinaTime } from '../../features/console/format-time.ts';
import { SignUpImages } from '../../features/console/sign-up-images.tsx';
import { useConsole } from '../../features/console/use-console.ts';
import { useFocusableTableScroll } from '../../features/console/use-focusable-table-scroll.ts';
import { serverApi } from '../../lib/api.server.ts';
import { ApiError } from '../../lib/api-client.ts';
import { langFromRequest } from '../../lib/lang.ts';
import type { Route } from './+types/sign-ups';

const FILTER_KEYS = ['state', 'investorType', 'organization', 'fromDay', 'toDay'] as const;
type Filters = Partial<Record<(typeof FILTER_KEYS)[number], string>>;

function filtersOf(url: URL): Filters {
  const filters: Filters = {};
  for (const key of FILTER_KEYS) {
    const value = url.searchParams.get(key);
    if (value) filters[key] = value;
  }
  return filters;
}

/** The API's filter from the page's: days are China days, the end day included. */
function apiFilter(activityId: number, filters: Filters) {
  const day = (value: string | undefined) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);
  const from = day(filters.fromDay);
  const to = day(filters.toDay);
  return {
    activityId,
    ...(filters.state ? { state: filters.state } : {}),
    ...(filters.investorType ? { investorType: filters.investorType } : {}),
    ...(filters.organization ? { organization: filters.organization } : {}),
    ...(from ? { from: fromChinaTime(`${from} 00:00`) } : {}),
    ...(to ? { to: new Date(Date.parse(fromChinaTime(`${to} 00:00`)) + 86_400_000).toISOString() } : {}),
  };
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const activityId = activityIdParam(params);
  const url = new URL(request.url);
  const filters = filtersOf(url);
  const page = Math.min(10_000, Math.max(1, Math.floor(Number(url.searchParams.get('page'))) || 1));
  const api = serverApi(context, langFromRequest(request));
  return consoleLoad(async () => {
    const [list, activity] = await Promise.all([
      api.call(contract.console.listSignUps, {
        ...apiFilter(activityId, filters),
        page,
        pageSize: SIGN_UP_PAGE_SIZE,
      } as never),
      api.call(contract.console.getActivity, { activityId }),
    ]);
    return {
      ...list,
      page,
      activityId,
      filters,
      cancelled: activity.cancelledAt !== null,
      title: activity.fields.titleZh,
      titles: activity.fields,
    };
  });
}

/** An activity's sign-ups: filters, bulk approve and reject with a reason, export (decision 030). */
/** A row of the table: the sign-up with its letter link. */
type Row = CallResult<typeof contract.console.listSignUps>['signUpList'][number];

export default function ConsoleSignUps({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const tableScroll = useFocusableTableScroll<HTMLDivElement>(t('console.signUps.title'));
  const cs = useConsole();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [selected, setSelected] = useState<number[]>([]);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const { activityId, filters } = loaderData;
  // A cancelled activity's sign-ups are no longer decided (decision 075): no buttons that answer 409.
  const deciding = cs.may('signUp.decide') && !loaderData.cancelled;
  const title =
    cs.lang === 'en'
      ? loaderData.titles.titleEn || loaderData.titles.titleZh
      : cs.lang === 'tc'
        ? loaderData.titles.titleTc || loaderData.titles.titleZh
        : loaderData.titles.titleZh;

  const decide = async (decision: 'approve' | 'reject') => {
    try {
      const { outcomes } = await cs.api().call(contract.console.decideSignUps, {
        activityId,
        signUpIds: selected,
        decision,
        ...(decision === 'reject' ? { reason } : {}),
      });
      const failed = outcomes.filter((outcome) => !outcome.ok);
      const ok = outcomes.length - failed.length;
      if (failed.length === 0) showToast(t('console.signUps.done', { ok }), 'info');
      else
        showToast(
          t('console.signUps.partly', {
            ok,
            failed: failed.length,
            why: [...new Set(failed.map((outcome) => outcome.errorMsg))].join('; '),
          }),
          'error',
        );
      setSelected([]);
      setRejecting(false);
      setReason('');
      await revalidator.revalidate();
    } catch (error) {
      showToast(error instanceof ApiError ? error.message : String(error), 'error');
    }
  };

  // Filters and paging are the URL's, answered by the server; a new filter starts on page 1.
  const go = (values: Filters, page: number) => {
    const extra: Record<string, string> = {};
    for (const key of FILTER_KEYS) if (values[key]) extra[key] = String(values[key]);
    if (page > 1) extra.page = String(page);
    setSelected([]);
    void navigate(cs.href(`/console/activity/${activityId}/signUps`, extra));
  };
  const applyFilters = (values: Filters) => go(values, 1);
  const exportQuery = new URLSearchParams({ lang: cs.lang });
  for (const [key, value] of Object.entries(apiFilter(activityId, filters))) exportQuery.set(key, String(value));

  return (
    <section className="console-page">
      <title>{`${t('console.signUps.title')} · ${title} · ${t('console.title')}`}</title>
      <div className="console-page__head">
        <h2 className="console-page__title">
          {t('console.signUps.title')} · {title}
        </h2>
        <span className="console-page__sub" data-testid="seats">
          {t('console.signUps.seats', {
            taken: loaderData.seatsTaken,
            quota: loaderData.quota ?? t('console.signUps.unlimited'),
          })}
        </span>
        {cs.may('signUp.export') ? (
          <a
            className="console-button console-button--primary"
            href={`/roadshow/console/exportSignUps?${exportQuery}`}
            download
          >
            {t('console.signUps.export')}
          </a>
        ) : null}
      </div>
      <Form<Filters> layout="vertical" className="console-filters" initialValues={filters} onFinish={applyFilters}>
        <Form.Item name="state" label={t('console.signUps.filterState')}>
          <Select
            allowClear
            style={{ width: 150 }}
            placeholder={t('console.signUps.all')}
            options={SIGN_UP_STATES.map((state) => ({ value: state, label: t(`console.states.${state}`) }))}
          />
        </Form.Item>
        <Form.Item name="investorType" label={t('console.signUps.filterInvestorType')}>
          <Select
            allowClear
            style={{ width: 150 }}
            placeholder={t('console.signUps.all')}
            options={INVESTOR_TYPES.map((type) => ({ value: type, label: t(`console.investorTypes.${type}`) }))}
          />
        </Form.Item>
        <Form.Item name="organization" label={t('console.signUps.filterOrganization')}>
          <Input allowClear style={{ width: 180 }} />
        </Form.Item>
        <Form.Item label={t('console.signUps.filterDates')}>
          <Space.Compact>
            <Form.Item name="fromDay" noStyle>
              <Input type="date" aria-label={`${t('console.signUps.filterDates')} 1`} />
            </Form.Item>
            <Form.Item name="toDay" noStyle>
              <Input type="date" aria-label={`${t('console.signUps.filterDates')} 2`} />
            </Form.Item>
          </Space.Compact>
        </Form.Item>
        <Form.Item label=" ">
          <Button htmlType="submit">{t('header.searchButton')}</Button>
        </Form.Item>
      </Form>
      {loaderData.cancelled ? (
        <Alert type="warning" showIcon style={{ marginBottom: 12 }} title={t('consoleMends.cancelledSignUps')} />
      ) : null}
      {deciding ? (
        <div className="console-bulk">
          <span>{t('console.signUps.selected', { count: selected.length })}</span>
          <Button type="primary" disabled={selected.length === 0} onClick={() => void decide('approve')}>
            {t('console.signUps.approve')}
          </Button>
          <Button danger disabled={selected.length === 0} onClick={() => setRejecting(true)}>
            {t('console.signUps.reject')}
          </Button>
        </div>
      ) : null}
      <div ref={tableScroll}>
        <Table<Row>
          rowKey="signUpId"
          // Ten columns: below ~1300 px the table scrolls sideways in its card, the name staying in view.
          scroll={{ x: 'max-content' }}
          dataSource={loaderData.signUpList}
          pagination={{
            current: loaderData.page,
            pageSize: SIGN_UP_PAGE_SIZE,
            total: loaderData.total,
            hideOnSinglePage: true,
            showSizeChanger: false,
            showTotal: (total) => t('consoleMends.signUpTotal', { count: total }),
            onChange: (page) => go(filters, page),
          }}
          rowSelection={
            deciding ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) } : undefined
          }
          columns={[
            {
              title: t('console.signUps.colName'),
              key: 'name',
              fixed: 'left',
              render: (_, row) =>
                row.form?.name ?? <span className="console-page__sub">{t('console.signUps.noForm')}</span>,
            },
            {
              title: t('console.signUps.colMobile'),
              key: 'mobile',
              render: (_, row) => row.form?.phone ?? row.mobile ?? '',
            },
            {
              title: t('console.signUps.colOrganization'),
              key: 'org',
              render: (_, row) => (row.form ? `${row.form.companyName} / ${row.form.position}` : ''),
            },
            {
              title: t('console.signUps.colInvestorType'),
              key: 'type',
              render: (_, row) => (row.form ? t(`console.investorTypes.${row.form.investorType}`) : ''),
            },
            {
              title: t('console.signUps.colDocument'),
              key: 'doc',
              render: (_, row) => row.form?.certificateNumber ?? '',
            },
            {
              title: t('console.signUps.colState'),
              key: 'state',
              render: (_, row) => (
                <Tag
                  color={
                    row.state === 'approved'
                      ? 'green'
                      : row.state === 'pending'
                        ? 'blue'
                        : row.state === 'waiting'
                          ? 'orange'
                          : 'default'
                  }
                >
                  {t(`console.states.${row.state}`)}
                </Tag>
              ),
            },
            { title: t('console.signUps.colCreated'), key: 'created', render: (_, row) => chinaTime(row.createdAt) },
            {
              title: t('consoleSignUpImages.column'),
              key: 'pictures',
              render: (_, row) => (row.form ? <SignUpImages activityId={activityId} signUpId={row.signUpId} /> : ''),
            },
            {
              title: t('consoleParts.letter'),
              key: 'letter',
              render: (_, row) =>
                row.letterUrl ? (
                  <a href={row.letterUrl} download>
                    {t('consoleParts.letterLink')}
                    {row.letterMismatch ? ` (${t('consoleParts.letterMismatch')})` : ''}
                  </a>
                ) : (
                  ''
                ),
            },
            {
              title: t('console.signUps.colNotes'),
              key: 'notes',
              render: (_, row) =>
                [
                  row.rejectReason ? t('console.signUps.rejected', { reason: row.rejectReason }) : '',
                  row.absenceReason ? t('console.signUps.absence', { reason: row.absenceReason }) : '',
                ]
                  .filter(Boolean)
                  .join(' · '),
            },
          ]}
        />
      </div>
      <Modal
        open={rejecting}
        title={t('console.signUps.rejectTitle')}
        okText={t('console.signUps.reject')}
        okButtonProps={{ danger: true, disabled: reason.trim().length === 0 }}
        onOk={() => void decide('reject')}
        onCancel={() => setRejecting(false)}
      >
        <label className="console-reason">
          {t('console.signUps.reason')}
          <Input.TextArea value={reason} maxLength={500} rows={3} onChange={(event) => setReason(event.target.value)} />
        </label>
      </Modal>
    </section>
  );
}
