import { z } from 'zod';

/**
 * Cross-site login sync (spec §4 and §7, DESIGN §5). A page of the platform frames
 * `/identity/login-sync?service=<its URL>&state=in|out`; the identity page answers with one
 * message, posted to the service's origin only. See docs/decisions/012-login-sync.md.
 */
export const LOGIN_SYNC_TYPE = 'roadshow:login-sync';

/** Whether the framing page believes it is logged in. */
export const loginSyncStateSchema = z.enum(['in', 'out']);
export type LoginSyncState = z.infer<typeof loginSyncStateSchema>;

const type = z.literal(LOGIN_SYNC_TYPE);

export const loginSyncMessageSchema = z.discriminatedUnion('action', [
  /** Logged in at the identity service while the page is not: a one-time ticket for that page. */
  z.object({
    type,
    action: z.literal('login'),
    ticket: z
      .string()
      .max(256)
      .regex(/^ST-[\w-]+$/),
    nickName: z.string().max(256),
    userImage: z.string().max(2048),
    userId: z.string().max(64),
    loginType: z.enum(['sms', 'password']),
  }),
  /** The page holds a login, but the identity session this browser had has ended. */
  z.object({ type, action: z.literal('logout') }),
  /**
   * The frame is on another site and no identity cookie reached it (SameSite, blocked third-party
   * cookies), so it cannot tell: a logged-out page may ask with a top-level redirect instead
   * (`/identity/login?gateway=1`), where the cookie does come.
   */
  z.object({ type, action: z.literal('redirect') }),
  /** Nothing to change. */
  z.object({ type, action: z.literal('none') }),
]);
export type LoginSyncMessage = z.infer<typeof loginSyncMessageSchema>;
