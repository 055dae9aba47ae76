import { createInstance, type i18n as I18n } from 'i18next';
import { DEFAULT_LANGUAGE, type Language, SUPPORTED_LANGUAGES } from './languages.ts';
import { NAMESPACES, type Namespace, resources } from './resources.ts';

export interface CreateI18nOptions {
  /** The language to start in. @default 'de' */
  language?: Language;
  /** Namespace used when a key names none. @default 'common' */
  defaultNamespace?: Namespace;
}

/**
 * A ready, synchronous i18next instance with every bundled language and namespace.
 * Each app (and each test) gets its own instance, so nothing leaks between them.
 */
export function createI18n(options: CreateI18nOptions = {}): I18n {
  const instance = createInstance();
  void instance.init({
    resources,
    lng: options.language ?? DEFAULT_LANGUAGE,
    fallbackLng: 'en',
    supportedLngs: [...SUPPORTED_LANGUAGES],
    ns: [...NAMESPACES],
    defaultNS: options.defaultNamespace ?? 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}
