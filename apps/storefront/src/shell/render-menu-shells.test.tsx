import { describe, expect, it } from 'vitest';
import renderMenuShells, { MENU_SHELL_FILE } from './render-menu-shells.tsx';
import { allShellVariants, SHELL_TOKENS, type ShellManifest } from './shell-variants.ts';

// Every body the build was asked the rules of (a plain list: the test setup clears mocks between tests).
const askedFor: string[] = [];
const criticalCssOf = async (body: string) => {
  askedFor.push(body);
  return `/* ${body.length} */`;
};

async function manifest(): Promise<ShellManifest> {
  const files = await renderMenuShells({ criticalCssOf });
  return JSON.parse(files[MENU_SHELL_FILE] ?? '{}');
}

function parse(html: string): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  const shell = holder.querySelector<HTMLElement>('#platter-shell');
  if (!shell) throw new Error('no shell');
  return shell;
}

const { tokens, variants, criticalCss } = await manifest();

describe('renderMenuShells', () => {
  it('asks for the rules of every shell, light and dark, left to right and right to left, once', () => {
    expect(askedFor).toHaveLength(1);
    const body = askedFor[0] ?? '';
    const holder = document.createElement('div');
    holder.innerHTML = body;
    expect(holder.querySelectorAll(':scope > #platter-shell').length).toBe(variants.filter((variant) => variant.lang === 'de').length);
    for (const scheme of ['light', 'dark']) {
      expect(holder.querySelectorAll(`[dir="rtl"][data-mantine-color-scheme="${scheme}"] > #platter-shell`).length).toBe(
        variants.filter((variant) => variant.lang === 'ar').length,
      );
    }
    expect(holder.querySelector('[data-mantine-color-scheme="dark"]:not([dir]) > #platter-shell')).not.toBeNull();
    expect(criticalCss).toBe(`/* ${body.length} */`);
  });

  it('renders every variant once, with the stand-ins the API fills', () => {
    expect(tokens).toEqual(SHELL_TOKENS);
    expect(variants.map(({ html: _, ...variant }) => variant)).toEqual(allShellVariants());
  });

  it('is inert and hidden from assistive technology, with the hero and six product skeletons', () => {
    const shell = parse(variants[0]?.html ?? '');
    expect(shell.hasAttribute('inert')).toBe(true);
    expect(shell.getAttribute('aria-hidden')).toBe('true');
    expect(shell.querySelector('h1')?.textContent).toBe(`Willkommen bei ${SHELL_TOKENS.name}`);
    expect(shell.querySelectorAll('[data-testid="product-card-skeleton"]')).toHaveLength(6);
  });

  it("greets in the restaurant's language and shows the logo and main image it has", () => {
    const arabic = variants.find(
      (variant) => variant.lang === 'ar' && variant.hasLogo && variant.hasImage && variant.menuLayout === 'side',
    );
    const shell = parse(arabic?.html ?? '');
    expect(shell.querySelector('h1')?.textContent).toBe(`مرحبًا بكم في ${SHELL_TOKENS.name}`);
    expect(shell.querySelector(`img[src="${SHELL_TOKENS.logoUrl}"]`)).not.toBeNull();
    expect(shell.querySelector('[data-with-image]')?.getAttribute('style')).toContain(SHELL_TOKENS.imageUrl);
    expect(arabic?.html).toMatch(new RegExp(`^<link rel="preload" as="image" href="${SHELL_TOKENS.logoUrl}"/>`));
  });

  it('shows the initials without a logo, and the side menu only in the side layout', () => {
    const plain = variants.find((variant) => !variant.hasLogo && !variant.hasImage && variant.menuLayout === 'top');
    const shell = parse(plain?.html ?? '');
    expect(shell.textContent).toContain(SHELL_TOKENS.initials);
    expect(shell.querySelector('img')).toBeNull();
    expect(shell.querySelector('[data-with-image]')).toBeNull();
    expect(shell.querySelector('nav')).toBeNull();
    const side = variants.find((variant) => variant.menuLayout === 'side');
    expect(parse(side?.html ?? '').querySelector('nav')).not.toBeNull();
  });

  it("hides the hero's subtitle of delivery types, not a catalogue's note, and the app's loading state while it stands", () => {
    const shop = parse(variants.find((variant) => !variant.catalogueOnly)?.html ?? '');
    const catalogue = parse(variants.find((variant) => variant.catalogueOnly && variant.lang === 'de')?.html ?? '');
    expect(shop.querySelector('style')?.textContent).toContain('#platter-shell h1 + p { visibility: hidden }');
    expect(catalogue.querySelector('style')?.textContent).not.toContain('h1 + p');
    expect(catalogue.querySelector('h1 + p')?.textContent).toBe('Unsere Karte zum Stöbern. Bestellt wird bei uns vor Ort.');
    expect(shop.querySelector('style')?.textContent).toContain('#platter-shell ~ #root > [aria-busy="true"] { display: none }');
  });
});
