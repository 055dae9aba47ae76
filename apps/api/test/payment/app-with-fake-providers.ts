import type { Config } from '../../src/config.ts';
import type { DialectName } from '../../src/db/database.ts';
import { type GuestSession, guestSession } from '../basket/basket-client.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { type FakeMollie, startFakeMollie } from '../reliability/fake-mollie.ts';
import { type FakeSaferpay, startFakeSaferpay } from './providers/fake-saferpay.ts';

export interface AppWithFakeProviders {
  test: TestApp;
  guest: GuestSession;
  mollie: FakeMollie;
  saferpay: FakeSaferpay;
  close(): Promise<void>;
}

/**
 * The app with its Mollie and Saferpay adapters pointed at local fakes (no sandbox), and a guest
 * of Demo Bistro, which offers Saferpay too for these tests.
 */
export async function appWithFakeProviders(
  dialect: DialectName,
  now: () => Date,
  overrides: Partial<Config> = {},
): Promise<AppWithFakeProviders> {
  const mollie = await startFakeMollie();
  const saferpay = await startFakeSaferpay();
  const test = await buildTestApp(
    dialect,
    {
      mollie: { apiKey: 'test_fake', baseUrl: mollie.server.url },
      saferpay: { customerId: '245294', terminalId: '17757531', username: 'API_245294', password: 'sesame', baseUrl: saferpay.baseUrl },
      ...overrides,
    },
    now,
  );
  const guest = await guestSession(test.app);
  const db = test.app.context.db;
  const bistro = await db.selectFrom('restaurants').select('settings').where('id', '=', guest.restaurantId).executeTakeFirstOrThrow();
  const settings = JSON.parse(bistro.settings) as { paymentMethods: string[] };
  await db
    .updateTable('restaurants')
    .set({ settings: JSON.stringify({ ...settings, paymentMethods: [...settings.paymentMethods, 'saferPay'] }) })
    .where('id', '=', guest.restaurantId)
    .execute();
  return {
    test,
    guest,
    mollie,
    saferpay,
    async close() {
      await test.close();
      await mollie.close();
      await saferpay.close();
    },
  };
}
