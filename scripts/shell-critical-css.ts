import Beasties from 'beasties';

export interface CriticalCssInput {
  /** The built app's folder: its `index.html` links the stylesheets, under `base`. */
  outDir: string;
  /** The built `index.html`. */
  template: string;
  /** Markup to place before the app's root: every rule of the linked stylesheets it uses is kept. */
  body: string;
  /** The app's public base (`/`). */
  base: string;
}

/** The index after the parenthesis that closes the one at `open`. */
function afterClosing(selector: string, open: number): number {
  let depth = 0;
  for (let index = open; index < selector.length; index += 1) {
    const character = selector[index];
    if (character === '\\') index += 1;
    else if (character === '(') depth += 1;
    else if (character === ')' && --depth === 0) return index + 1;
  }
  return selector.length;
}

/**
 * A selector that static markup can answer: pseudo-classes and pseudo-elements set aside (a rule
 * for `:hover` or `::before` is wanted when its element is there), `:where()` and `:is()` of one
 * compound written out (Beasties' matcher knows neither). Beasties' own pattern (`:x(.+)`, greedy) swallowed
 * everything from a first `:where(` to the last `)`, which dropped Mantine's colour-scheme rules
 * such as `:where([data-mantine-color-scheme=light]) .x:where([data-visible]):after`.
 */
export function staticSelector(selector: string): string {
  let out = '';
  let index = 0;
  while (index < selector.length) {
    const character = selector[index] ?? '';
    if (character === '\\') {
      out += selector.slice(index, index + 2);
      index += 2;
    } else if (character === '[' || character === '"' || character === "'") {
      const close = character === '[' ? ']' : character;
      const end = selector.indexOf(close, index + 1);
      const next = end === -1 ? selector.length : end + 1;
      out += selector.slice(index, next);
      index = next;
    } else if (character === ':') {
      let end = selector[index + 1] === ':' ? index + 2 : index + 1;
      const nameStart = end;
      while (end < selector.length && /[\w-]/.test(selector[end] ?? '')) end += 1;
      const name = selector.slice(nameStart, end).toLowerCase();
      if (selector[end] === '(') {
        const next = afterClosing(selector, end);
        const inner = staticSelector(selector.slice(end + 1, next - 1));
        // A single compound (`:where([data-visible])`) joins the compound it qualifies; a list or a
        // complex selector inside is set aside like any other condition.
        if ((name === 'is' || name === 'where') && inner !== '*' && !/[\s>+~,]/.test(inner)) out += inner;
        index = next;
      } else {
        index = end;
      }
    } else {
      out += character;
      index += 1;
    }
  }
  // A combinator left without its right-hand side (`.a > :hover`) applies to any element.
  return out.replace(/([>+~])\s*$/, '$1 *').trim() || '*';
}

/** Beasties with selectors judged by staticSelector. */
class ShellBeasties extends Beasties {
  normalizeCssSelector(selector: string): string {
    return staticSelector(selector);
  }
}

/**
 * The rules of the page's stylesheets that the given markup uses, in their order and with their
 * `@layer` and `@media` blocks (Beasties: a selector is kept when it matches an element, see
 * staticSelector), so that markup can paint from an inline `<style>` before the stylesheets
 * arrive. The stylesheets themselves stay as they are.
 */
export async function criticalCss({ outDir, template, body, base }: CriticalCssInput): Promise<string> {
  const beasties = new ShellBeasties({
    path: outDir,
    publicPath: base,
    preload: 'body',
    inlineFonts: false,
    pruneSource: false,
    reduceInlineStyles: false,
    compress: false,
    logLevel: 'warn',
  });
  const marker = '<div id="root"></div>';
  if (!template.includes(marker)) throw new Error(`shell-critical-css: the template has no ${marker}`);
  const page = await beasties.process(template.replace(marker, `${body}${marker}`));
  const head = page.slice(0, page.indexOf('</head>'));
  // Beasties puts what it inlines in a <style> where each stylesheet's <link> was.
  const styles = (html: string) => [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? '');
  const templateStyles = styles(template);
  return styles(head)
    .filter((css) => !templateStyles.includes(css))
    .join('');
}
