import type { Language } from './languages.ts';
import { texts as ar } from './locales/ar/index.ts';
import { texts as de } from './locales/de/index.ts';
import { texts as en } from './locales/en/index.ts';
import { texts as fr } from './locales/fr/index.ts';
import type { Namespace } from './namespaces.ts';

export { NAMESPACES, type Namespace } from './namespaces.ts';

/** Every language's texts, bundled together: for the server and tests; the web apps load one language at a time (loadI18n). */
export const resources = { en, de, fr, ar } satisfies Record<Language, Record<Namespace, object>>;

export type Resources = (typeof resources)['en'];
