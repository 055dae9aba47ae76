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

/** Zones the bistro may be moved to, so that its day is not about to end (see openTablesAllDay). */
const ZONES = ['Europe/Berlin', 'Asia/Tokyo', 'America/New_York'] as const;

/** The first of ZONES whose clock reads between 01:00 and 22:59 at `now`. */
export function zoneAwayFromMidnight(now = new Date()): string {
  const hourIn = (timeZone: string) =>
    Number(new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' }).format(now));
  const zone = ZONES.find((candidate) => hourIn(candidate) >= 1 && hourIn(candidate) <= 22);
  if (!zone) throw new Error('no zone of the list is away from midnight');
  return zone;
}

/**
 * Opens the demo bistro's tables (its eat-in hours) all day, and returns what puts its hours and
 * time zone back. It takes table orders for the same day only, until 21:30 (Berlin), so the table
 * journeys could not order in CI runs of the late evening; open until 23:59 they still could not in
 * the day's last quarter hour, whose next slot is tomorrow's. So the bistro also moves, for these
 * tests, to a zone whose day is not about to end (Berlin's own when it is not late there).
 */
export function openTablesAllDay(): () => void {
  const kept = writeDatabase((db) => {
    const { id, time_zone: timeZone } = db.prepare("SELECT id, time_zone FROM restaurants WHERE slug = 'demo-bistro'").get() as {
      id: number;
      time_zone: string;
    };
    db.prepare('UPDATE restaurants SET time_zone = ? WHERE id = ?').run(zoneAwayFromMidnight(), id);
    const rows = db.prepare("SELECT * FROM opening_times WHERE restaurant_id = ? AND kind = 'here'").all(id) as OpeningRow[];
    db.prepare("DELETE FROM opening_times WHERE restaurant_id = ? AND kind = 'here'").run(id);
    const insert = db.prepare(
      "INSERT INTO opening_times (restaurant_id, kind, weekday, open_at, close_at) VALUES (?, 'here', ?, '00:00', '23:59')",
    );
    for (const weekday of new Set(rows.map((row) => row.weekday))) insert.run(id, weekday);
    return { id, timeZone, rows };
  });
  return () =>
    writeDatabase((db) => {
      db.prepare("DELETE FROM opening_times WHERE restaurant_id = ? AND kind = 'here'").run(kept.id);
      const insert = db.prepare(
        'INSERT INTO opening_times (id, restaurant_id, kind, weekday, open_at, close_at) VALUES (?, ?, ?, ?, ?, ?)',
      );
      for (const row of kept.rows) insert.run(row.id, row.restaurant_id, row.kind, row.weekday, row.open_at, row.close_at);
      db.prepare('UPDATE restaurants SET time_zone = ? WHERE id = ?').run(kept.timeZone, kept.id);
    });
}
