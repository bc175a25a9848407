import { createInstance, type i18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Lang } from '@roadshow/contracts/locale';

// A tree of messages (the catalogue's shape), never a bare string.
export type Messages = Exclude<Resource[string]['translation'], string>;

function createI18n(lang: Lang, messages: Messages): i18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: lang,
    fallbackLng: false,
    resources: { [lang]: { translation: messages } },
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}

const instances = new Map<Lang, i18n>();
const added = new WeakSet<Messages>();

/**
 * The i18next instance of a render, initialised synchronously so server and browser render alike.
 * The messages come in bundles from the loaders (decision 065: the root's shell namespaces, the
 * layout's for the page), never the whole catalogue. The server makes one instance per render with
 * exactly the page's bundles, so a namespace a page forgot shows as a raw key there too. The browser
 * keeps one instance per language and adds each navigation's bundles to it.
 */
export function getI18n(lang: Lang, bundles: readonly Messages[]): i18n {
  if (import.meta.env.SSR) return createI18n(lang, Object.assign({}, ...bundles) as Messages);
  let instance = instances.get(lang);
  if (!instance) {
    instance = createI18n(lang, {});
    instances.set(lang, instance);
  }
  for (const bundle of bundles) {
    if (added.has(bundle)) continue;
    instance.addResourceBundle(lang, 'translation', bundle, true, false);
    added.add(bundle);
  }
  return instance;
}
