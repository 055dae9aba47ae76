import { DEFAULT_LANGUAGE, type Language, SUPPORTED_LANGUAGES } from './languages.ts';
import { NAMESPACES, type Namespace } from './namespaces.ts';

export interface CreateI18nOptions {
  /** The language to start in. @default 'de' */
  language?: Language;
  /** Namespace used when a key names none. @default 'common' */
  defaultNamespace?: Namespace;
}

/** The settings every instance shares, whether its texts are bundled (createI18n) or loaded (loadI18n). */
export function i18nSettings(options: CreateI18nOptions) {
  return {
    lng: options.language ?? DEFAULT_LANGUAGE,
    fallbackLng: 'en',
    supportedLngs: [...SUPPORTED_LANGUAGES],
    ns: [...NAMESPACES],
    defaultNS: options.defaultNamespace ?? 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
  };
}
