import type { Envelope } from '@roadshow/contracts/envelope';
import type { SessionUser, UserTypeInfo, ValidateTicketResult } from '@roadshow/contracts/identity';
import type { VerificationView } from '@roadshow/contracts/verification';

/** One call to the identity service: path under /identity, JSON body, extra headers. */
export type IdentityTransport = (call: {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
}) => Promise<unknown>;

/**
 * The platform's view of the identity service (DESIGN §3: over HTTP, so either can move host).
 * Every answer is an envelope; a failed call of any kind reads as "no", never as an exception
 * that would break the page that asked.
 */
export function createIdentityClient(transport: IdentityTransport) {
  async function call<T>(request: Parameters<IdentityTransport>[0]): Promise<T | null> {
    try {
      const answer = (await transport(request)) as Envelope<T>;
      return answer.success ? answer.result : null;
    } catch {
      return null;
    }
  }
  return {
    validateTicket: (ticket: string, service: string) =>
      call<ValidateTicketResult>({ method: 'POST', path: '/v2/ticket/validate', body: { ticket, service } }),
    userInfo: (tgt: string) => call<SessionUser>({ method: 'GET', path: '/v2/user/getUserInfo', headers: { tgt } }),
    /** Who holds a login mobile, asked with the caller's token: the identity service answers operators only. */
    userByPhone: (tgt: string, phone: string) =>
      call<UserTypeInfo>({ method: 'POST', path: '/v2/user/getUserTypeInfo', body: { phone }, headers: { tgt } }),
    /** The user's identity-document verification (status and real name; the number masked). */
    identityVerification: (tgt: string) =>
      call<VerificationView>({ method: 'GET', path: '/v2/user/getIdentityInfoByUserId', headers: { tgt } }),
    /** Which of the keys are the user's own existing private uploads; null when the service cannot say. */
    ownImageKeys: async (tgt: string, keys: string[]) =>
      (
        await call<{ ownKeys: string[] }>({
          method: 'POST',
          path: '/v2/user/findOwnImageKeys',
          body: { keys },
          headers: { tgt },
        })
      )?.ownKeys ?? null,
    /** Links to the registration-form pictures the platform's grants name (decision 061); null when it cannot say. */
    grantedImageLinks: (grants: string[]) =>
      call<{ links: { key: string; url: string }[]; expiresAt: string }>({
        method: 'POST',
        path: '/v2/files/grantedImageLinks',
        body: { grants },
      }),
    /** 'ended', 'unknown' (no such live session: already logged out) or 'unavailable'. */
    async endSession(tgt: string): Promise<'ended' | 'unknown' | 'unavailable'> {
      try {
        const answer = (await transport({
          method: 'POST',
          path: '/v2/session/end',
          body: {},
          headers: { tgt },
        })) as Envelope<boolean>;
        if (answer.success) return 'ended';
        return answer.errorCode === 'UNAUTHORIZED' ? 'unknown' : 'unavailable';
      } catch {
        return 'unavailable';
      }
    },
  };
}

export type IdentityClient = ReturnType<typeof createIdentityClient>;

/** Over the network, for an identity service on its own host (IDENTITY_INTERNAL_URL). */
export function httpIdentityTransport(baseUrl: string): IdentityTransport {
  const base = baseUrl.replace(/\/$/, '');
  return async ({ method, path, body, headers }) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(5_000),
    });
    return response.json();
  };
}
