import { appearanceSchema, languageSchema, PAGE_DATA_ELEMENT_ID, type PageData } from '@platter/contract';
import { textDirection } from '@platter/i18n';
import { z } from 'zod';

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
 * The storefront build's prerendered menu shells (`dist/shell/menu.json`, written by its
 * src/shell/render-menu-shells.tsx): one static markup per variant of the page data, with
 * stand-ins (`tokens`) where the restaurant's name, its initials, logo and main image go.
 */
export const shellManifestSchema = z.object({
  tokens: z.object({ name: z.string().min(1), initials: z.string().min(1), logoUrl: z.string().min(1), imageUrl: z.string().min(1) }),
  variants: z.array(
    z.object({
      lang: languageSchema,
      menuLayout: appearanceSchema.shape.menuLayout.unwrap(),
      logoShape: appearanceSchema.shape.logoShape.unwrap(),
      hasLogo: z.boolean(),
      hasImage: z.boolean(),
      catalogueOnly: z.boolean(),
      html: z.string(),
    }),
  ),
  /** The rules of the app's stylesheets the shells use (older builds wrote none). */
  criticalCss: z.string().optional(),
});
export type ShellManifest = z.infer<typeof shellManifestSchema>;

/** The logo's stand-in letters, as ui-kit's RestaurantLogo makes them: first letters of the first two words. */
function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  return (words.length > 1 ? `${words[0]?.[0] ?? ''}${words[1]?.[0] ?? ''}` : name.slice(0, 2)).toUpperCase();
}

/**
 * A URL the shell can carry both in an attribute and in its CSS `url("...")`: the characters that
 * would end a CSS string are percent-encoded (the same address), then it is escaped for HTML.
 */
