import { Button, Form, Input, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contract } from '@roadshow/contracts/calls/contract';
import type { LiveDesk } from '@roadshow/contracts/live-desk';
import { showToast } from '../../../components/toast.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useConsole } from '../use-console.ts';

/**
 * The room's password (decision 063): set a new one (the API stores it hashed, so the form never shows
 * the current one) or clear it, confirmed, to open the room to everyone who may enter.
 */
export function LivePasswordForm({ desk, onChange }: { desk: LiveDesk; onChange: (desk: LiveDesk) => void }) {
  const { t } = useTranslation();
  const cs = useConsole();
  const [form] = Form.useForm<{ password: string }>();
  const [busy, setBusy] = useState(false);
  const may = cs.may('live.control');

  const save = async (password: string | null) => {
    setBusy(true);
    try {
      onChange(await cs.api().call(contract.console.setLivePassword, { activityId: desk.activityId, password }));
      form.resetFields();
      showToast(t(password === null ? 'console.live.password.cleared' : 'console.live.password.saved'), 'info');
    } catch (error) {
      showToast(error instanceof ApiError ? error.message : String(error), 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      className="live-desk__stream"
      disabled={!may || busy}
      onFinish={(values) => save(values.password)}
    >
      <Space wrap align="end">
        <Form.Item
          name="password"
          label={t(desk.passwordRequired ? 'console.live.password.change' : 'console.live.password.set')}
          extra={t('console.live.password.help')}
          rules={[{ required: true, pattern: /^\S{4,32}$/, message: t('console.live.password.help') }]}
        >
          <Input.Password style={{ width: 260 }} autoComplete="new-password" data-testid="live-password" />
        </Form.Item>
        <Form.Item>
          <Button htmlType="submit" loading={busy}>
            {t('console.live.password.save')}
          </Button>
        </Form.Item>
        {desk.passwordRequired ? (
          <Form.Item>
            <Popconfirm title={t('console.live.password.clearConfirm')} onConfirm={() => save(null)}>
              <Button danger>{t('console.live.password.clear')}</Button>
            </Popconfirm>
          </Form.Item>
        ) : null}
      </Space>
    </Form>
  );
}
