import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basketOf, type GuestSession, guestSession } from '../basket/basket-client.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { DIALECTS } from '../helpers/dialects.ts';

// Monday 2026-11-23, 12:00 in Berlin: Demo Bistro is open.
const NOW = new Date('2026-11-23T11:00:00Z');

describe.each(DIALECTS)('payFix: the QR code and PIN of a table terminal on %s', (dialect) => {
  let test: TestApp;
  let guest: GuestSession;

  beforeAll(async () => {
    test = await buildTestApp(dialect, {}, () => NOW);
    guest = await guestSession(test.app);
    const { db } = test.app.context;
    const row = await db.selectFrom('restaurants').select('settings').where('id', '=', guest.restaurantId).executeTakeFirstOrThrow();
    const settings = JSON.parse(row.settings) as { paymentMethods: string[] };
    await db
      .updateTable('restaurants')
      .set({ settings: JSON.stringify({ ...settings, paymentMethods: [...settings.paymentMethods, 'payFix'] }) })
      .where('id', '=', guest.restaurantId)
      .execute();
  });
  afterAll(() => test.close());

  async function hereBasket(tableName?: string) {
    const basketId = await guest.createBasket();
    basketOf(await guest.call('POST', 'basket/add', { basketId, productId: (await guest.plainProduct()).id, quantity: 1 }));
    basketOf(await guest.call('POST', 'basket/add-delivery-time', { basketId, deliveryType: 'here', delivery_time: '2026-11-23 18:00' }));
    if (tableName) basketOf(await guest.call('POST', 'basket/set-table', { basketId, tableName, qrcode: true }));
    return basketId;
  }
  const payFix = (basketId: string, qrCode: string, pin: string) =>
    guest.call('POST', 'order/create-order', { basketId, paymentType: 'payFix', qrCode, pin, termsAgreed: true });
  const orderOf = (basketId: string) =>
    test.app.context.db.selectFrom('orders').selectAll().where('basket_id', '=', basketId).executeTakeFirst();
  const tableId = async (name: string) =>
    (
      await test.app.context.db
        .selectFrom('tables')
        .select('id')
        .where('restaurant_id', '=', guest.restaurantId)
        .where('name', '=', name)
        .executeTakeFirstOrThrow()
    ).id;

  it("places the order with the terminal's table, QR code and a hash of the PIN, never the PIN", async () => {
    const basketId = await hereBasket();
    const response = await payFix(basketId, 'QR-T4', '1234');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.order).toMatchObject({ payment_type: 'payFix', delivery_type: 3 });
    const order = await orderOf(basketId);
    expect(order).toMatchObject({ payfix_table_id: await tableId('T4'), table_id: await tableId('T4'), payfix_qr_code: 'QR-T4' });
    expect(order?.payfix_pin_hash).toMatch(/^scrypt\$/);
    expect(JSON.stringify(order)).not.toContain('1234');
  });

  it('takes the sticker of the table the basket is tied to', async () => {
    const basketId = await hereBasket('T2');
    expect((await payFix(basketId, 'QR-T2', '1234')).statusCode).toBe(200);
    expect(await orderOf(basketId)).toMatchObject({ table_id: await tableId('T2'), payfix_table_id: await tableId('T2') });
  });

  it('refuses an unknown QR code, another table’s sticker and a table without a terminal, writing nothing', async () => {
    const { db } = test.app.context;
    await db
      .updateTable('tables')
      .set({ payfix_pin_hash: null })
      .where('id', '=', await tableId('T5'))
      .execute();
    const cases: Array<[string | undefined, string]> = [
      [undefined, 'QR-T99'],
      [undefined, 'qr-t4'],
      ['T2', 'QR-T4'],
      [undefined, 'QR-T5'],
    ];
    for (const [table, qrCode] of cases) {
      const basketId = await hereBasket(table);
      const response = await payFix(basketId, qrCode, '1234');
      expect(response.statusCode, qrCode).toBe(422);
      expect(response.json()).toEqual({
        message: { body: 'This QR code does not belong to a payment terminal at your table.' },
        errors: { qrCode: ['payfix_qr_code_invalid'] },
      });
      expect(await orderOf(basketId)).toBeUndefined();
    }
  });

  it('refuses a wrong PIN, writing nothing, and names a missing one', async () => {
    const basketId = await hereBasket();
    for (const pin of ['4321', '12345', ' 1234x']) {
      const response = await payFix(basketId, 'QR-T4', pin);
      expect(response.statusCode, pin).toBe(422);
      expect(response.json()).toEqual({
        message: { body: 'The PIN does not match this payment terminal.' },
        errors: { pin: ['payfix_pin_invalid'] },
      });
    }
    expect(await orderOf(basketId)).toBeUndefined();
    const missing = await guest.call('POST', 'order/create-order', { basketId, paymentType: 'payFix', qrCode: 'QR-T4', termsAgreed: true });
    expect(missing.json().errors).toEqual({ pin: ['required'] });
  });
});
