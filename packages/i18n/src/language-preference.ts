import { type Language, resolveLanguage } from './languages.ts';

/** Where the guest's language choice is kept (local storage in browsers). */
export const LANGUAGE_STORAGE_KEY = 'platter:language';

/** The guest's saved language, else the restaurant's, else German. */
export function initialLanguage(restaurantLanguage: string, storage: Pick<Storage, 'getItem'>): Language {
  return resolveLanguage(storage.getItem(LANGUAGE_STORAGE_KEY) ?? restaurantLanguage);
}

export function rememberLanguage(language: Language, storage: Pick<Storage, 'setItem'>): void {
  storage.setItem(LANGUAGE_STORAGE_KEY, language);
}
