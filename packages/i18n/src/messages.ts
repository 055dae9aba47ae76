import account from './messages/account.json' with { type: 'json' };
import content from './messages/content.json' with { type: 'json' };
import general from './messages/general.json' with { type: 'json' };
import ordering from './messages/ordering.json' with { type: 'json' };
import restaurant from './messages/restaurant.json' with { type: 'json' };

/**
 * The server message catalogue (spec document 2, §8): every code with its English, German, French
 * and Arabic text, one file per area under `messages/`. Server and clients read these same files.
 * The catalogue defaults to English and falls back to English for any other language (spec §9).
 * Codes keep the spec's spelling, odd ones included (`basket_does_not_exists`).
 */
export const MESSAGE_CATALOGUE = { ...general, ...account, ...restaurant, ...content, ...ordering } as const;
export type MessageCode = keyof typeof MESSAGE_CATALOGUE;
/** The catalogue's languages: every display language of `SUPPORTED_LANGUAGES` (a test holds this). */
export const MESSAGE_LANGUAGES = ['en', 'de', 'fr', 'ar'] as const;
export type MessageLanguage = (typeof MESSAGE_LANGUAGES)[number];

export const MESSAGE_CODES = Object.keys(MESSAGE_CATALOGUE) as MessageCode[];

export function isMessageCode(value: string): value is MessageCode {
  return Object.hasOwn(MESSAGE_CATALOGUE, value);
}

/** The catalogue language of a tag such as `ar-EG` or `de_CH`; English for any other. */
function languageOf(tag: string): MessageLanguage {
  const base = tag.slice(0, 2).toLowerCase();
  return (MESSAGE_LANGUAGES as readonly string[]).includes(base) ? (base as MessageLanguage) : 'en';
}

/**
 * The text of a message code in a language, with `{name}` placeholders filled from `params`.
 * An unknown code is returned as it is, so that a newer server's code still shows something.
 */
export function translateMessage(code: string, language: string = 'en', params: Record<string, string | number> = {}): string {
  if (!isMessageCode(code)) return code;
  const text = MESSAGE_CATALOGUE[code][languageOf(language)];
  return text.replace(/\{(\w+)\}/g, (placeholder, key: string) => (key in params ? String(params[key]) : placeholder));
}
