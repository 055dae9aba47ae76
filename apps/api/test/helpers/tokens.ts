import type { App } from '../../src/app.ts';

/** A public (guest) token from the demo client, as the storefront gets one. */
export async function publicToken(app: App): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/oauth/token',
    payload: { grant_type: 'client_credentials', client_id: 'storefront', client_secret: 'storefront-secret' },
  });
  if (response.statusCode !== 200) throw new Error(`no public token: ${response.statusCode} ${response.body}`);
  return response.json().data.access_token as string;
}

/** The Authorization header of a token. */
export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}
