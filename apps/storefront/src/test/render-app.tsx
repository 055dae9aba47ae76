import type { PageDataInput } from '@platter/contract';
import type { Language } from '@platter/i18n';
import type { ScriptLoader } from '@platter/ordering';
import { type FakeApi, type FakeApiOptions, renderOrderingApp } from '@platter/ordering/testing';
import { storefrontRoutes } from '../app/router.tsx';

export { DEMO_PAGE_DATA } from '@platter/ordering/testing';

export interface RenderAppOptions {
  path?: string;
  language?: Language;
  pageData?: Partial<PageDataInput>;
  api?: FakeApiOptions | FakeApi;
  /** Stands in for loading a script (the recaptcha one): see `fakeRecaptcha`. */
  loadScript?: ScriptLoader;
}

/** The whole storefront at a path, with the real providers, stores and routes, against a fake server. */
export function renderApp(options: RenderAppOptions = {}) {
  return renderOrderingApp({ routes: storefrontRoutes, ...options });
}
