/** Display languages of the storefront; German is the default (spec §1). */
export const SUPPORTED_LANGUAGES = ['de', 'en', 'fr', 'ar'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'de';

export const LANGUAGE_NAMES: Record<Language, string> = {
  de: 'Deutsch',
  en: 'English',
  fr: 'Français',
  ar: 'العربية',
};

const RIGHT_TO_LEFT: ReadonlySet<string> = new Set(['ar']);

export type TextDirection = 'ltr' | 'rtl';

/** The writing direction of a language; the document's `dir` follows it. */
export function textDirection(language: string): TextDirection {
  return RIGHT_TO_LEFT.has(baseLanguage(language)) ? 'rtl' : 'ltr';
}

export function isSupportedLanguage(value: string): value is Language {
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/** Picks the supported language for a tag such as `fr-CH`, falling back to the default. */
export function resolveLanguage(tag: string | null | undefined): Language {
  const base = baseLanguage(tag ?? '');
  return isSupportedLanguage(base) ? base : DEFAULT_LANGUAGE;
}

function baseLanguage(tag: string): string {
  return tag.toLowerCase().split(/[-_]/)[0] ?? '';
}
