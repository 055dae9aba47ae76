import type { APIRequestContext } from '@playwright/test';
import { writeDatabase } from '../../../playwright.shared.ts';

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

interface OpeningRow {
  id: number;
  restaurant_id: number;
  kind: string;
  weekday: number;
  open_at: string;
  close_at: string;
}

/**
 * Opens the demo bistro's tables (its eat-in hours) all day, and returns what puts its hours back.
 * It takes table orders for the same day only, until 21:30 (Berlin), so the table journeys could
 * not order in CI runs of the late evening.
 */
export function openTablesAllDay(): () => void {
  const kept = writeDatabase((db) => {
    const { id } = db.prepare("SELECT id FROM restaurants WHERE slug = 'demo-bistro'").get() as { id: number };
    const rows = db.prepare("SELECT * FROM opening_times WHERE restaurant_id = ? AND kind = 'here'").all(id) as OpeningRow[];
    db.prepare("DELETE FROM opening_times WHERE restaurant_id = ? AND kind = 'here'").run(id);
    const insert = db.prepare(
      "INSERT INTO opening_times (restaurant_id, kind, weekday, open_at, close_at) VALUES (?, 'here', ?, '00:00', '23:59')",
    );
    for (const weekday of new Set(rows.map((row) => row.weekday))) insert.run(id, weekday);
    return { id, rows };
  });
  return () =>
    writeDatabase((db) => {
      db.prepare("DELETE FROM opening_times WHERE restaurant_id = ? AND kind = 'here'").run(kept.id);
      const insert = db.prepare(
        'INSERT INTO opening_times (id, restaurant_id, kind, weekday, open_at, close_at) VALUES (?, ?, ?, ?, ?, ?)',
      );
      for (const row of kept.rows) insert.run(row.id, row.restaurant_id, row.kind, row.weekday, row.open_at, row.close_at);
    });
}
