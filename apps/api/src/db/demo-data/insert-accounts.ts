import { hashPassword } from '../../auth/passwords.ts';
import type { DemoAccount } from './accounts.ts';
import { type DemoTransaction, idOf, idsByKey, insertAll } from './bulk.ts';

export interface AccountOptions {
  password: string;
  passwordHashCost: number;
  now: Date;
}

/** Users with their addresses and managed restaurants; each password hash gets its own salt. */
export async function insertAccounts(
  trx: DemoTransaction,
  accounts: readonly DemoAccount[],
  restaurantIds: ReadonlyMap<string, number>,
  { password, passwordHashCost, now }: AccountOptions,
): Promise<void> {
  if (accounts.length === 0) return;
  // scrypt runs on libuv's thread pool, so the hashes are computed side by side.
  const hashed = await Promise.all(accounts.map(async (account) => ({ account, hash: await hashPassword(password, passwordHashCost) })));
  const createdAt = now.toISOString();
  const userRows = await trx
    .insertInto('users')
    .values(
      hashed.map(({ account, hash }) => ({
        restaurant_id: idOf(restaurantIds, account.restaurant, 'restaurant'),
        email: account.email,
        password_hash: hash,
        role: account.role,
        name: account.name,
        mobile: account.mobile ?? null,
        birth_date: account.birthDate ?? null,
        postal_code: account.postalCode ?? null,
        created_at: createdAt,
        updated_at: createdAt,
      })),
    )
    .returning(['id', 'email'])
    .execute();
  const userIds = idsByKey(userRows, (row) => row.email, 'account');

  await insertAll(
    trx,
    'manager_restaurants',
    accounts.flatMap((account) =>
      (account.manages ?? []).map((slug) => ({
        user_id: idOf(userIds, account.email, 'account'),
        restaurant_id: idOf(restaurantIds, slug, 'restaurant'),
      })),
    ),
  );
  await insertAll(
    trx,
    'user_addresses',
    accounts.flatMap((account) =>
      (account.addresses ?? []).map((address) => ({
        company: null,
        comment: null,
        ...address,
        user_id: idOf(userIds, account.email, 'account'),
        created_at: createdAt,
      })),
    ),
  );
}
