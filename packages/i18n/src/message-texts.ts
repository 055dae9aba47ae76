import { fillPlaceholders, type MessageCode, type MessageLanguage, type MessageTexts, messageLanguageOf } from './message-language.ts';

/** Each language's server messages as their own chunk, so that a page downloads only the language it shows. */
const LANGUAGE_LOADERS: Record<MessageLanguage, () => Promise<MessageTexts>> = {
  en: async () => (await import('./messages/en/index.ts')).texts,
  de: async () => (await import('./messages/de/index.ts')).texts,
  fr: async () => (await import('./messages/fr/index.ts')).texts,
  ar: async () => (await import('./messages/ar/index.ts')).texts,
};

const loaded = new Map<MessageLanguage, MessageTexts>();
const loading = new Map<MessageLanguage, Promise<MessageTexts>>();

/**
 * Loads the server messages' texts in a language (a tag such as `ar-EG`; English for a language the
 * catalogue lacks) once, about 3 KB gzip. The apps need them only when a call fails, so they load
 * them when the page is idle instead of in their first load (issue 18); the server imports
 * `messages.ts` itself.
 */
export function loadMessageCatalogue(language: string): Promise<MessageTexts> {
  const messageLanguage = messageLanguageOf(language);
  let texts = loading.get(messageLanguage);
  if (!texts) {
    texts = LANGUAGE_LOADERS[messageLanguage]().then(
      (result) => {
        loaded.set(messageLanguage, result);
        return result;
      },
      (error: unknown) => {
        // A failed load (the network went) is tried again by the next call.
        loading.delete(messageLanguage);
        throw error;
      },
    );
    loading.set(messageLanguage, texts);
  }
  return texts;
}

/**
 * The text of a server message code in a language, `{name}` placeholders filled from `params`;
 * undefined while that language's texts are not loaded, and for a code they do not have.
 */
export function loadedMessageText(code: string, language: string, params?: Record<string, string | number>): string | undefined {
  const texts = loaded.get(messageLanguageOf(language));
  if (!texts || !Object.hasOwn(texts, code)) return undefined;
  return fillPlaceholders(texts[code as MessageCode], params);
}

/** The text of a code in a language, its texts loaded first where they are not yet. */
export async function messageText(code: MessageCode, language: string, params?: Record<string, string | number>): Promise<string> {
  const texts = await loadMessageCatalogue(language);
  return fillPlaceholders(texts[code], params);
}
