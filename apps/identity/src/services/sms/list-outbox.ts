import type { IdentityContext } from '../../context.ts';

/** The newest sandbox messages (optionally to one phone), for the dev outbox page. */
export const listOutbox = (ctx: Pick<IdentityContext, 'repos'>, phone?: string) => ctx.repos.sms.outbox(50, phone);
