import { createHash } from 'node:crypto';
import type { PayProviderName } from '@roadshow/contracts/pay';
import { createAlipayProvider } from './alipay-provider.ts';
import type { PayConfig } from './pay-config.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createSandboxProvider, type SandboxProvider } from './sandbox-provider.ts';
import { createWechatPayProvider } from './wechat-pay-provider.ts';

export const DEFAULT_ORDER_MINUTES = 15;
/** How long an approved sign-up of a paid activity keeps its seat without an order (decision 079). */
export const DEFAULT_DEADLINE_MINUTES = 24 * 60;

/** The configured provider, and the sandbox's own tools when the sandbox is the one. */
export interface PaymentGateway {
  provider: PaymentProvider;
  /** Only when the sandbox is the configured provider: its pay page must never work beside a real one. */
  sandbox: SandboxProvider | null;
  orderMinutes: number;
  /** PAY_DEADLINE_MINUTES: the time to pay after approval (decision 079). */
  deadlineMinutes: number;
  /** The provider answering notifications at /pay/notify/<name>, or null for any other name. */
  byName(name: string): PaymentProvider | null;
  /** Key of the payment access tokens. */
  tokenKey: Buffer;
}

export function createPaymentGateway(
  config: PayConfig | undefined,
  tokenSecret: string,
  now: () => Date,
  provider?: PaymentProvider,
): PaymentGateway {
  const derive = (label: string) => createHash('sha256').update(`roadshow-pay-${label}:${tokenSecret}`).digest();
  let chosen: PaymentProvider;
  let sandbox: SandboxProvider | null = null;
  if (provider) chosen = provider;
  else if (config?.provider === 'alipay' && config.alipay) chosen = createAlipayProvider(config.alipay, fetch, now);
  else if (config?.provider === 'wechat' && config.wechat) chosen = createWechatPayProvider(config.wechat, fetch, now);
  else {
    sandbox = createSandboxProvider({
      linkKey: derive('sandbox-link').toString('hex'),
      privateKeyPem: config?.sandboxPrivateKey,
    });
    chosen = sandbox;
  }
  return {
    provider: chosen,
    sandbox,
    orderMinutes: config?.orderMinutes ?? DEFAULT_ORDER_MINUTES,
    deadlineMinutes: config?.deadlineMinutes ?? DEFAULT_DEADLINE_MINUTES,
    byName: (name: string) => (name === (chosen.name as PayProviderName) ? chosen : null),
    tokenKey: derive('token'),
  };
}
