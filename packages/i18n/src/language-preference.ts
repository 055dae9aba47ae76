import { isSupportedLanguage, type Language, resolveLanguage } from './languages.ts';

/** The part of Web Storage this needs; `localStorage` in browsers, a Map-backed fake in tests. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** Where the guest's language choice is kept (local storage in browsers). */
export const LANGUAGE_STORAGE_KEY = 'platter:language';

/**
 * The guest's saved language, else the first of the browser's languages (`navigator.languages`)
 * the storefront speaks, else the restaurant's, else German.
 */
export function initialLanguage(
  restaurantLanguage: string,
  storage: Pick<KeyValueStorage, 'getItem'>,
  browserLanguages: readonly string[] = [],
): Language {
  const saved = storage.getItem(LANGUAGE_STORAGE_KEY);
  if (saved) return resolveLanguage(saved);
  const browser = browserLanguages.map((tag) => tag.toLowerCase().split(/[-_]/)[0] ?? '').find(isSupportedLanguage);
  return browser ?? resolveLanguage(restaurantLanguage);
}

export function rememberLanguage(language: Language, storage: Pick<KeyValueStorage, 'setItem'>): void {
  storage.setItem(LANGUAGE_STORAGE_KEY, language);
}
