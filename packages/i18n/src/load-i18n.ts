import { type BackendModule, createInstance, type i18n as I18n } from 'i18next';
import { type CreateI18nOptions, i18nSettings } from './i18n-settings.ts';
import { isSupportedLanguage, type Language } from './languages.ts';
import type { Resources } from './resources.ts';

/** Each language's texts as their own chunk, so a page downloads only the languages it shows. */
const LANGUAGE_LOADERS: Record<Language, () => Promise<Resources>> = {
  de: async () => (await import('./locales/de/index.ts')).texts,
  en: async () => (await import('./locales/en/index.ts')).texts,
  fr: async () => (await import('./locales/fr/index.ts')).texts,
  ar: async () => (await import('./locales/ar/index.ts')).texts,
};

/** An i18next backend that reads a namespace from its language's chunk (each chunk is fetched once). */
function languageChunkBackend(): BackendModule {
  const loading = new Map<Language, Promise<Resources>>();
  const load = (language: Language) => {
    let texts = loading.get(language);
    if (!texts) {
      texts = LANGUAGE_LOADERS[language]();
      loading.set(language, texts);
    }
    return texts;
  };
  return {
    type: 'backend',
    init() {},
    read(language, namespace, callback) {
      if (!isSupportedLanguage(language)) {
        callback(null, {});
        return;
      }
      load(language).then(
        (texts) => callback(null, texts[namespace as keyof Resources] ?? {}),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
      );
    },
  };
}

/**
 * An i18next instance for a web app with only the starting language and the English fallback
 * loaded; another language loads when `changeLanguage` switches to it (await it before reading
 * texts). Same settings as createI18n, which bundles every language for the server and tests.
 */
export async function loadI18n(options: CreateI18nOptions = {}): Promise<I18n> {
  const instance = createInstance().use(languageChunkBackend());
  await instance.init({ ...i18nSettings(options), load: 'languageOnly' });
  return instance;
}
