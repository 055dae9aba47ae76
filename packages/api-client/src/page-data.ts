import { checkPageData, PAGE_DATA_ELEMENT_ID, type PageData } from '@platter/contract';
import { readEnvelopeData } from './envelope.ts';
import { ownTask } from './own-task.ts';

export type WebAppName = 'storefront' | 'event-shop' | 'ticketing' | 'manager';

/** The part of `document` this needs, so that the package stays free of DOM types. */
export interface PageDataSource {
  getElementById(id: string): { textContent: string | null } | null;
}

export interface LoadPageDataOptions {
  app: WebAppName;
  /** Usually `document`. */
  source: PageDataSource;
  /** Where to fetch the page data when the page carries none (the Vite dev server). @default '/api' */
  apiBase?: string;
  fetch?: typeof globalThis.fetch;
}

export class PageDataError extends Error {
  override readonly name = 'PageDataError';
}

/**
 * The page's dynamic-data object: read from the element the server embeds in `index.html`, else
 * fetched from `api/page-data` (pages served by the Vite dev server carry none). Invalid data
 * throws a PageDataError instead of starting the app half-configured.
 *
 * It reads them in a task after the one that called it: the app's start calls it right after its
 * scripts were evaluated, and reading, checking and what the app does with them (its language,
 * its formats) made that task 20 ms longer on a phone's first load (issue 18, TBT).
 */
export async function loadPageData({ app, source, apiBase = '/api', fetch = globalThis.fetch }: LoadPageDataOptions): Promise<PageData> {
  await ownTask();
  const embedded = source.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (embedded) {
    const checked = checkPageData(safeJson(embedded));
    if (!checked.ok) throw new PageDataError(`The embedded page data is invalid: ${checked.reason}`);
    return checked.value;
  }
  const response = await fetch(`${apiBase.replace(/\/$/, '')}/page-data?app=${app}`);
  if (!response.ok) throw new PageDataError(`api/page-data answered ${response.status}`);
  const envelope = readEnvelopeData(await response.json().catch(() => undefined));
  const checked = envelope.ok ? checkPageData(envelope.value) : envelope;
  if (!checked.ok) throw new PageDataError(`api/page-data is invalid: ${checked.reason}`);
  return checked.value;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
