import type { PayProviderName } from '@roadshow/contracts/pay';
import type { AlipayConfig } from './alipay-provider.ts';
import type { WechatPayConfig } from './wechat-pay-provider.ts';

/** The payment settings read from the environment (README: PAY_*, ALIPAY_*, WECHATPAY_*). */
export interface PayConfig {
  provider: PayProviderName;
  /** How long an order may be paid (PAY_ORDER_MINUTES, default 15). */
  orderMinutes?: number;
  /** How long an approved sign-up may go without an order before its seat is released (PAY_DEADLINE_MINUTES, default 1440). */
  deadlineMinutes?: number;
  /** The sandbox's RSA private key (PEM); unset: a key pair made once per process. */
  sandboxPrivateKey?: string;
  alipay?: AlipayConfig;
  wechat?: WechatPayConfig;
}

type Env = Record<string, string | undefined>;

const pem = (value: string | undefined) => (value ?? '').replace(/\\n/g, '\n');

function need(env: Env, names: string[], provider: string) {
  const missing = names.filter((name) => !env[name]);
  if (missing.length) throw new Error(`PAY_PROVIDER=${provider} needs ${missing.join(', ')}`);
}

/**
 * Why a production process must not start with these payment settings, or null when it may
 * (decision 080): the sandbox hands out paid seats for no money, so a server with NODE_ENV=production
 * (the CLI's default) refuses it unless PAY_SANDBOX_IN_PRODUCTION=1 says a demo site means to (the
 * `npm start` demo, the e2e and bench servers set it). Checked when serving, not when migrating.
 */
export function sandboxRefusal(env: Env): string | null {
  const provider = env.PAY_PROVIDER || 'sandbox';
  if (provider !== 'sandbox' || env.NODE_ENV !== 'production' || env.PAY_SANDBOX_IN_PRODUCTION === '1') return null;
  return (
    `refusing to start: NODE_ENV=production and PAY_PROVIDER is ${env.PAY_PROVIDER ? 'sandbox' : 'unset (the sandbox)'}, ` +
    'which lets anyone pay without money; set PAY_PROVIDER=alipay or wechat with its keys, ' +
    'or PAY_SANDBOX_IN_PRODUCTION=1 for a demo site (README, decision 080)'
  );
}

/**
 * Sandbox unless PAY_PROVIDER names a real provider; a real one without its keys stops the start
 * (a site that silently fell back to the sandbox would hand out free seats). The notify URL is
 * the site's (SITE_URL) /roadshow/pay/notify/<provider>.
 */
export function readPayConfig(env: Env, siteUrl: string | undefined): PayConfig {
  const provider = (env.PAY_PROVIDER || 'sandbox') as PayProviderName;
  const orderMinutes = env.PAY_ORDER_MINUTES ? Number(env.PAY_ORDER_MINUTES) : undefined;
  const deadlineMinutes = env.PAY_DEADLINE_MINUTES ? Number(env.PAY_DEADLINE_MINUTES) : undefined;
  if (deadlineMinutes !== undefined && !(Number.isInteger(deadlineMinutes) && deadlineMinutes > 0))
    throw new Error(`PAY_DEADLINE_MINUTES must be a whole number of minutes above 0 (got ${env.PAY_DEADLINE_MINUTES})`);
  const base = {
    orderMinutes,
    deadlineMinutes,
    sandboxPrivateKey: env.PAY_SANDBOX_PRIVATE_KEY ? pem(env.PAY_SANDBOX_PRIVATE_KEY) : undefined,
  };
  if (provider === 'sandbox') return { provider, ...base };
  if (!siteUrl) throw new Error(`PAY_PROVIDER=${provider} needs SITE_URL for the notify URL`);
  const notifyUrl = `${siteUrl.replace(/\/+$/, '')}/roadshow/pay/notify/${provider}`;
  if (provider === 'alipay') {
    need(env, ['ALIPAY_APP_ID', 'ALIPAY_PRIVATE_KEY', 'ALIPAY_PUBLIC_KEY'], provider);
    return {
      provider,
      ...base,
      alipay: {
        appId: env.ALIPAY_APP_ID!,
        privateKey: pem(env.ALIPAY_PRIVATE_KEY),
        alipayPublicKey: pem(env.ALIPAY_PUBLIC_KEY),
        gatewayUrl: env.ALIPAY_GATEWAY_URL ?? 'https://openapi.alipay.com/gateway.do',
        notifyUrl,
      },
    };
  }
  if (provider === 'wechat') {
    const names = ['WECHATPAY_APP_ID', 'WECHATPAY_MCH_ID', 'WECHATPAY_SERIAL_NO', 'WECHATPAY_PRIVATE_KEY'];
    need(
      env,
      [...names, 'WECHATPAY_PLATFORM_PUBLIC_KEY', 'WECHATPAY_PLATFORM_SERIAL_NO', 'WECHATPAY_API_V3_KEY'],
      provider,
    );
    return {
      provider,
      ...base,
      wechat: {
        appId: env.WECHATPAY_APP_ID!,
        mchId: env.WECHATPAY_MCH_ID!,
        serialNo: env.WECHATPAY_SERIAL_NO!,
        privateKey: pem(env.WECHATPAY_PRIVATE_KEY),
        platformPublicKey: pem(env.WECHATPAY_PLATFORM_PUBLIC_KEY),
        platformSerialNo: env.WECHATPAY_PLATFORM_SERIAL_NO!,
        apiV3Key: env.WECHATPAY_API_V3_KEY!,
        baseUrl: env.WECHATPAY_BASE_URL ?? 'https://api.mch.weixin.qq.com',
        notifyUrl,
      },
    };
  }
  throw new Error(`PAY_PROVIDER must be sandbox, alipay or wechat (got ${provider})`);
}
