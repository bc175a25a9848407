import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { contract } from '@roadshow/contracts/calls/contract';
import type { OrderState } from '@roadshow/contracts/pay';
import { formatMoney, mmss } from '../../features/activity/pay/format-money.ts';
import { serverApi } from '../../lib/api.server.ts';
import { ApiError, browserTransport, createApiClient } from '../../lib/api-client.ts';
import { langFromRequest, useLang } from '../../lib/lang.ts';
import type { Route } from './+types/sandbox';
import './sandbox.css';

/** The order behind the QR code's signed link, or why it cannot be shown. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = langFromRequest(request);
  const url = new URL(request.url);
  const input = { orderNo: url.searchParams.get('orderNo') ?? '', sig: url.searchParams.get('sig') ?? '' };
  // The countdown starts from the server's clock, so the browser hydrates the text the server wrote.
  const now = Date.now();
  try {
    return { order: await serverApi(context, lang).call(contract.pay.getSandboxOrder, input), problem: null, now };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { order: null, problem: error.message, now };
  }
}

// The link is a capability for one order: never cached, never sent on as a referrer.
export function headers() {
  return { 'cache-control': 'private, no-store', 'referrer-policy': 'no-referrer' };
}

type Outcome = 'pay' | 'fail' | 'expire';

/**
 * The sandbox provider's pay page (decision 050), what the QR code opens on a phone: pay, fail, or
 * let the order expire. Each button makes the sandbox notify the site as a real provider would.
 */
export default function SandboxPayPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const location = useLocation();
  const [state, setState] = useState<OrderState | null>(loaderData.order?.state ?? null);
  const [last, setLast] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(loaderData.problem);
  const [now, setNow] = useState(loaderData.now);
  useEffect(() => {
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, []);
  const { order } = loaderData;
  const query = new URLSearchParams(location.search);

  const act = async (outcome: Outcome) => {
    setBusy(true);
    setProblem(null);
    try {
      const result = await createApiClient(browserTransport, lang).call(contract.pay.sandboxPay, {
        orderNo: query.get('orderNo') ?? '',
        sig: query.get('sig') ?? '',
        outcome,
      });
      setState(result.state);
      setLast(outcome);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  const open = state === 'created' || state === 'paying';
  const message =
    state === 'paid'
      ? t('pay.sandbox.paid')
      : state === 'expired' && last !== 'pay'
        ? t('pay.sandbox.expired')
        : last === 'fail' && open
          ? t('pay.sandbox.failed')
          : !open && state
            ? t('pay.sandbox.closed', { state: t(`pay.states.${state}`) })
            : null;
  return (
    <main id="main" className="sandbox-pay">
      <title>{`${t('pay.sandbox.title')} · ${t('site.name')}`}</title>
      <meta name="robots" content="noindex" />
      <h1 className="sandbox-pay__title">{t('pay.sandbox.title')}</h1>
      <p className="sandbox-pay__intro">{t('pay.sandbox.intro')}</p>
      {order ? (
        <>
          <dl className="sandbox-pay__facts">
            <dt>{t('pay.sandbox.payFor')}</dt>
            <dd>{order.activityTitle}</dd>
            <dt>{t('pay.sandbox.amount')}</dt>
            <dd className="sandbox-pay__amount">{formatMoney(order.amountCents, order.currency)}</dd>
            <dt>{t('pay.sandbox.order')}</dt>
            <dd className="sandbox-pay__order">{order.orderNo}</dd>
          </dl>
          {open ? (
            <p className="sandbox-pay__timer">
              {t('pay.sandbox.expiresIn', { time: mmss(new Date(order.expiresAt).getTime() - now) })}
            </p>
          ) : null}
          {message ? (
            <p className={`sandbox-pay__message sandbox-pay__message--${state ?? 'none'}`} role="status">
              {message}
            </p>
          ) : null}
          {open ? (
            <div className="sandbox-pay__actions">
              <button type="button" className="btn btn--primary" disabled={busy} onClick={() => void act('pay')}>
                {t('pay.sandbox.pay')}
              </button>
              <button type="button" className="btn" disabled={busy} onClick={() => void act('fail')}>
                {t('pay.sandbox.fail')}
              </button>
              <button type="button" className="btn" disabled={busy} onClick={() => void act('expire')}>
                {t('pay.sandbox.expire')}
              </button>
            </div>
          ) : null}
        </>
      ) : null}
      {problem ? (
        <p className="sandbox-pay__message sandbox-pay__message--error" role="alert">
          {problem}
        </p>
      ) : null}
    </main>
  );
}
