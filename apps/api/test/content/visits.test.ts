import { envelopeSchema } from '@platter/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DIALECTS } from '../helpers/dialects.ts';
import { publicToken } from '../helpers/tokens.ts';
import { buildContentApp, type ContentCaller, type ContentTestApp, callAs, countRows, createRestaurant, createTable } from './fixtures.ts';

describe.each(DIALECTS)('POST api/restaurant/website-view on %s', (dialect) => {
  let test: ContentTestApp;
  let guest: ContentCaller;
  let restaurantId: number;
  let tableId: number;
  let otherTableId: number;

  beforeAll(async () => {
    test = await buildContentApp(dialect);
    restaurantId = await createRestaurant(test.db, { slug: 'visits-a' });
    const otherRestaurantId = await createRestaurant(test.db, { slug: 'visits-b' });
    tableId = await createTable(test.db, restaurantId, 'Terrasse 1');
    otherTableId = await createTable(test.db, otherRestaurantId, 'Garten 7');
    guest = callAs(test.app, await publicToken(test.app));
  });
  afterAll(() => test.close());

  const view = (payload: unknown) => guest.post('/api/restaurant/website-view', payload);
  const lastVisit = () => test.db.selectFrom('visits').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();

  it('records a visit from a table QR code, the table named', async () => {
    const response = await view({ restaurantId, qrCode: true, unique: true, new: false, tableName: 'Terrasse 1' });
    expect(response.statusCode).toBe(200);
    expect(envelopeSchema(z.null()).parse(response.json())).toEqual({ data: null, message: { body: '' } });
    expect(await lastVisit()).toMatchObject({
      restaurant_id: restaurantId,
      qr_code: 1,
      is_unique: 1,
      is_new: 0,
      table_id: tableId,
      created_at: '2026-11-22T10:00:00.000Z',
    });
  });

  it('reads the query spellings: qrcode, text flags and a table id', async () => {
    expect(
      (await view({ restaurantId: String(restaurantId), qrcode: 'true', unique: '0', new: '1', tableId: String(tableId) })).statusCode,
    ).toBe(200);
    expect(await lastVisit()).toMatchObject({ qr_code: 1, is_unique: 0, is_new: 1, table_id: tableId });
  });

  it('records a plain visit with every flag off; empty table fields count as none', async () => {
    expect((await view({ restaurantId })).statusCode).toBe(200);
    expect(await lastVisit()).toMatchObject({ qr_code: 0, is_unique: 0, is_new: 0, table_id: null });
    expect((await view({ restaurantId, tableId: null, tableName: '' })).statusCode).toBe(200);
    expect(await lastVisit()).toMatchObject({ qr_code: 0, is_unique: 0, is_new: 0, table_id: null });
  });

  it("refuses another restaurant's table, by name and by id, and records nothing", async () => {
    const before = await countRows(test.db, 'visits');
    const byName = await view({ restaurantId, qrCode: true, tableName: 'Garten 7' });
    expect(byName.statusCode).toBe(422);
    expect(byName.json()).toMatchObject({
      errors: { tableName: ['table_name_not_related_to_restaurant'] },
      message: { body: 'This table does not belong to the restaurant.' },
    });
    const byId = await view({ restaurantId, qrCode: true, tableId: otherTableId });
    expect(byId.json().errors).toEqual({ tableId: ['table_does_not_exists'] });
    expect(await countRows(test.db, 'visits')).toBe(before);
  });

  it('names flags that are not booleans and other bad fields', async () => {
    const before = await countRows(test.db, 'visits');
    const flags = await view({ restaurantId, qrCode: 'yes', unique: 'maybe', new: 2 });
    expect(flags.statusCode).toBe(422);
    expect(flags.json().errors).toEqual({ qrCode: ['qrcode_must_be_boolean'], unique: ['must_be_boolean'], new: ['must_be_boolean'] });
    expect((await view({ restaurantId, qrcode: [] })).json().errors).toEqual({ qrCode: ['qrcode_must_be_boolean'] });
    expect((await view({ restaurantId, tableId: 'T1', tableName: 'x'.repeat(101) })).json().errors).toEqual({
      tableId: ['must_be_numeric'],
      tableName: ['too_big'],
    });
    expect((await view({ qrCode: true })).json().errors).toEqual({ restaurantId: ['required'] });
    expect((await view({ restaurantId: 31_337 })).json().errors).toEqual({ restaurantId: ['restaurant_does_not_exists'] });
    expect(await countRows(test.db, 'visits')).toBe(before);
  });

  it('needs a token', async () => {
    const response = await callAs(test.app, null).post('/api/restaurant/website-view', { restaurantId });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('unauthenticated');
  });
});
