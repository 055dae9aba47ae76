import type { Kysely } from 'kysely';
import { hashPassword } from '../../src/auth/passwords.ts';
import type { Schema } from '../../src/db/schema.ts';

const NOW = '2026-11-22T10:00:00.000Z';

/** A restaurant of its own per test file, so tests never depend on the demo data. */
export async function createRestaurant(db: Kysely<Schema>, slug: string, settings: Record<string, unknown> = {}): Promise<number> {
  const row = await db
    .insertInto('restaurants')
    .values({
      slug,
      name: `Restaurant ${slug}`,
      currency: '€',
      lang: 'de',
      time_zone: 'Europe/Berlin',
      appearance: '{}',
      features: '{}',
      settings: JSON.stringify(settings),
      created_at: NOW,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface UserFixture {
  restaurantId: number;
  email: string;
  password?: string;
  role?: 'customer' | 'manager';
  manages?: number[];
}

export async function createUser(
  db: Kysely<Schema>,
  { restaurantId, email, password = 'password123', role = 'customer', manages = [] }: UserFixture,
) {
  const row = await db
    .insertInto('users')
    .values({
      restaurant_id: restaurantId,
      email,
      password_hash: await hashPassword(password, 10),
      role,
      name: 'Erika Mustermann',
      postal_code: '10115',
      created_at: NOW,
      updated_at: NOW,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const managed of manages) await db.insertInto('manager_restaurants').values({ user_id: row.id, restaurant_id: managed }).execute();
  return row.id;
}
