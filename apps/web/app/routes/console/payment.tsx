import { Alert, Button, Checkbox, Form, InputNumber, Popconfirm, Select, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { contract } from '@roadshow/contracts/calls/contract';
import type { ConsolePayment, ConsolePayOrder, PayCurrency } from '@roadshow/contracts/pay';
import { showToast } from '../../components/toast.tsx';
import { formatMoney } from '../../features/activity/pay/format-money.ts';
import { activityIdParam, consoleLoad } from '../../features/console/console-load.server.ts';
import { chinaTime } from '../../features/console/format-time.ts';
import { useConsole } from '../../features/console/use-console.ts';
import { useFocusableTableScroll } from '../../features/console/use-focusable-table-scroll.ts';
import { serverApi } from '../../lib/api.server.ts';
import { ApiError } from '../../lib/api-client.ts';
import { langFromRequest } from '../../lib/lang.ts';
import type { Route } from './+types/payment';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const activityId = activityIdParam(params);
  const api = serverApi(context, langFromRequest(request));
  return consoleLoad(() => api.call(contract.console.getPaySettings, { activityId }));
}

// Colour tags, not antd's status tags, whose text colours are 2-3.7:1 on their backgrounds.
const STATE_COLOR: Record<string, string> = {
  paying: 'blue',
  paid: 'green',
  expired: 'default',
  cancelled: 'default',
  refunded: 'gold',
  created: 'default',
};

/** Yuan (two decimals) typed by the sponsor to whole cents, or null when it is not an amount. */
function toCents(value: number | null): number | null {
  if (value === null || !Number.isFinite(value) || value < 0) return null;
  const cents = Math.round(value * 100);
  return Math.abs(cents - value * 100) < 1e-6 && cents <= 100_000_000 ? cents : null;
}

/**
 * An activity's paid interaction in the console (decisions 049, 078): the price and currency (those
 * the provider takes), and every order with its state and its payments. Refunds are per payment: a
 * payment owed back (late, paid twice, a paid seat given up, the activity cancelled) is recorded as
 * refunded once the money went back at the provider; refunding the payment that paid an order takes
 * the user's access away, a duplicate's does not.
 */
