import { notifications } from '@mantine/notifications';
import { type PageData, type PageDataInput, pageDataSchema } from '@platter/contract';
import { createI18n, type Language } from '@platter/i18n';
import { AppProviders } from '@platter/ui-kit';
import { memoryRoutes } from '@platter/ui-kit/testing';
import { render } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import type { OrderingConfigInput } from '../config.tsx';
import type { ScriptLoader } from '../recaptcha/recaptcha.ts';
import { OrderingProvider } from '../services/OrderingProvider.tsx';
import { createOrderingServices } from '../services/services.ts';
import { resetOrderingUi } from '../ui-state.ts';
import { createFakeApi, type FakeApi, type FakeApiOptions } from './fake-api.ts';

export const DEMO_PAGE_DATA: PageDataInput = {
  apiBase: 'http://storefront.test/api',
  restaurant: { id: 1, slug: 'demo-bistro', name: 'Demo Bistro', currency: '€', lang: 'de', timeZone: 'Europe/Berlin' },
  appearance: {},
  features: {},
};

export interface RenderOrderingAppOptions {
  /** The app's routes; a function receives the parsed page data (routes may depend on its switches). */
  routes: RouteObject[] | ((pageData: PageData) => RouteObject[]);
  config?: OrderingConfigInput;
  path?: string;
  language?: Language;
  pageData?: Partial<PageDataInput>;
  api?: FakeApiOptions | FakeApi;
  /**
   * Stands in for putting a script into the page (the recaptcha one); tests have no network, so by
   * default every script fails to load.
   */
  loadScript?: ScriptLoader;
}

const noScripts: ScriptLoader = (src) => Promise.reject(new Error(`No scripts in tests: ${src}`));

/**
 * An app at a path with the real providers, stores and routes, against a fake server: what each
 * app's screen tests render (the storefront with its routes, the event shop with its own).
 */
export function renderOrderingApp({
  routes,
  config,
  path = '/',
  language = 'en',
  pageData = {},
  api = {},
  loadScript = noScripts,
}: RenderOrderingAppOptions) {
  // The page-wide UI stores start afresh for each rendered app, as they do on a page load.
  resetOrderingUi();
  notifications.clean();
  const data: PageData = pageDataSchema.parse({ ...DEMO_PAGE_DATA, ...pageData });
  const fake = 'fetch' in api ? api : createFakeApi(api);
  const services = createOrderingServices({
    pageData: data,
    storage: window.localStorage,
    fetch: fake.fetch,
    onUnauthenticated: () => undefined,
    loadScript,
    WebSocket: fake.WebSocket,
  });
  const router = memoryRoutes(typeof routes === 'function' ? routes(data) : routes, path);
  const i18n = createI18n({ language });
  const result = render(
    <AppProviders pageData={data} i18n={i18n} env="test">
      <OrderingProvider services={services} {...(config ? { config } : {})}>
        {router.element}
      </OrderingProvider>
    </AppProviders>,
  );
  return { ...result, router, i18n, api: fake, services };
}
