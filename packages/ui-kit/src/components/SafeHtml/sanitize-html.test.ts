import { describe, expect, it } from 'vitest';
import { type SafeNode, safeText, safeUrl, sanitizeHtml } from './sanitize-html.ts';

/** The tree back as markup, to compare results in one readable line. */
function markup(nodes: readonly SafeNode[]): string {
  return nodes
    .map((node) => {
      if (node.kind === 'text') return node.text;
      const attributes = Object.entries(node.attributes)
        .map(([name, value]) => ` ${name}="${value}"`)
        .join('');
      return `<${node.tag}${attributes}>${markup(node.children)}</${node.tag}>`;
    })
    .join('');
}

const clean = (html: string) => markup(sanitizeHtml(html));

describe('sanitizeHtml', () => {
  it('keeps the allowed structure of a text', () => {
    expect(clean('<h2>Kalte Gare</h2><p>Unser <strong>Teig</strong> reift<br>48 Stunden.</p><ul><li>Mehl</li></ul>')).toBe(
      '<h2>Kalte Gare</h2><p>Unser <strong>Teig</strong> reift<br></br>48 Stunden.</p><ul><li>Mehl</li></ul>',
    );
  });

  it('drops script and style elements with their content', () => {
    expect(clean('<p>Hi</p><script>alert(1)</script><style>body{display:none}</style>')).toBe('<p>Hi</p>');
    expect(clean('<p>a<script src="https://evil.example/x.js"></script>b</p>')).toBe('<p>ab</p>');
  });

  it('removes event handlers, styles and classes', () => {
    expect(clean('<p onclick="alert(1)" style="color:red" class="x" title="Hallo">Text</p>')).toBe('<p title="Hallo">Text</p>');
    expect(clean('<img src="https://cdn.example/a.jpg" onerror="alert(1)" alt="Pizza">')).toBe(
      '<img src="https://cdn.example/a.jpg" alt="Pizza"></img>',
    );
  });

  it('removes javascript: and other unsafe link targets, however they are written', () => {
    for (const href of ['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'java\tscript:alert(1)', '&#106;avascript:alert(1)', 'vbscript:x']) {
      expect(clean(`<a href="${href}">click</a>`)).toBe('<a>click</a>');
    }
    expect(clean('<a href="data:text/html,<script>alert(1)</script>">x</a>')).toBe('<a>x</a>');
  });

  it('keeps safe links and opens web links in a new tab without an opener', () => {
    expect(clean('<a href="https://example.com/a">web</a>')).toBe(
      '<a href="https://example.com/a" target="_blank" rel="noopener noreferrer nofollow">web</a>',
    );
    expect(clean('<a href="mailto:hallo@demo-bistro.example">mail</a><a href="/menu">menu</a>')).toBe(
      '<a href="mailto:hallo@demo-bistro.example">mail</a><a href="/menu">menu</a>',
    );
    expect(clean('<a href="https://x.example" target="_self" rel="opener">x</a>')).toContain('rel="noopener noreferrer nofollow"');
  });

  it('allows images only from http(s) or relative addresses', () => {
    expect(clean('<img src="data:image/svg+xml,<svg onload=alert(1)>">')).toBe('<img></img>');
    expect(clean('<img src="/images/a.jpg" width="300" height="abc">')).toBe('<img src="/images/a.jpg" width="300"></img>');
  });

  it('drops frames, forms and svg, and unwraps unknown elements', () => {
    expect(clean('<iframe src="https://evil.example"></iframe><form><input value="x"><button>Go</button></form>')).toBe('');
    expect(clean('<svg><script>alert(1)</script><text>x</text></svg><p>ok</p>')).toBe('<p>ok</p>');
    expect(clean('<font color="red">Rot</font> <center>Mitte</center>')).toBe('Rot Mitte');
  });

  it('turns h1 into h2 and keeps plain text as text', () => {
    expect(clean('<h1>Titel</h1>')).toBe('<h2>Titel</h2>');
    expect(clean('Nur Text & <b>fett</b>')).toBe('Nur Text & <b>fett</b>');
    expect(sanitizeHtml('   ')).toEqual([]);
  });

  it('never lets markup inside text become elements', () => {
    const [node] = sanitizeHtml('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>');
    expect(node).toEqual({ kind: 'element', tag: 'p', attributes: {}, children: [{ kind: 'text', text: '<script>alert(1)</script>' }] });
  });

  it('flattens absurdly deep nesting to text', () => {
    const deep = `${'<div>'.repeat(200)}tief${'</div>'.repeat(200)}`;
    expect(safeText(sanitizeHtml(deep))).toBe('tief');
  });
});

describe('safeUrl', () => {
  it('judges the scheme after removing what browsers ignore', () => {
    expect(safeUrl('https://example.com')).toBe('https://example.com');
    expect(safeUrl('\u0001 javascript:alert(1)')).toBeNull();
    expect(safeUrl('jav\nascript:alert(1)')).toBeNull();
    expect(safeUrl('tel:+4930123')).toBe('tel:+4930123');
    expect(safeUrl('tel:+4930123', ['http:', 'https:'])).toBeNull();
    expect(safeUrl('#section')).toBe('#section');
    expect(safeUrl('  ')).toBeNull();
  });
});
