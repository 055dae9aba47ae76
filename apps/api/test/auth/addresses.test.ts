import { envelopeSchema, userAddressSchema } from '@platter/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { DIALECTS } from '../helpers/dialects.ts';
import { bearer, publicToken } from '../helpers/tokens.ts';
import { createRestaurant, createUser } from './fixtures.ts';

const ADDRESS = {
  address: 'Invalidenstraße',
  house_number: '117',
  postalCode: '10115',
  city: 'Berlin',
  country: 'Deutschland',
  company: 'Muster GmbH',
  comment: '2. Hof',
};

describe.each(DIALECTS)('the address book on %s', (dialect) => {
  let test: TestApp;
  let erika: string;
  let max: string;

  beforeAll(async () => {
    test = await buildTestApp(dialect, { demoData: false });
    const restaurantId = await createRestaurant(test.app.context.db, 'addresses');
    await createUser(test.app.context.db, { restaurantId, email: 'erika@example.com' });
    await createUser(test.app.context.db, { restaurantId, email: 'max@example.com' });
    const loginAs = async (email: string) =>
      (await test.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'password123', restaurantId } })).json()
        .data.access_token as string;
    erika = await loginAs('erika@example.com');
    max = await loginAs('max@example.com');
  });
  afterAll(() => test.close());

  const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) =>
    test.app.inject({ method, url: `/api/auth/user/${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

  it('adds, lists, edits and removes an address', async () => {
    const added = await call(erika, 'POST', 'address/add', ADDRESS);
    expect(added.statusCode).toBe(200);
    const address = envelopeSchema(userAddressSchema).parse(added.json()).data;
    expect(address).toMatchObject({ postal_code: '10115', postalCode: '10115', company: 'Muster GmbH', comment: '2. Hof' });

    const list = await call(erika, 'GET', 'address');
    expect(envelopeSchema(z.array(userAddressSchema)).parse(list.json()).data).toHaveLength(1);

    const edited = await call(erika, 'POST', 'address/edit', { id: address.id, house_number: '118', comment: '' });
    expect(edited.json().data).toMatchObject({ house_number: '118', comment: null, city: 'Berlin' });

    const removed = await call(erika, 'PUT', 'address/remove', { id: address.id });
    expect(removed.statusCode).toBe(200);
    expect((await call(erika, 'GET', 'address')).json().data).toEqual([]);
  });

  it("never shows or changes another customer's address", async () => {
    const address = (await call(erika, 'POST', 'address/add', ADDRESS)).json().data as { id: number };
    expect((await call(max, 'GET', 'address')).json().data).toEqual([]);
    const edit = await call(max, 'POST', 'address/edit', { id: address.id, city: 'Hamburg' });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().code).toBe('no_permission_for_address');
    expect((await call(max, 'PUT', 'address/remove', { id: address.id })).statusCode).toBe(403);
    expect((await call(erika, 'GET', 'address')).json().data[0].city).toBe('Berlin');
  });

  it('names bad and missing fields, and an unknown address', async () => {
    const missing = await call(erika, 'POST', 'address/add', {});
    expect(Object.keys(missing.json().errors).sort()).toEqual(['address', 'city', 'country', 'house_number', 'postal_code']);
    const badPostal = await call(erika, 'POST', 'address/add', { ...ADDRESS, postalCode: '<script>' });
    expect(badPostal.json().errors).toEqual({ postal_code: ['invalid'] });
    const unknown = await call(erika, 'PUT', 'address/remove', { id: 987_654 });
    expect(unknown.json().errors).toEqual({ id: ['address_does_not_exists'] });
    const notNumeric = await call(erika, 'PUT', 'address/remove', { id: 'abc' });
    expect(notNumeric.json().errors).toEqual({ id: ['must_be_numeric'] });
  });

  it('needs a private token', async () => {
    expect((await test.app.inject({ method: 'GET', url: '/api/auth/user/address' })).statusCode).toBe(401);
    const guest = await publicToken(test.app);
    expect((await call(guest, 'POST', 'address/add', ADDRESS)).statusCode).toBe(403);
  });
});
