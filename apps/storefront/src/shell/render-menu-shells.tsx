import { renderToStaticMarkup } from 'react-dom/server';
import { MenuShell } from './MenuShell.tsx';
import { allShellVariants, SHELL_TOKENS, type ShellManifest, type ShellVariant } from './shell-variants.ts';

/** Where the build writes the shells, under the app's `dist/`; the API reads it from there. */
export const MENU_SHELL_FILE = 'shell/menu.json';

/** What the build's prerender-shell plugin gives (scripts/vite-prerender-shell.ts). */
export interface ShellBuildContext {
  criticalCssOf: (body: string) => Promise<string>;
}

/**
 * Markup holding every kind of element any shell shows, light and dark, left to right and right to
 * left: each layout, logo and picture of one language in the page's light scheme, and those of one
 * right-to-left language under a dark, `dir="rtl"` element (Mantine's scheme and direction
 * selectors match any ancestor).
 */
function everyShellElement(variants: (ShellVariant & { html: string })[]): string {
  const of = (lang: ShellVariant['lang']) =>
    variants
      .filter((variant) => variant.lang === lang)
      .map((variant) => variant.html)
      .join('');
  return `${of('de')}<div data-mantine-color-scheme="dark">${of('de')}</div><div dir="rtl" data-mantine-color-scheme="light">${of('ar')}</div><div dir="rtl" data-mantine-color-scheme="dark">${of('ar')}</div>`;
}

/**
 * The prerendered menu shell of every variant, as files to write under `dist/` (the build's
 * prerender-shell plugin calls this once, in Node), with the rules of the app's stylesheets the
 * shells use: the API inlines them with the shell, which then paints before the stylesheets arrive.
 */
export default async function renderMenuShells({ criticalCssOf }: ShellBuildContext): Promise<Record<string, string>> {
  const year = new Date().getFullYear();
  const variants = allShellVariants().map((variant) => ({
    ...variant,
    html: renderToStaticMarkup(<MenuShell variant={variant} year={year} />),
  }));
  const manifest: ShellManifest = { tokens: SHELL_TOKENS, variants, criticalCss: await criticalCssOf(everyShellElement(variants)) };
  return { [MENU_SHELL_FILE]: JSON.stringify(manifest) };
}
