/**
 * The realtime address of an API base: `http(s)://host/api` -> `ws(s)://host/api/realtime`; a
 * relative base (`/api`) is read against `origin` (the page's address in a browser).
 */
export function realtimeUrlOf(baseUrl: string, origin?: string): string {
  const url = new URL(`${baseUrl.replace(/\/+$/, '')}/realtime`, origin);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}
