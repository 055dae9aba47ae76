type Catalogue = typeof import('./messages.ts');

let catalogue: Catalogue | undefined;
let loading: Promise<Catalogue> | undefined;

/**
 * Loads the server message catalogue (every code in four languages, about 7 KB gzip) once. The
 * apps need it only when a call fails, so they load it when the page is idle instead of in their
 * first load (issue 18); the server imports `messages.ts` itself.
 */
export function loadMessageCatalogue(): Promise<Catalogue> {
  loading ??= import('./messages.ts').then(
    (module) => {
      catalogue = module;
      return module;
    },
    (error: unknown) => {
      // A failed load (the network went) is tried again by the next call.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The text of a server message code in a language, `{name}` placeholders filled from `params`
 * (`translateMessage`); undefined while the catalogue is not loaded, and for a code it does not
 * have.
 */
export function loadedMessageText(code: string, language: string, params?: Record<string, string | number>): string | undefined {
  if (!catalogue?.isMessageCode(code)) return undefined;
  return catalogue.translateMessage(code, language, params);
}
