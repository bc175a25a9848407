import { Alert, Button, Input, Popconfirm, Table, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { contract } from '@roadshow/contracts/calls/contract';
import type { FieldError } from '@roadshow/contracts/envelope';
import { showToast } from '../../components/toast.tsx';
import { consoleLoad, activityIdParam } from '../../features/console/console-load.server.ts';
import { useConsole } from '../../features/console/use-console.ts';
import { serverApi } from '../../lib/api.server.ts';
import { ApiError } from '../../lib/api-client.ts';
import { langFromRequest } from '../../lib/lang.ts';
import type { Route } from './+types/access-list';

/** Files above this size are refused before they are read (the API refuses them too). */
const MAX_FILE_BYTES = 2_000_000;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const activityId = activityIdParam(params);
  const api = serverApi(context, langFromRequest(request));
  return consoleLoad(async () => {
    const [list, activity] = await Promise.all([
      api.call(contract.console.getAccessList, { activityId }),
      api.call(contract.console.getActivity, { activityId }),
    ]);
    return {
      ...list,
      activityId,
      fields: activity.fields,
      published: activity.published,
      cancelled: activity.cancelledAt !== null,
    };
  });
}

function toBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/** The whitelist / invitee list: typed or imported (CSV/XLSX), all-or-nothing with bad lines named. */
export default function ConsoleAccessList({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const cs = useConsole();
  const revalidator = useRevalidator();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<{ message: string; fields: FieldError[] } | null>(null);
  const { activityId, fields } = loaderData;
  const title =
    cs.lang === 'en'
      ? fields.titleEn || fields.titleZh
      : cs.lang === 'tc'
        ? fields.titleTc || fields.titleZh
        : fields.titleZh;

  const run = async (send: () => Promise<{ added: number; total: number }>) => {
    setProblem(null);
    try {
      const result = await send();
      showToast(t('console.lists.added', { added: result.added, total: result.total }), 'info');
      setText('');
      await revalidator.revalidate();
    } catch (error) {
      if (error instanceof ApiError) setProblem({ message: error.message, fields: error.fields });
      else showToast(String(error), 'error');
    }
  };
  const [inviting, setInviting] = useState(false);
  const invite = async () => {
    setInviting(true);
    try {
      const done = await cs.api().call(contract.console.sendInvitations, { activityId });
      showToast(
        t('consoleParts.invited', { sent: done.sent, already: done.alreadyInvited, failed: done.failed }),
        done.failed > 0 ? 'error' : 'info',
      );
    } catch (error) {
      showToast(error instanceof ApiError ? error.message : String(error), 'error');
    } finally {
      setInviting(false);
    }
  };
  const remove = async (mobile: string) => {
    try {
      await cs.api().call(contract.console.removeFromAccessList, { activityId, mobiles: [mobile] });
      await revalidator.revalidate();
    } catch (error) {
      showToast(error instanceof ApiError ? error.message : String(error), 'error');
    }
  };

  return (
    <section className="console-page">
      <title>{`${t('console.lists.title')} · ${title} · ${t('console.title')}`}</title>
      <div className="console-page__head">
        <h2 className="console-page__title">
          {t('console.lists.title')} · {title}
        </h2>
        <span className="console-page__sub">
          {t('console.form.accessMode')}: {t(`console.access.${loaderData.accessMode}`)}
        </span>
      </div>
      {loaderData.accessMode !== 'whitelist' && loaderData.accessMode !== 'invitees' ? (
        <Alert type="info" showIcon title={t('console.lists.notUsed')} style={{ marginBottom: 16 }} />
      ) : null}
      <div className="console-lists">
        <label className="console-reason">
          {t('consoleParts.typeHere')}
          <Input.TextArea rows={5} value={text} onChange={(event) => setText(event.target.value)} />
        </label>
        <div className="console-bulk">
          <Button
            type="primary"
            disabled={text.trim() === ''}
            onClick={() => void run(() => cs.api().call(contract.console.addToAccessList, { activityId, text }))}
          >
            {t('console.lists.add')}
          </Button>
          <Upload
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            showUploadList={false}
            beforeUpload={(file) => {
              if (file.size > MAX_FILE_BYTES) {
                setProblem({ message: t('console.lists.tooBig'), fields: [] });
                return false;
              }
              void run(async () =>
                cs.api().call(contract.console.importAccessList, { activityId, contentBase64: await toBase64(file) }),
              );
              return false;
            }}
          >
            <Button>{t('console.lists.import')}</Button>
          </Upload>
          <span className="console-page__sub">{t('console.lists.importHint')}</span>
          {/* Only a published activity that is not cancelled invites (decision 077): the link must open. */}
          {loaderData.published && !loaderData.cancelled ? (
            <Popconfirm
              title={t('consoleParts.inviteConfirm')}
              onConfirm={() => void invite()}
              disabled={loaderData.mobiles.length === 0}
            >
              <Button loading={inviting} disabled={loaderData.mobiles.length === 0}>
                {t('consoleParts.invite')}
              </Button>
            </Popconfirm>
          ) : null}
        </div>
        {!loaderData.published || loaderData.cancelled ? (
          <p className="console-page__sub" data-testid="invite-note">
            {loaderData.cancelled ? t('consoleMends.inviteCancelled') : t('consoleMends.inviteUnpublished')}
          </p>
        ) : null}
        <p className="console-page__sub">{t('consoleParts.listNote')}</p>
      </div>
      {problem ? (
        <Alert
          type="error"
          showIcon
          title={problem.message}
          description={
            problem.fields.length > 0 ? (
              <ul className="console-lists__errors">
                {problem.fields.map((field) => (
                  <li key={field.path}>
                    {field.path}: {field.message}
                  </li>
                ))}
              </ul>
            ) : undefined
          }
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <Table<{ mobile: string }>
        rowKey="mobile"
        dataSource={loaderData.mobiles.map((mobile) => ({ mobile }))}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        locale={{ emptyText: t('console.lists.empty') }}
        columns={[
          { title: t('consoleParts.colEntry'), dataIndex: 'mobile' },
          {
            title: '',
            key: 'remove',
            render: (_, row) => (
              <Button type="link" danger onClick={() => void remove(row.mobile)}>
                {t('console.members.revoke')}
              </Button>
            ),
          },
        ]}
      />
    </section>
  );
}
