import { Button, Form, Input, Select, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { contract } from '@roadshow/contracts/calls/contract';
import { CONSOLE_ROLES, type ConsoleRole } from '@roadshow/contracts/console';
import { showToast } from '../../components/toast.tsx';
import { companyParam, consoleLoad } from '../../features/console/console-load.server.ts';
import { chinaTime } from '../../features/console/format-time.ts';
import { useConsole } from '../../features/console/use-console.ts';
import { serverApi } from '../../lib/api.server.ts';
import { ApiError } from '../../lib/api-client.ts';
import { langFromRequest } from '../../lib/lang.ts';
import type { Route } from './+types/members';

export function loader({ request, context }: Route.LoaderArgs) {
  const companyId = companyParam(request);
  if (companyId === null) return { members: [] };
  return consoleLoad(() =>
    serverApi(context, langFromRequest(request)).call(contract.console.listMembers, { companyId }),
  );
}

type Member = Route.ComponentProps['loaderData']['members'][number];

/** Who holds which role in the company; the platform operator grants and removes roles here. */
export default function ConsoleMembers({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const cs = useConsole();
  const revalidator = useRevalidator();
  const [form] = Form.useForm<{ phone: string; role: ConsoleRole }>();
  const granting = cs.may('member.grant');

  const grant = async (values: { phone: string; role: ConsoleRole }) => {
    try {
      await cs.api().call(contract.console.grantRole, { companyId: cs.companyId, ...values });
      showToast(t('console.members.granted'), 'info');
      form.resetFields();
      await revalidator.revalidate();
    } catch (error) {
      if (error instanceof ApiError && error.fields.length > 0)
        form.setFields([{ name: 'phone', errors: error.fields.map((field) => field.message) }]);
      else showToast(error instanceof ApiError ? error.message : String(error), 'error');
    }
  };
  const revoke = async (userId: string) => {
    try {
      await cs.api().call(contract.console.revokeRole, { companyId: cs.companyId, userId });
      await revalidator.revalidate();
    } catch (error) {
      showToast(error instanceof ApiError ? error.message : String(error), 'error');
    }
  };

  return (
    <section className="console-page">
      <title>{`${t('console.members.title')} · ${t('console.title')}`}</title>
      <div className="console-page__head">
        <h2 className="console-page__title">{t('console.members.title')}</h2>
      </div>
      {granting ? (
        <Form form={form} layout="inline" onFinish={grant} className="console-filters" requiredMark={false}>
          <Form.Item
            name="phone"
            label={t('console.members.phone')}
            rules={[{ required: true, message: t('console.form.required') }]}
          >
            <Input inputMode="tel" autoComplete="off" style={{ width: 200 }} />
          </Form.Item>
          <Form.Item name="role" label={t('console.members.role')} initialValue="admin">
            <Select
              style={{ width: 160 }}
              options={CONSOLE_ROLES.map((role) => ({ value: role, label: t(`console.roles.${role}`) }))}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit">
            {t('console.members.grant')}
          </Button>
        </Form>
      ) : (
        <p className="console-page__sub">{t('console.members.operatorOnly')}</p>
      )}
      <Table<Member>
        rowKey="userId"
        dataSource={loaderData.members}
        pagination={false}
        columns={[
          { title: t('console.members.colUser'), dataIndex: 'userId' },
          { title: t('console.members.colMobile'), dataIndex: 'mobile' },
          { title: t('console.members.colRole'), key: 'role', render: (_, m) => t(`console.roles.${m.role}`) },
          { title: t('console.members.colSince'), key: 'since', render: (_, m) => chinaTime(m.createdAt) },
          ...(granting
            ? [
                {
                  title: '',
                  key: 'revoke',
                  render: (_: unknown, m: Member) => (
                    <Button type="link" danger onClick={() => void revoke(m.userId)}>
                      {t('console.members.revoke')}
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />
    </section>
  );
}