export default function ConsolePayment({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const ordersScroll = useFocusableTableScroll<HTMLDivElement>(t('pay.console.orders'));
  const cs = useConsole();
  const revalidator = useRevalidator();
  const [saving, setSaving] = useState(false);
  const [onlyRefunds, setOnlyRefunds] = useState(false);
  const [form] = Form.useForm<{ amount: number | null; currency: PayCurrency }>();
  const data = loaderData;
  const title =
    cs.lang === 'en'
      ? data.title.en || data.title.zh
      : cs.lang === 'tc'
        ? data.title.tc || data.title.zh
        : data.title.zh;
  const mayEdit = cs.may('payment.edit');
  const mayRefund = cs.may('payment.refund');

  const save = async (values: { amount: number | null; currency: PayCurrency }) => {
    const amountCents = toCents(values.amount);
    if (amountCents === null) {
      form.setFields([{ name: 'amount', errors: [t('pay.console.priceInvalid')] }]);
      return;
    }
    setSaving(true);
    try {
      await cs.api().call(contract.console.savePayPrice, {
        activityId: data.activityId,
        amountCents,
        currency: values.currency,
      });
      showToast(t('pay.console.saved'));
      await revalidator.revalidate();
    } catch (error) {
      showToast(error instanceof ApiError ? error.message : String(error), 'error');
    } finally {
      setSaving(false);
    }
  };
  const refund = async (paymentId: number) => {
    try {
      await cs.api().call(contract.console.markPaymentRefunded, { activityId: data.activityId, paymentId });
      showToast(t('pay.console.refunded'));
      await revalidator.revalidate();
    } catch (error) {
      showToast(error instanceof ApiError ? error.message : String(error), 'error');
    }
  };

  const rows = onlyRefunds ? data.orders.filter((o) => o.refundRequired) : data.orders;
  /** One payment of an order: amount, transaction, time, what it did or why it is owed back, and the refund button. */
  const paymentItem = (order: ConsolePayOrder, payment: ConsolePayment) => {
    const owed = payment.refundReason !== null && payment.refundedAt === null;
    const paying = payment.disposition === 'applied' && order.state === 'paid' && payment.refundedAt === null;
    return (
      <li key={payment.paymentId} className="console-pay__payment" data-testid="payment">
        <span>
          {t('pay.console.paymentLine', {
            amount: formatMoney(payment.amountCents, payment.currency),
            txn: payment.providerTxnId,
            time: chinaTime(payment.paidAt),
          })}
        </span>
        {payment.refundedAt ? (
          <Tag>{t('pay.console.refundedAt', { time: chinaTime(payment.refundedAt) })}</Tag>
        ) : owed ? (
          <Tag color="red">
            {t('pay.console.refundOf', { reason: t(`pay.console.reasons.${payment.refundReason}`) })}
          </Tag>
        ) : payment.disposition === 'applied' ? (
          <Tag color="green">{t('pay.console.applied')}</Tag>
        ) : null}
        {mayRefund && (owed || paying) ? (
          <Popconfirm
            title={t(paying ? 'pay.console.confirmRefundPaid' : 'pay.console.confirmRefund')}
            onConfirm={() => refund(payment.paymentId)}
          >
            <Button type="link" size="small" danger={owed}>
              {t(paying ? 'pay.console.refundPaid' : 'pay.console.markRefunded')}
            </Button>
          </Popconfirm>
        ) : null}
      </li>
    );
  };
  const columns = [
    { title: t('pay.console.columns.orderNo'), dataIndex: 'orderNo', key: 'orderNo', width: 230 },
    {
      title: t('pay.console.columns.user'),
      key: 'user',
      render: (_: unknown, row: ConsolePayOrder) => row.mobile ?? row.userId,
    },
    {
      title: t('pay.console.columns.amount'),
      key: 'amount',
      render: (_: unknown, row: ConsolePayOrder) => formatMoney(row.amountCents, row.currency),
    },
    {
      title: t('pay.console.columns.state'),
      key: 'state',
      render: (_: unknown, row: ConsolePayOrder) => (
        <>
          <Tag color={STATE_COLOR[row.state]}>{t(`pay.states.${row.state}`)}</Tag>
          {row.refundRequired ? <Tag color="red">{t('pay.console.refundDue')}</Tag> : null}
        </>
      ),
    },
    {
      title: t('pay.console.columns.createdAt'),
      key: 'createdAt',
      render: (_: unknown, row: ConsolePayOrder) => chinaTime(row.createdAt),
    },
    {
      title: t('pay.console.columns.paidAt'),
      key: 'paidAt',
      render: (_: unknown, row: ConsolePayOrder) => chinaTime(row.paidAt),
    },
    {
      title: t('pay.console.payments'),
      key: 'payments',
      render: (_: unknown, row: ConsolePayOrder) =>
        row.payments.length > 0 ? (
          <ul className="console-pay__payments">{row.payments.map((payment) => paymentItem(row, payment))}</ul>
        ) : null,
    },
  ];

  return (
    <section className="console-page">
      <title>{`${t('pay.console.link')} · ${title} · ${t('console.title')}`}</title>
      <div className="console-page__head">
        <h2 className="console-page__title">{t('pay.console.title', { title })}</h2>
      </div>
      <Form
        form={form}
        layout="inline"
        initialValues={{ amount: data.amountCents / 100, currency: data.currency }}
        onFinish={(values) => void save(values)}
        disabled={!mayEdit}
        className="console-pay__form"
      >
        <Form.Item
          label={t('pay.console.price')}
          name="amount"
          rules={[{ required: true, message: t('pay.console.priceInvalid') }]}
        >
          <InputNumber min={0} max={1_000_000} step={1} precision={2} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item label={t('pay.console.currency')} name="currency">
          <Select style={{ width: 110 }} options={data.currencies.map((c) => ({ value: c, label: c }))} />
        </Form.Item>
        {mayEdit ? (
          <Form.Item>
            <Button type="primary" htmlType="submit" loading={saving}>
              {t('pay.console.save')}
            </Button>
          </Form.Item>
        ) : null}
      </Form>
      <p className="console-pay__hint">
        {t('pay.console.priceHint')}{' '}
        {t('pay.console.currencyHint', { provider: data.provider, currencies: data.currencies.join(', ') })}
      </p>
      <div className="console-page__head">
        <h3 className="console-page__title">{t('pay.console.orders')}</h3>
        <Checkbox checked={onlyRefunds} onChange={(event) => setOnlyRefunds(event.target.checked)}>
          {t('pay.console.onlyRefunds')}
        </Checkbox>
      </div>
      {data.refundCount > 0 ? (
        <Alert type="warning" showIcon title={t('pay.console.refundsDue', { count: data.refundCount })} />
      ) : null}
      <div ref={ordersScroll}>
        <Table
          rowKey="orderNo"
          size="middle"
          columns={columns}
          dataSource={rows}
          locale={{ emptyText: t('pay.console.empty') }}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          scroll={{ x: 1200 }}
        />
      </div>
    </section>
  );
}
