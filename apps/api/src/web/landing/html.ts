/** Text and attribute values for HTML: every character that could open markup or end a quote is escaped. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"'`]/g, (character) => `&#${character.charCodeAt(0)};`);
}

/**
 * A link target from restaurant data that is safe to put in `href`/`src`: an absolute http(s)
 * address or a path on this site. Anything else (`javascript:`, `data:`, `//evil.example`) is
 * dropped, so a damaged setting can never run script on the page.
 */
export function safeUrl(value: string | null | undefined): string | null {
  const text = value?.trim() ?? '';
  if (!text) return null;
  if (text.startsWith('/') && !text.startsWith('//') && !text.includes('\\')) return text;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** A `tel:` address: digits and a leading plus only; null when nothing dialable is left. */
export function telephoneHref(telephone: string): string | null {
  const digits = telephone.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  return /\d{3,}/.test(digits) ? `tel:${digits}` : null;
}

/** `#rrggbb` colours only (the contract's appearance rule); anything else falls back. */
export function safeColour(value: string, fallback: string): string {
  return /^#[0-9a-f]{6}$/i.test(value) ? value.toLowerCase() : fallback;
}

function channels(colour: string): [number, number, number] {
  return [1, 3, 5].map((start) => Number.parseInt(colour.slice(start, start + 2), 16)) as [number, number, number];
}

/** WCAG relative luminance of a `#rrggbb` colour. */
function luminance(colour: string): number {
  const [red, green, blue] = channels(colour).map((channel) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** White or near-black, whichever reads better on the colour. */
export function textOn(colour: string): string {
  const light = 1.05 / (luminance(colour) + 0.05) >= (luminance(colour) + 0.05) / (luminance('#111827') + 0.05);
  return light ? '#ffffff' : '#111827';
}

/** The colour mixed with black by `amount` (0–1), for hover and pressed states. */
export function darken(colour: string, amount: number): string {
  return `#${channels(colour)
    .map((channel) =>
      Math.round(channel * (1 - amount))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}
