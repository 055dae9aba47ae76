/**
 * The files the built `index.html` loads (entry script, its preloaded chunks and styles): the
 * app shell a new service worker caches when it installs, so the next visit starts offline too.
 */
export function shellAssetsOf(html: string, base = '/'): string[] {
  const urls = new Set<string>();
  for (const match of html.matchAll(/<(?:script|link)\b[^>]*?\b(?:src|href)="([^"]+)"/gi)) {
    const url = match[1] ?? '';
    if (url.startsWith(`${base}assets/`)) urls.add(url);
  }
  return [...urls].sort();
}
