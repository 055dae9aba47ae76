import type { texts as englishTexts } from './messages/en/index.ts';

/** The catalogue's languages: every display language of `SUPPORTED_LANGUAGES` (a test holds this). */
export const MESSAGE_LANGUAGES = ['en', 'de', 'fr', 'ar'] as const;
export type MessageLanguage = (typeof MESSAGE_LANGUAGES)[number];

/** A code of the server message catalogue (spec document 2, §8), as the English texts name it. */
export type MessageCode = keyof typeof englishTexts;
/** One language's text of every code. */
export type MessageTexts = Readonly<Record<MessageCode, string>>;

/**
 * The catalogue language of a tag such as `ar-EG` or `de_CH`; English for any other (spec §9). The
 * server's texts (its messages, mails and pages) are written in these languages and picked by it.
 */
export function messageLanguageOf(tag: string): MessageLanguage {
  const base = tag.slice(0, 2).toLowerCase();
  return (MESSAGE_LANGUAGES as readonly string[]).includes(base) ? (base as MessageLanguage) : 'en';
}

/** A message's text with its `{name}` placeholders filled from `params`; one without a value stays. */
export function fillPlaceholders(text: string, params: Record<string, string | number> = {}): string {
  return text.replace(/\{(\w+)\}/g, (placeholder, key: string) => (key in params ? String(params[key]) : placeholder));
}
