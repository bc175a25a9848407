import type { Lang } from '@roadshow/contracts/locale';
import type { ModerationReason, ModerationVerdict } from '@roadshow/contracts/moderation';
import { AppError } from '../app-error.ts';
import type { ContentModerator } from './content-moderator.ts';

/** What an outside review service answers (a small adapter in front of a vendor's API speaks this). */
interface ProviderAnswer {
  passed: boolean;
  words?: string[];
  labels?: string[];
}

const isAnswer = (value: unknown): value is ProviderAnswer =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ProviderAnswer).passed === 'boolean' &&
  ((value as ProviderAnswer).words === undefined || Array.isArray((value as ProviderAnswer).words));

/**
 * An outside review service (MODERATION_URL): POST JSON `{ type: 'text', text, lang }` or
 * `{ type: 'image', image: <base64>, mimeType, lang }`, answer `{ passed, words?, labels? }`. A vendor's
 * own API (Aliyun Content Moderation, Tencent TMS/IMS...) sits behind a small adapter that speaks this.
 * No answer within the time limit, a non-2xx status or a malformed body is MODERATION_UNAVAILABLE:
 * content is refused, never published unchecked.
 */
export function createHttpModerator(options: {
  url: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}): ContentModerator {
  const send = options.fetch ?? fetch;
  const name = new URL(options.url).host;
  async function ask(body: Record<string, unknown>): Promise<ModerationVerdict> {
    let answer: unknown;
    try {
      const response = await send(options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
      });
      if (!response.ok) throw new Error(`moderation service answered ${response.status}`);
      answer = await response.json();
    } catch {
      throw new AppError('MODERATION_UNAVAILABLE');
    }
    if (!isAnswer(answer)) throw new AppError('MODERATION_UNAVAILABLE');
    const words = (answer.words ?? []).filter((word): word is string => typeof word === 'string');
    const reasons: ModerationReason[] = answer.passed ? [] : [words.length > 0 ? 'restrictedWords' : 'provider'];
    return { passed: answer.passed, words, reasons, provider: name };
  }
  return {
    name,
    checkText: (text: string, lang: Lang) => ask({ type: 'text', text, lang }),
    checkImage: ({ bytes, mimeType }, lang: Lang) =>
      ask({ type: 'image', image: Buffer.from(bytes).toString('base64'), mimeType, lang }),
  };
}
