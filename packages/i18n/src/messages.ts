import de from './messages/de.json' with { type: 'json' };
import en from './messages/en.json' with { type: 'json' };
import fr from './messages/fr.json' with { type: 'json' };

/**
 * The server message catalogue (spec document 2, §8): one text per code in English, German and
 * French. Server and clients read these same files. The catalogue defaults to English and falls
 * back to English for any other language (spec §9).
 */
export const MESSAGE_CATALOGUE = { en, de, fr } as const;
export type MessageCode = keyof typeof en;
export type MessageLanguage = keyof typeof MESSAGE_CATALOGUE;

export const MESSAGE_CODES = Object.keys(en) as MessageCode[];

export function isMessageCode(value: string): value is MessageCode {
  return Object.hasOwn(en, value);
}

/**
 * The text of a message code in a language, with `{name}` placeholders filled from `params`.
 * An unknown code is returned as it is, so that a newer server's code still shows something.
 */
export function translateMessage(code: string, language: string = 'en', params: Record<string, string | number> = {}): string {
  const text = catalogueFor(language)[code] ?? (en as Record<string, string>)[code] ?? code;
  return text.replace(/\{(\w+)\}/g, (placeholder, key: string) => (key in params ? String(params[key]) : placeholder));
}

function catalogueFor(language: string): Record<string, string> {
  const base = language.slice(0, 2).toLowerCase();
  return Object.hasOwn(MESSAGE_CATALOGUE, base) ? MESSAGE_CATALOGUE[base as MessageLanguage] : en;
}
