import { Select, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { contract } from '@roadshow/contracts/calls/contract';
import type { AuditEntry } from '@roadshow/contracts/console';
import { companyParam, consoleLoad } from '../../features/console/console-load.server.ts';
import { chinaTime } from '../../features/console/format-time.ts';
import { useConsole } from '../../features/console/use-console.ts';
import { serverApi } from '../../lib/api.server.ts';
import { langFromRequest } from '../../lib/lang.ts';
import type { Route } from './+types/audit';

const PAGE_SIZE = 50;

export function loader({ request, context }: Route.LoaderArgs) {
  const companyId = companyParam(request);
  const url = new URL(request.url);
  const page = Math.min(10_000, Math.max(1, Math.floor(Number(url.searchParams.get('page'))) || 1));
  const asked = Number(url.searchParams.get('activity'));
  const activityId = Number.isInteger(asked) && asked > 0 ? asked : null;
  if (companyId === null) return { entries: [], total: 0, page, activityId, activities: [] };
  const api = serverApi(context, langFromRequest(request));
  return consoleLoad(async () => {
    const [log, list] = await Promise.all([
      api.call(contract.console.listAuditLog, {
        companyId,
        page,
        pageSize: PAGE_SIZE,
        ...(activityId ? { activityId } : {}),
      }),
      api.call(contract.console.listActivities, { companyId }),
    ]);
    const activities = list.activities.map((row) => ({ activityId: row.activityId, title: row.title }));
    return { ...log, page, activityId, activities };
  });
}

/** Decision 030: every change made in the console, with who and when; the admin's page. */
export default function ConsoleAudit({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const cs = useConsole();
  const navigate = useNavigate();
  const detail = (entry: AuditEntry) => {
    const facts = entry.detail ?? {};
    const parts: string[] = [];
    if (typeof facts.from === 'string' && typeof facts.to === 'string')
      parts.push(`${t(`console.states.${facts.from}`)} → ${t(`console.states.${facts.to}`)}`);
    if (typeof facts.reason === 'string') parts.push(facts.reason);
    if (typeof facts.role === 'string') parts.push(t(`console.roles.${facts.role}`));
    if (typeof facts.rows === 'number') parts.push(`${facts.rows} × XLSX`);
    if (Array.isArray(facts.changed)) parts.push(facts.changed.join(', '));
    if (typeof facts.title === 'string') parts.push(facts.title);
    return parts.join(' · ');
  };
  return (
    <section className="console-page">
      <title>{`${t('console.audit.title')} · ${t('console.title')}`}</title>
      <div className="console-page__head">
        <h2 className="console-page__title">{t('console.audit.title')}</h2>
      </div>
      {/* Decision 077: the log of one activity (its edits, lists, decisions and exports), or all. */}
      <div className="console-filters">
        <label className="console-filters__field">
          <span>{t('consoleMends.auditActivity')}</span>
          <Select
            aria-label={t('consoleMends.auditActivity')}
            style={{ width: 360 }}
            value={loaderData.activityId ?? 0}
            showSearch={{ optionFilterProp: 'label' }}
            options={[
              { value: 0, label: t('consoleMends.auditAllActivities') },
              ...loaderData.activities.map((row) => ({ value: row.activityId, label: row.title })),
            ]}
            onChange={(activityId: number) =>
              void navigate(cs.href('/console/audit', activityId ? { activity: String(activityId) } : {}))
            }
          />
        </label>
      </div>
      <Table<AuditEntry>
        rowKey="id"
        dataSource={loaderData.entries}
        pagination={{
          current: loaderData.page,
          pageSize: PAGE_SIZE,
          total: loaderData.total,
          hideOnSinglePage: true,
          onChange: (page) =>
            void navigate(
              cs.href('/console/audit', {
                page: String(page),
                ...(loaderData.activityId ? { activity: String(loaderData.activityId) } : {}),
              }),
            ),
        }}
        columns={[
          { title: t('console.audit.colTime'), key: 'time', render: (_, e) => `${chinaTime(e.createdAt)} (UTC+8)` },
          {
            title: t('console.audit.colActor'),
            key: 'actor',
            render: (_, e) =>
              e.actorRole === 'system'
                ? t('console.audit.system')
                : `${e.actorName ?? e.actorUserId} · ${t(`console.roles.${e.actorRole}`)}`,
          },
          {
            title: t('console.audit.colAction'),
            key: 'action',
            render: (_, e) => t(`console.audit.actions.${e.action.replace('.', '_')}`, { defaultValue: e.action }),
          },
          {
            title: t('console.audit.colTarget'),
            key: 'target',
            render: (_, e) =>
              t(`console.audit.targets.${e.targetType}`, { id: e.targetId ?? '', defaultValue: e.targetType }),
          },
          { title: t('console.audit.colDetail'), key: 'detail', render: (_, e) => detail(e) },
        ]}
      />
    </section>
  );
}
