import { createInstance, type i18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Lang } from '@roadshow/contracts/locale';

export type Messages = Resource[string]['translation'];

const instances = new Map<Lang, i18n>();

/**
 * One i18next instance per language, initialised synchronously so server and browser render alike.
 * The messages come from the root loader: the browser receives only its own language's catalogue.
 */
export function getI18n(lang: Lang, messages: Messages): i18n {
  const existing = instances.get(lang);
  if (existing) return existing;
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: lang,
    fallbackLng: false,
    resources: { [lang]: { translation: messages } },
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  instances.set(lang, instance);
  return instance;
}
