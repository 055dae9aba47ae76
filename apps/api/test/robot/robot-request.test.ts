import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { DIALECTS } from '../helpers/dialects.ts';
import { bearer, publicToken } from '../helpers/tokens.ts';

describe.each(DIALECTS)('GET api/restaurant/robot-request on %s', (dialect) => {
  let test: TestApp;
  let token: string;
  let bistroId: number;
  let cafeId: number;
  let t4: number;

  beforeAll(async () => {
    test = await buildTestApp(dialect);
    token = await publicToken(test.app);
    const restaurants = await test.database.db.selectFrom('restaurants').select(['id', 'slug']).execute();
    bistroId = restaurants.find((row) => row.slug === 'demo-bistro')?.id ?? 0;
    cafeId = restaurants.find((row) => row.slug === 'demo-cafe-zurich')?.id ?? 0;
    const table = await test.database.db
      .selectFrom('tables')
      .select('id')
      .where('restaurant_id', '=', bistroId)
      .where('name', '=', 'T4')
      .executeTakeFirstOrThrow();
    t4 = table.id;
  });
  afterAll(() => test.close());

  const robot = (query: string, headers: Record<string, string> = bearer(token)) =>
    test.app.inject({ method: 'GET', url: `/api/restaurant/robot-request?${query}`, headers });

  it('sends the robot to a table of a restaurant that has one', async () => {
    const response = await robot(`restaurantId=${bistroId}&tableId=${t4}`, { ...bearer(token), 'accept-language': 'de' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { requested: true, tableId: t4 }, message: { body: 'Der Roboter ist unterwegs.' } });
  });

  it('answers 503 with the catalogue message where the restaurant has no robot', async () => {
    const cafeTable = await test.database.db
      .selectFrom('tables')
      .select('id')
      .where('restaurant_id', '=', cafeId)
      .executeTakeFirstOrThrow();
    const response = await robot(`restaurantId=${cafeId}&tableId=${cafeTable.id}`);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      code: 'robot_service_is_not_available_for_this_restaurant',
      message: { body: 'The robot service is not available for this restaurant.' },
    });
  });

  it('refuses a table of another restaurant, and missing or malformed input', async () => {
    const other = await test.database.db.selectFrom('tables').select('id').where('restaurant_id', '=', cafeId).executeTakeFirstOrThrow();
    const response = await robot(`restaurantId=${bistroId}&tableId=${other.id}`);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ tableId: ['table_does_not_exists'] });
    expect((await robot(`restaurantId=${bistroId}`)).statusCode).toBe(422);
    expect((await robot(`restaurantId=${bistroId}&tableId=abc`)).statusCode).toBe(422);
    expect((await robot(`restaurantId=999999&tableId=${t4}`)).json().errors).toEqual({ restaurantId: ['restaurant_does_not_exists'] });
  });

  it('needs a token', async () => {
    expect((await robot(`restaurantId=${bistroId}&tableId=${t4}`, {})).statusCode).toBe(401);
  });
});
