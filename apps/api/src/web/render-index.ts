import { PAGE_DATA_ELEMENT_ID, type PageData } from '@platter/contract';
import { textDirection } from '@platter/i18n';

/** JSON that is safe inside a <script> element: no `</script>`, no HTML comment openers. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/**
 * Writes the page's dynamic-data object into a built `index.html`, and sets the document's
 * language, direction and title for the first paint, before any script runs.
 */
export function renderIndex(template: string, pageData: PageData | undefined): string {
  if (!pageData) return template;
  const { lang, name } = pageData.restaurant;
  const dataElement = `<script id="${PAGE_DATA_ELEMENT_ID}" type="application/json">${scriptSafeJson(pageData)}</script>`;
  return template
    .replace(/<html[^>]*>/i, `<html lang="${lang}" dir="${textDirection(lang)}">`)
    .replace(/<title>[^<]*<\/title>/i, `<title>${escapeHtml(name)}</title>`)
    .replace(/<\/head>/i, `${dataElement}</head>`);
}
