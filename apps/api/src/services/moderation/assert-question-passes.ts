import type { Lang } from '@roadshow/contracts/locale';
import { assertTextPasses } from '@roadshow/http-kit/moderation/assert-content-passes';
import type { ApiContext } from '../../context.ts';

/**
 * A question passes the platform's content moderation before it is stored (decision 055); when the
 * moderation provider cannot answer, the question is refused rather than published unchecked.
 */
export function assertQuestionPasses(ctx: Pick<ApiContext, 'moderation'>, text: string, lang: Lang): Promise<void> {
  return assertTextPasses(ctx.moderation, text, lang);
}
