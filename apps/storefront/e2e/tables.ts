import type { APIRequestContext } from '@playwright/test';

/** The id of a table of the demo bistro, asked of the API as the storefront would (its QR code carries it). */
export async function tableIdOf(request: APIRequestContext, name: string): Promise<number> {
  const token = await request.post('/api/oauth/token', {
    data: { grant_type: 'client_credentials', client_id: 'storefront', client_secret: 'storefront-secret' },
  });
  const headers = { authorization: `Bearer ${(await token.json()).data.access_token}` };
  const pageData = await (await request.get('/api/page-data?app=storefront')).json();
  const tables = await request.get(`/api/restaurant/tables?restaurantId=${pageData.data.restaurant.id}`, { headers });
  const table = ((await tables.json()).data as Array<{ id: number; name: string }>).find((candidate) => candidate.name === name);
  if (!table) throw new Error(`no table ${name} in the demo bistro`);
  return table.id;
}
