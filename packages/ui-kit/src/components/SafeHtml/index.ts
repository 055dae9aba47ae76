export { SafeHtml, type SafeHtmlProps } from './SafeHtml.tsx';
export { type SafeNode, type SafeTag, safeText, safeUrl, sanitizeHtml } from './sanitize-html.ts';
