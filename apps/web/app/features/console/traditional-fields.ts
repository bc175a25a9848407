/** The form's texts that the "Convert to Traditional" button fills: each zh-CN field and its tc twin. */
const TEXTS = ['title', 'summary', 'content', 'location'] as const;
const GUEST_TEXTS = ['name', 'title'] as const;
const AGENDA_TEXTS = ['title', 'speaker'] as const;
/** The convert call takes at most this many texts at once (contracts convertTextBodySchema). */
const CALL_MAX = 20;

export type FieldPath = (string | number)[];

/**
 * The activity's texts, then every guest's name and position and every agenda item's title and
 * speaker: the tc fields are offered as a conversion of all zh-CN ones, not only the main texts.
 */
export function traditionalPairs(values: {
  guests?: unknown[];
  agenda?: unknown[];
}): { zh: FieldPath; tc: FieldPath }[] {
  const pair = (prefix: FieldPath, name: string) => ({ zh: [...prefix, `${name}Zh`], tc: [...prefix, `${name}Tc`] });
  return [
    ...TEXTS.map((name) => pair([], name)),
    ...(values.guests ?? []).flatMap((_, index) => GUEST_TEXTS.map((name) => pair(['guests', index], name))),
    ...(values.agenda ?? []).flatMap((_, index) => AGENDA_TEXTS.map((name) => pair(['agenda', index], name))),
  ];
}

/** All texts converted, asked for in the call's batches, in order. */
export async function convertInBatches(
  texts: string[],
  convert: (batch: string[]) => Promise<string[]>,
): Promise<string[]> {
  const out: string[] = [];
  for (let at = 0; at < texts.length; at += CALL_MAX) out.push(...(await convert(texts.slice(at, at + CALL_MAX))));
  return out;
}
