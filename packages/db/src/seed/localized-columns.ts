import type { Random } from './random.ts';
import { toTraditional } from '@roadshow/contracts/text/to-traditional';

/** A piece of seed text in the two languages we write by hand; tc is derived. */
export interface Text {
  zh: string;
  en: string;
}

export type LocalizedColumns<P extends string> = {
  [K in `${P}Zh`]: string;
} & {
  [K in `${P}En` | `${P}Tc`]: string | null;
};

// Some tc columns stay null on purpose so the app's read-time zh-CN -> tc fallback is exercised.
const TC_NULL_RATE = 0.1;

export type Localize = <P extends string>(prefix: P, text: Text) => LocalizedColumns<P>;

/** Returns a function that spreads a Text into the `<prefix>Zh/En/Tc` columns of a row. */
export function createLocalizer(random: Random): Localize {
  return <P extends string>(prefix: P, text: Text): LocalizedColumns<P> => {
    const tc = random.chance(TC_NULL_RATE) ? null : toTraditional(text.zh);
    return {
      [`${prefix}Zh`]: text.zh,
      [`${prefix}En`]: text.en,
      [`${prefix}Tc`]: tc,
    } as LocalizedColumns<P>;
  };
}

/** Fills `{name}` placeholders; a missing key is a bug in the seed templates, so it throws. */
export function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (_match, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`seed template is missing {${key}}`);
    return value;
  });
}

export function fillText(
  template: Text,
  zh: Readonly<Record<string, string>>,
  en: Readonly<Record<string, string>>,
): Text {
  return { zh: fill(template.zh, zh), en: fill(template.en, en) };
}