function urlForAttributeAndCss(url: string): string {
  return escapeHtml(url.replace(/["\\\n\r\f]/g, (character) => encodeURIComponent(character)));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The shell variant that matches the page data, with the restaurant's name, initials, logo and
 * main image in place of the stand-ins, escaped, in one pass (a name cannot bring in a stand-in).
 * Undefined when the manifest has no such variant.
 */
export function fillMenuShell(manifest: ShellManifest, pageData: PageData): string | undefined {
  const { restaurant, appearance, features } = pageData;
  const variant = manifest.variants.find(
    (candidate) =>
      candidate.lang === restaurant.lang &&
      candidate.menuLayout === appearance.menuLayout &&
      candidate.logoShape === appearance.logoShape &&
      candidate.hasLogo === Boolean(appearance.logoUrl) &&
      candidate.hasImage === Boolean(appearance.mainImageUrl) &&
      candidate.catalogueOnly === features.catalogueOnly,
  );
  if (!variant) return undefined;
  const { tokens } = manifest;
  const values = new Map([
    [tokens.name, escapeHtml(restaurant.name)],
    [tokens.initials, escapeHtml(initialsOf(restaurant.name))],
    [tokens.logoUrl, urlForAttributeAndCss(appearance.logoUrl ?? '')],
    [tokens.imageUrl, urlForAttributeAndCss(appearance.mainImageUrl ?? '')],
  ]);
  const anyToken = new RegExp([...values.keys()].map(escapeRegExp).join('|'), 'g');
  return variant.html.replace(anyToken, (token) => values.get(token) ?? '');
}

/** The `<link>` elements React's server renderer puts first (the shell's image preloads), and the rest. */
function splitLeadingLinks(markup: string): { links: string; body: string } {
  const links = /^(?:<link\b[^>]*>)*/.exec(markup)?.[0] ?? '';
  return { links, body: markup.slice(links.length) };
}

/** What a page may carry besides its page data. */
export interface PageParts {
  /** The filled menu shell (fillMenuShell), shown before the app's root. */
  shell?: string | undefined;
  /**
   * The rules of the page's stylesheets the shell uses (the manifest's `criticalCss`). With a
   * shell, they are inlined in `<head>` and the stylesheets' links move after the shell: it paints
   * from the HTML alone, and the app's module scripts still wait for the stylesheets above them.
   */
  criticalCss?: string | undefined;
  /**
   * The source of the template's before-paint script (see beforePaintScriptSrc), put in place of
   * its `<script src>` when isInlineableScript.
   */
  beforePaintScript?: string | undefined;
  /**
   * With a shell: the app's module scripts go into `<template id="platter-app-scripts">`, inert,
   * for the before-paint script to start once the shell has painted (the storefront's
   * first-paint.js does). Only for a before-paint script that does.
   */
  scriptsAfterFirstPaint?: boolean | undefined;
}

/** The element holding the app's module scripts of a page whose before-paint script starts them. */
export const AFTER_FIRST_PAINT_SCRIPTS_ID = 'platter-app-scripts';
const MODULE_SCRIPT = /<script type="module"[^>]*><\/script>/g;

/** The before-paint script's tag in a built `index.html` (scripts/vite-prerender-shell.ts marks it). */
const BEFORE_PAINT_TAG = /<script src="([^"]+)" data-before-paint(?:="[^"]*")?><\/script>/;
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*>/g;

/** Where the template loads its before-paint script from, if it has one. */
export function beforePaintScriptSrc(template: string): string | undefined {
  return BEFORE_PAINT_TAG.exec(template)?.[1];
}

/** Whether a script can go inline as it is (its CSP hash is of exactly this text). */
export function isInlineableScript(source: string): boolean {
  return !/<\/script/i.test(source);
}

/**
 * Writes the page's dynamic-data object into a built `index.html`, and sets the document's
 * language, direction and title for the first paint, before any script runs. With a `shell` (the
 * filled markup of fillMenuShell), the page shows it before the app's root element: its image
 * preloads go into `<head>`, and the storefront's first-paint script removes it once the app has
 * rendered (see apps/storefront/src/shell). The before-paint script, when given, is inlined: one
 * request less before the first paint (its hash goes into the page's CSP).
 */
export function renderIndex(template: string, pageData: PageData | undefined, parts: PageParts = {}): string {
  if (!pageData) return template;
  const { lang, name } = pageData.restaurant;
  const { links, body } = splitLeadingLinks(parts.shell ?? '');
  const dataElement = `<script id="${PAGE_DATA_ELEMENT_ID}" type="application/json">${scriptSafeJson(pageData)}</script>`;
  const paintsFromInlineCss = Boolean(body && parts.criticalCss);
  const stylesheets = paintsFromInlineCss ? (template.match(STYLESHEET_LINK) ?? []).join('') : '';
  let page = template
    .replace(/<html([^>]*)>/i, (_, attributes: string) => {
      // The template's other attributes (the colour scheme the first paint assumes) stay.
      const others = attributes.replace(/\s(?:lang|dir)="[^"]*"/gi, '');
      return `<html lang="${lang}" dir="${textDirection(lang)}"${others}>`;
    })
    .replace(/<title>[^<]*<\/title>/i, `<title>${escapeHtml(name)}</title>`);
  if (parts.beforePaintScript !== undefined && isInlineableScript(parts.beforePaintScript)) {
    const script = `<script>${parts.beforePaintScript}</script>`;
    page = page.replace(BEFORE_PAINT_TAG, () => script);
  }
  // What goes at the end of <head>, in this order.
  const headEnd: string[] = [];
  const moduleScripts = body && parts.scriptsAfterFirstPaint ? page.match(MODULE_SCRIPT) : null;
  if (moduleScripts) {
    page = page.replace(MODULE_SCRIPT, '');
    headEnd.push(`<template id="${AFTER_FIRST_PAINT_SCRIPTS_ID}">${moduleScripts.join('')}</template>`);
  }
  if (paintsFromInlineCss) {
    page = page.replace(STYLESHEET_LINK, '');
    headEnd.push(`<style data-shell-css>${(parts.criticalCss ?? '').replace(/<\/style/gi, '<\\/style')}</style>`);
  }
  headEnd.push(links, dataElement);
  page = page.replace(/<\/head>/i, () => `${headEnd.join('')}</head>`);
  return body ? page.replace(/<div id="root"><\/div>/, (root) => `${body}${stylesheets}${root}`) : page;
}
