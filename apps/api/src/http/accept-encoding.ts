/** The content codings the server compresses to, in its order of preference. */
export const CONTENT_CODINGS = ['br', 'gzip'] as const;
export type ContentCoding = (typeof CONTENT_CODINGS)[number];

/**
 * The coding to answer a request's `Accept-Encoding` with (RFC 9110 §12.5.3): the highest q-value
 * among br and gzip, `*` standing for any coding not named, q=0 refusing; on a tie the server's
 * preference (br). `undefined`: the plain body (no header, nothing acceptable, or only identity).
 */
export function negotiateContentCoding(header: string | string[] | undefined): ContentCoding | undefined {
  if (header === undefined) return undefined;
  const weights = new Map<string, number>();
  for (const entry of (Array.isArray(header) ? header.join(',') : header).split(',')) {
    const [name = '', ...parameters] = entry.split(';');
    const coding = name.trim().toLowerCase();
    if (!coding) continue;
    let weight = 1;
    for (const parameter of parameters) {
      const [key, value] = parameter.split('=');
      if (key?.trim().toLowerCase() === 'q') {
        const parsed = Number(value?.trim());
        weight = Number.isFinite(parsed) ? Math.min(1, Math.max(0, parsed)) : 0;
      }
    }
    // `x-gzip` is gzip (RFC 9110 §8.4.1.3); the first mention of a coding counts.
    const key = coding === 'x-gzip' ? 'gzip' : coding;
    if (!weights.has(key)) weights.set(key, weight);
  }
  let chosen: ContentCoding | undefined;
  let best = 0;
  for (const coding of CONTENT_CODINGS) {
    const weight = weights.get(coding) ?? weights.get('*') ?? 0;
    if (weight > best) {
      chosen = coding;
      best = weight;
    }
  }
  return chosen;
}
