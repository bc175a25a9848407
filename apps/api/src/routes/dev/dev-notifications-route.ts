import type { FastifyRequest } from 'fastify';
import type { ApiContext } from '../../context.ts';
import type { ApiApp } from '../types.ts';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const HEADINGS = ['time', 'channel', 'to', 'lang', 'status', 'subject', 'message'];

/** Only a browser on this very machine, talking to us directly (like the identity service's SMS outbox). */
function fromThisMachine(request: FastifyRequest): boolean {
  return LOOPBACK.has(request.raw.socket.remoteAddress ?? '') && !request.headers['x-forwarded-for'];
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The sandbox notification outbox (start reminders): exists only while no real gateway is configured. */
export function devNotificationsRoute(app: ApiApp, ctx: ApiContext) {
  if (!ctx.notifications.sandbox) return;
  app.get('/dev/notifications', { schema: { hide: true } }, async (request, reply) => {
    if (!fromThisMachine(request)) return reply.callNotFound();
    const rows = await ctx.repos.notifications.latest(100);
    const cells = rows.map((row) =>
      [row.createdAt.toISOString(), row.channel, row.recipient, row.lang, row.status, row.subject, row.body]
        .map((cell) => `<td>${escapeHtml(cell)}</td>`)
        .join(''),
    );
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Notification outbox</title></head><body>
<h1>Notification outbox (sandbox)</h1>
<p>Reminders the API would send by SMS and e-mail, newest first.</p>
<table><thead><tr>${HEADINGS.map((h) => `<th scope="col">${h}</th>`).join('')}</tr></thead>
<tbody>${cells.map((row) => `<tr>${row}</tr>`).join('\n') || '<tr><td colspan="7">No notifications yet.</td></tr>'}</tbody></table>
</body></html>`;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
  });
}
