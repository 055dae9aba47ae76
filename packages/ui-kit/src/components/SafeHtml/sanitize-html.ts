/**
 * HTML written by a restaurant (blog bodies, legal texts) reduced to an allow-list, as a plain
 * tree that React renders element by element: no markup string is ever handed to the browser, so
 * nothing the restaurant typed can run script, load a frame or style the page.
 *
 * - Elements outside the allow-list are unwrapped (their text stays); those whose content is code
 *   or foreign markup (script, style, iframe, svg, form fields…) are dropped with their content.
 * - Attributes outside the allow-list go, among them every `on*` handler, `style` and `class`.
 * - Links and images keep only http(s) and relative addresses (links also mailto: and tel:);
 *   `javascript:`, `data:` and any other scheme remove the attribute.
 * - `h1` becomes `h2`: the page around the text owns the one `h1`.
 */

export type SafeTag = (typeof ALLOWED_TAGS)[number];

export type SafeNode =
  | { kind: 'text'; text: string }
  | { kind: 'element'; tag: SafeTag; attributes: Record<string, string>; children: SafeNode[] };

const ALLOWED_TAGS = [
  'a',
  'abbr',
  'b',
  'blockquote',
  'br',
  'caption',
  'code',
  'del',
  'div',
  'em',
  'figcaption',
  'figure',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'img',
  'ins',
  'li',
  'mark',
  'ol',
  'p',
  'pre',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'u',
  'ul',
] as const;

const ALLOWED = new Set<string>(ALLOWED_TAGS);
const RENAMED: Record<string, SafeTag> = { h1: 'h2' };

/** Dropped with everything inside: their content is code, foreign markup or form controls. */
const DROPPED = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'svg',
  'math',
  'form',
  'input',
  'button',
  'select',
  'option',
  'textarea',
  'link',
  'meta',
  'base',
  'head',
  'title',
  'audio',
  'video',
  'source',
  'track',
  'canvas',
  'dialog',
]);

const GLOBAL_ATTRIBUTES = ['title', 'lang', 'dir'];
const TAG_ATTRIBUTES: Partial<Record<SafeTag, string[]>> = {
  a: ['href'],
  img: ['src', 'alt', 'width', 'height'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan', 'scope'],
  ol: ['start'],
};
const NUMERIC_ATTRIBUTES = new Set(['width', 'height', 'colspan', 'rowspan', 'start']);

const LINK_SCHEMES = ['http:', 'https:', 'mailto:', 'tel:'];
const IMAGE_SCHEMES = ['http:', 'https:'];

/** Deeper nesting than this is flattened to its text: real texts never get close. */
const MAX_DEPTH = 32;

/**
 * The address if it is http(s), relative or one of `schemes`, else null. Browsers ignore tabs,
 * line breaks and leading control characters in a URL (`java\tscript:` runs), so they are
 * removed before the scheme is judged, and the cleaned address is what is kept.
 */
export function safeUrl(value: string, schemes: readonly string[] = LINK_SCHEMES): string | null {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the URL parser strips exactly these
  const compact = value.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
  if (compact === '') return null;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1];
  if (scheme === undefined) return compact;
  return schemes.includes(`${scheme.toLowerCase()}:`) ? compact : null;
}

function cleanAttributes(element: Element, tag: SafeTag): Record<string, string> {
  const allowed = [...GLOBAL_ATTRIBUTES, ...(TAG_ATTRIBUTES[tag] ?? [])];
  const attributes: Record<string, string> = {};
  for (const name of allowed) {
    const value = element.getAttribute(name);
    if (value === null) continue;
    if (NUMERIC_ATTRIBUTES.has(name)) {
      if (/^\d{1,4}$/.test(value.trim())) attributes[name] = value.trim();
      continue;
    }
    if (name === 'href' || name === 'src') {
      const url = safeUrl(value, name === 'src' ? IMAGE_SCHEMES : LINK_SCHEMES);
      if (url !== null) attributes[name] = url;
      continue;
    }
    if (name === 'dir' && !['ltr', 'rtl', 'auto'].includes(value)) continue;
    attributes[name] = value;
  }
  if (tag === 'a' && attributes.href && /^https?:/i.test(attributes.href)) {
    attributes.target = '_blank';
    attributes.rel = 'noopener noreferrer nofollow';
  }
  return attributes;
}

function cleanChildren(parent: Node, depth: number): SafeNode[] {
  return Array.from(parent.childNodes).flatMap((child) => cleanNode(child, depth));
}

function cleanNode(node: Node, depth: number): SafeNode[] {
  if (node.nodeType === 3) return node.textContent ? [{ kind: 'text', text: node.textContent }] : [];
  if (node.nodeType !== 1) return [];
  const element = node as Element;
  const name = element.localName.toLowerCase();
  // Only HTML elements: an element of another namespace (svg content) is never rendered.
  if (DROPPED.has(name) || element.namespaceURI !== 'http://www.w3.org/1999/xhtml') return [];
  if (depth >= MAX_DEPTH) return element.textContent ? [{ kind: 'text', text: element.textContent }] : [];
  const tag = RENAMED[name] ?? (ALLOWED.has(name) ? (name as SafeTag) : null);
  if (tag === null) return cleanChildren(element, depth + 1);
  return [{ kind: 'element', tag, attributes: cleanAttributes(element, tag), children: cleanChildren(element, depth + 1) }];
}

/** The allowed part of `html` as a tree. Parsing happens in an inert document: nothing loads or runs. */
export function sanitizeHtml(html: string): SafeNode[] {
  if (!html.trim()) return [];
  const document = new DOMParser().parseFromString(html, 'text/html');
  return cleanChildren(document.body, 0);
}

/** The visible text of a sanitized tree, e.g. for a description or a length check. */
export function safeText(nodes: readonly SafeNode[]): string {
  return nodes.map((node) => (node.kind === 'text' ? node.text : safeText(node.children))).join('');
}
