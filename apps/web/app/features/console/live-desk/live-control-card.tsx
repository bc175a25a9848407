import { Button, Form, Input, Popconfirm, Space, Switch, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { contract } from '@roadshow/contracts/calls/contract';
import type { LiveDesk } from '@roadshow/contracts/live-desk';
import { showToast } from '../../../components/toast.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useConsole } from '../use-console.ts';
import { LivePasswordForm } from './live-password-form.tsx';

const STATUS_COLORS: Record<LiveDesk['meetStatus'], string> = {
  '0': 'blue',
  '1': 'red',
  '2': 'default',
  '3': 'default',
};

/** Webcast control: the stream, go live and end (each confirmed), the interaction switches. */
export function LiveControlCard({ desk, onChange }: { desk: LiveDesk; onChange: (desk: LiveDesk) => void }) {
  const { t } = useTranslation();
  const cs = useConsole();
  const may = cs.may('live.control');
  const run = async (action: () => Promise<LiveDesk>, done: (next: LiveDesk) => string) => {
    try {
      const next = await action();
      onChange(next);
      showToast(done(next), 'info');
    } catch (error) {
      showToast(error instanceof ApiError ? error.message : String(error), 'error');
    }
  };
  const api = cs.api();
  const statusText = (next: LiveDesk) => t(`console.live.status.${next.meetStatus}`);

  return (
    <section className="live-desk__card" aria-labelledby="live-control-title">
      <h3 id="live-control-title" className="live-desk__heading">
        {t('console.live.control.title')}
      </h3>
      <Space wrap size="middle" className="live-desk__status">
        <Tag color={STATUS_COLORS[desk.meetStatus]} data-testid="live-status">
          {t(`console.live.status.${desk.meetStatus}`)}
        </Tag>
        {desk.hasRoom && may && desk.meetStatus === '0' ? (
          <Popconfirm
            title={t('console.live.control.goLiveConfirm')}
            onConfirm={() =>
              run(
                () => api.call(contract.console.setLiveStatus, { activityId: desk.activityId, status: 'live' }),
                (next) => t('console.live.control.statusChanged', { status: statusText(next) }),
              )
            }
          >
            <Button type="primary">{t('console.live.control.goLive')}</Button>
          </Popconfirm>
        ) : null}
        {may && desk.meetStatus === '1' ? (
          <Popconfirm
            title={t('console.live.control.endConfirm')}
            onConfirm={() =>
              run(
                () => api.call(contract.console.setLiveStatus, { activityId: desk.activityId, status: 'ended' }),
                (next) => t('console.live.control.statusChanged', { status: statusText(next) }),
              )
            }
          >
            <Button>{t('console.live.control.end')}</Button>
          </Popconfirm>
        ) : null}
        {desk.hasRoom ? (
          <span className="console-page__sub">
            {t('console.live.control.password')}:{' '}
            {desk.passwordRequired ? t('console.live.control.passwordOn') : t('console.live.control.passwordOff')}
          </span>
        ) : null}
      </Space>
      {desk.hasRoom ? null : <p className="live-desk__note">{t('console.live.control.noRoom')}</p>}
      <Form
        layout="vertical"
        className="live-desk__stream"
        disabled={!may}
        initialValues={{
          streamName: desk.streamName ?? `activity-${desk.activityId}`,
          streamUrl: desk.streamUrl ?? '',
        }}
        onFinish={(values: { streamName: string; streamUrl: string }) =>
          run(
            () =>
              api.call(contract.console.setLiveStream, {
                activityId: desk.activityId,
                streamName: values.streamName,
                streamUrl: values.streamUrl,
              }),
            () => t('console.live.control.streamSaved'),
          )
        }
      >
        <Space wrap align="end">
          <Form.Item
            name="streamName"
            label={t('console.live.control.streamName')}
            extra={t('console.live.control.streamNameHelp')}
            rules={[{ required: true, pattern: /^[\w-]{1,64}$/, message: t('console.live.control.streamNameHelp') }]}
          >
            <Input style={{ width: 260 }} />
          </Form.Item>
          <Form.Item
            name="streamUrl"
            label={t('console.live.control.streamUrl')}
            extra={t('console.live.control.streamUrlHelp')}
          >
            <Input style={{ width: 360 }} placeholder="https://…/live.m3u8" />
          </Form.Item>
          <Form.Item>
            <Button htmlType="submit">{t('console.live.control.saveStream')}</Button>
          </Form.Item>
        </Space>
      </Form>
      {desk.hasRoom ? <LivePasswordForm desk={desk} onChange={onChange} /> : null}
      {desk.hasRoom ? (
        <Space wrap size="large">
          {(['interactOpen', 'questionsOpen'] as const).map((key) => (
            <label key={key} className="live-desk__switch">
              <Switch
                checked={desk[key]}
                disabled={!cs.may('qa.moderate') || (key === 'questionsOpen' && !desk.interactOpen)}
                checkedChildren={t('console.live.control.on')}
                unCheckedChildren={t('console.live.control.off')}
                onChange={(checked) =>
                  run(
                    () => api.call(contract.console.setLiveSwitches, { activityId: desk.activityId, [key]: checked }),
                    () => t('console.live.control.switched'),
                  )
                }
              />
              <span>
                {t(key === 'interactOpen' ? 'console.live.control.interact' : 'console.live.control.questions')}
              </span>
            </label>
          ))}
        </Space>
      ) : null}
    </section>
  );
}
