/** A fetch that records requests and answers from a handler, with a working `api/oauth/token`. */

export const NOW = new Date('2026-11-22T12:00:00Z');
const nowSeconds = NOW.getTime() / 1000;

export function jwt(claims: Record<string, unknown>): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256' })}.${encode(claims)}.signature`;
}

export const freshToken = (subject: string) => jwt({ sub: subject, exp: nowSeconds + 3600 });
export const expiredToken = (subject: string) => jwt({ sub: subject, exp: nowSeconds - 1 });

export const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const ok = (data: unknown, message = ''): Response => json(200, { data, message: { body: message } });

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  authorization: string | null;
  headers: Headers;
}

export type Handler = (request: RecordedRequest) => Response | Promise<Response>;

export function fakeServer(handler: Handler = () => ok(null)) {
  const requests: RecordedRequest[] = [];
  let issued = 0;
  const fetch = async (...[input, init]: Parameters<typeof globalThis.fetch>): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const text = await request.text();
    const recorded: RecordedRequest = {
      method: request.method,
      path: url.pathname.replace(/^\/api\//, ''),
      query: Object.fromEntries(url.searchParams),
      body: text ? JSON.parse(text) : undefined,
      authorization: request.headers.get('authorization'),
      headers: request.headers,
    };
    if (recorded.path === 'oauth/token') {
      issued += 1;
      return ok({
        access_token: freshToken(`guest:${issued}`),
        token_type: 'Bearer',
        expires_in: 3600,
        expires_at: '2026-11-22T13:00:00Z',
      });
    }
    requests.push(recorded);
    return handler(recorded);
  };
  return {
    fetch,
    requests,
    /** How many public tokens were issued. */
    get tokensIssued() {
      return issued;
    },
    last(): RecordedRequest {
      const request = requests.at(-1);
      if (!request) throw new Error('no request was sent');
      return request;
    },
  };
}
