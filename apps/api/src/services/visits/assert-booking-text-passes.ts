import type { FastifyRequest } from 'fastify';
import { errorMessage } from '@roadshow/contracts/error-codes';
import type { Lang } from '@roadshow/contracts/locale';
import { AppError } from '@roadshow/http-kit/app-error';
import { listSeparator } from '@roadshow/http-kit/moderation/assert-content-passes';
import type { ApiContext } from '../../context.ts';

/** The booking form's free-text fields the company reads, with their labels as the form shows them. */
const FREE_TEXT_FIELDS = {
  organization: { 'zh-CN': '所在机构', en: 'Organisation', tc: '所在機構' },
  topics: { 'zh-CN': '希望沟通的问题', en: 'Topics to discuss', tc: '希望溝通的問題' },
} as const satisfies Record<string, Record<Lang, string>>;

/**
 * The booking's free text (organisation, topics) passes the platform's content moderation before it
 * is stored (decision 055's one service; decision 064): a refusal names the field and the words in
 * the visitor's language, every refused field at once; a provider that cannot answer refuses too.
 */
export async function assertBookingTextPasses(
  ctx: Pick<ApiContext, 'moderation'>,
  request: FastifyRequest,
  body: { organization?: string; topics?: string },
): Promise<void> {
  const lang = request.lang;
  const refused: { field: keyof typeof FREE_TEXT_FIELDS; words: string }[] = [];
  for (const field of Object.keys(FREE_TEXT_FIELDS) as (keyof typeof FREE_TEXT_FIELDS)[]) {
    const text = body[field];
    if (!text) continue;
    const verdict = await ctx.moderation.checkText(text, lang);
    if (!verdict.passed) refused.push({ field, words: verdict.words.join(listSeparator(lang)) || '—' });
  }
  if (refused.length === 0) return;
  const params = (entry: (typeof refused)[number]) => ({
    field: FREE_TEXT_FIELDS[entry.field][lang],
    words: entry.words,
  });
  throw new AppError('VISIT_RESTRICTED_WORDS', {
    params: params(refused[0]!),
    fields: refused.map((entry) => ({
      path: `body.${entry.field}`,
      message: errorMessage('VISIT_RESTRICTED_WORDS', lang, params(entry)),
    })),
  });
}
