import type { FastifyInstance } from 'fastify';
import type { IdentityServer } from './identity-server.ts';

export const TEST_ORIGIN = 'http://localhost:80';
export const TEST_SERVICE = 'http://localhost/tab/roadshowSquare?lang=en';

/** How a suite turns a service ticket into the app token and the user id. */
export type RedeemTicket = (
  app: FastifyInstance,
  ticket: string,
  service: string,
) => Promise<{ appToken: string; userId: string }>;

/** Redeems a ticket as the platform's server does, at the identity service's validate call. */
const validateAtIdentity: RedeemTicket = async (app, ticket, service) => {
  const answer = await app.inject({
    method: 'POST',
    url: '/identity/v2/ticket/validate',
    payload: { ticket, service },
  });
  if (answer.statusCode !== 200) throw new Error(`the ticket was refused: ${answer.statusCode}`);
  const { appToken, user } = answer.json().result as { appToken: string; user: { userId: string } };
  return { appToken, userId: user.userId };
};

/**
 * Registration and login through the identity pages and calls, for suites that need a user. The
 * composed platform's suites pass their own `redeemTicket` (the platform's getLoginInfo).
 */
export function loginHelpers(
  server: () => Pick<IdentityServer, 'app' | 'identity'>,
  advance: (ms: number) => void,
  phonePrefix = '1370000',
  redeemTicket: RedeemTicket = validateAtIdentity,
) {
  let seq = 0;
  const nextPhone = () => `${phonePrefix}${String((seq += 1)).padStart(4, '0')}`;

  const postForm = (url: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    server().app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: TEST_ORIGIN, ...headers },
      payload: new URLSearchParams(fields).toString(),
    });

  async function lastCode(phone: string): Promise<string> {
    const [message] = await server().identity.repos.sms.outbox(1, phone);
    const code = message?.body.match(/\d{6}/)?.[0];
    if (!code) throw new Error(`no code was sent to ${phone}`);
    return code;
  }

  /** Asks a page for a code and reads it from the outbox. */
  async function sendCode(page: 'register' | 'login' | 'forgot', phone: string) {
    // Past the resend minute and the per-IP hour: every request here comes from one address.
    advance(61 * 60_000);
    const response = await postForm(`/identity/${page}?lang=en`, { phone, intent: 'send-code' });
    if (response.statusCode !== 200) throw new Error(`no code for ${phone}: ${response.statusCode}`);
    return lastCode(phone);
  }

  /** Registers through the page; returns the redirect that carries the ticket and the identity cookie. */
  async function register(phone = nextPhone(), service = TEST_SERVICE) {
    const code = await sendCode('register', phone);
    const response = await postForm('/identity/register?lang=en', {
      phone,
      code,
      password: 'abc12345',
      agreed: '1',
      intent: 'submit',
      service,
    });
    if (response.statusCode !== 303) throw new Error(`registration failed: ${response.statusCode}`);
    const location = new URL(String(response.headers.location));
    const sessionCookie = String(response.headers['set-cookie']).split(';')[0]!;
    return { phone, location, ticket: location.searchParams.get('ticket')!, sessionCookie };
  }

  /** Redeems a ticket; returns the app token and the user id. */
  const redeem = (ticket: string, service = TEST_SERVICE) => redeemTicket(server().app, ticket, service);

  /** A new account, logged in at the identity service (cookie) and on the platform (app token). */
  async function registerAndLogIn(phone = nextPhone()) {
    const { ticket, sessionCookie } = await register(phone);
    return { phone, sessionCookie, ...(await redeem(ticket)) };
  }

  /** Logs in with a password at the identity service; returns its session cookie. */
  async function identityLogin(phone: string, password: string) {
    const response = await postForm('/identity/login?lang=en', { phone, password, mode: 'password' });
    return String(response.headers['set-cookie']).split(';')[0]!;
  }

  /** Logs in with a password and redeems the ticket as the platform does; returns the app token. */
  async function appTokenFor(phone: string, password: string) {
    const response = await postForm('/identity/login?lang=en', {
      phone,
      password,
      mode: 'password',
      service: TEST_SERVICE,
    });
    return (await redeem(new URL(String(response.headers.location)).searchParams.get('ticket')!)).appToken;
  }

  return { nextPhone, postForm, lastCode, sendCode, register, redeem, registerAndLogIn, identityLogin, appTokenFor };
}
