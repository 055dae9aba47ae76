import { fillPlaceholders, type MessageCode, type MessageLanguage, type MessageTexts, messageLanguageOf } from './message-language.ts';
import { texts as ar } from './messages/ar/index.ts';
import { texts as de } from './messages/de/index.ts';
import { texts as en } from './messages/en/index.ts';
import { texts as fr } from './messages/fr/index.ts';

/**
 * The server message catalogue (spec document 2, §8): every code's text in English, German, French
 * and Arabic, one folder per language under `messages/` and one file per area in it. The server and
 * the tests read all four; a web app loads only the language it shows (`message-texts.ts`).
 * Codes keep the spec's spelling, odd ones included (`basket_does_not_exists`).
 */
export const MESSAGE_TEXTS: Readonly<Record<MessageLanguage, MessageTexts>> = { en, de, fr, ar };

export const MESSAGE_CODES = Object.keys(en) as MessageCode[];

export function isMessageCode(value: string): value is MessageCode {
  return Object.hasOwn(en, value);
}

/**
 * The text of a message code in a language (English for any language the catalogue lacks), with
 * `{name}` placeholders filled from `params`. An unknown code is returned as it is, so that a
 * newer server's code still shows something.
 */
export function translateMessage(code: string, language: string = 'en', params: Record<string, string | number> = {}): string {
  if (!isMessageCode(code)) return code;
  return fillPlaceholders(MESSAGE_TEXTS[messageLanguageOf(language)][code], params);
}
