import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Schema, UserAddressesTable, UsersTable } from '../../db/schema.ts';

/**
 * SQL of accounts: users, their addresses, password resets and revoked tokens. The writes that end
 * a user's sessions (a password change or reset) tell `onSessionsEnded`'s listeners once they are
 * committed, whichever service made them, so what remembers sessions can forget them at once.
 */
export function createAccountStore(db: Kysely<Schema>) {
  const sessionsEndedListeners = new Set<(userId: number) => void>();
  const sessionsEnded = (userId: number) => {
    for (const listener of sessionsEndedListeners) listener(userId);
  };
  return {
    /** Listens to the user ids whose sessions a write of this store ended; returns the way to stop. */
    onSessionsEnded(listener: (userId: number) => void): () => void {
      const entry = (userId: number) => listener(userId);
      sessionsEndedListeners.add(entry);
      return () => void sessionsEndedListeners.delete(entry);
    },
    findUserByEmail(restaurantId: number, email: string) {
      return db.selectFrom('users').selectAll().where('restaurant_id', '=', restaurantId).where('email', '=', email).executeTakeFirst();
    },
    findUserById(id: number) {
      return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },
    async insertUser(user: Insertable<UsersTable>) {
      const row = await db.insertInto('users').values(user).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },
    async updateUser(id: number, changes: Updateable<UsersTable>) {
      await db.updateTable('users').set(changes).where('id', '=', id).execute();
    },
    /**
     * Updates the user and, in the same statement, ends their sessions: the session version grows
     * by one, so every token issued before stops working, except the token `keptJti` names (the one
     * that made a password change), which stays valid until its own expiry or logout.
     */
    async updateUserEndingSessions(id: number, changes: Updateable<UsersTable>, keptJti: string | null) {
      await db
        .updateTable('users')
        .set((eb) => ({ ...changes, session_version: eb('session_version', '+', 1), session_kept_jti: keptJti }))
        .where('id', '=', id)
        .execute();
      sessionsEnded(id);
    },
    /** What decides whether a user's private or manager token still stands: the session version and the kept token. */
    sessionStateOf(userId: number) {
      return db.selectFrom('users').select(['session_version', 'session_kept_jti']).where('id', '=', userId).executeTakeFirst();
    },
    async managesRestaurant(userId: number, restaurantId: number) {
      const row = await db
        .selectFrom('manager_restaurants')
        .select('user_id')
        .where('user_id', '=', userId)
        .where('restaurant_id', '=', restaurantId)
        .executeTakeFirst();
      return row !== undefined;
    },
    /** The ids of the restaurants a manager manages, ascending. */
    async managedRestaurantIds(userId: number) {
      const rows = await db
        .selectFrom('manager_restaurants')
        .select('restaurant_id')
        .where('user_id', '=', userId)
        .orderBy('restaurant_id')
        .execute();
      return rows.map((row) => row.restaurant_id);
    },

    listAddresses(userId: number) {
      return db.selectFrom('user_addresses').selectAll().where('user_id', '=', userId).orderBy('id').execute();
    },
    findAddress(id: number) {
      return db.selectFrom('user_addresses').selectAll().where('id', '=', id).executeTakeFirst();
    },
    async insertAddress(address: Insertable<UserAddressesTable>) {
      const row = await db.insertInto('user_addresses').values(address).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },
    async updateAddress(id: number, changes: Updateable<UserAddressesTable>) {
      await db.updateTable('user_addresses').set(changes).where('id', '=', id).execute();
    },
    async deleteAddress(id: number) {
      await db.deleteFrom('user_addresses').where('id', '=', id).execute();
    },

    async insertPasswordReset(userId: number, tokenHash: string, expiresAt: string) {
      await db.insertInto('password_resets').values({ user_id: userId, token_hash: tokenHash, expires_at: expiresAt }).execute();
    },
    findUsablePasswordReset(tokenHash: string, nowIso: string) {
      return db
        .selectFrom('password_resets')
        .innerJoin('users', 'users.id', 'password_resets.user_id')
        .select(['password_resets.id as reset_id', 'users.id as user_id', 'users.email'])
        .where('password_resets.token_hash', '=', tokenHash)
        .where('password_resets.used_at', 'is', null)
        .where('password_resets.expires_at', '>', nowIso)
        .executeTakeFirst();
    },
    /**
     * Uses a reset and sets the new password in one transaction. The reset is marked used only if
     * nobody used it first (two tabs, a replayed link); returns whether this call won.
     */
    async completePasswordReset(resetId: number, userId: number, passwordHash: string, nowIso: string): Promise<boolean> {
      const completed = await db.transaction().execute(async (trx) => {
        const consumed = await trx
          .updateTable('password_resets')
          .set({ used_at: nowIso })
          .where('id', '=', resetId)
          .where('used_at', 'is', null)
          .executeTakeFirst();
        if (Number(consumed.numUpdatedRows) !== 1) return false;
        // A reset ends every session of the account, keeping none (see `endSessions`).
        await trx
          .updateTable('users')
          .set((eb) => ({
            password_hash: passwordHash,
            updated_at: nowIso,
            session_version: eb('session_version', '+', 1),
            session_kept_jti: null,
          }))
          .where('id', '=', userId)
          .execute();
        return true;
      });
      if (completed) sessionsEnded(userId);
      return completed;
    },

    async revokeToken(jti: string, expiresAt: string) {
      await db
        .insertInto('revoked_tokens')
        .values({ jti, expires_at: expiresAt })
        .onConflict((conflict) => conflict.column('jti').doNothing())
        .execute();
    },
    async isTokenRevoked(jti: string) {
      return (await db.selectFrom('revoked_tokens').select('jti').where('jti', '=', jti).executeTakeFirst()) !== undefined;
    },
    /** Forgets revocations of tokens that have expired anyway. */
    async pruneRevokedTokens(nowIso: string) {
      await db.deleteFrom('revoked_tokens').where('expires_at', '<', nowIso).execute();
    },
  };
}
export type AccountStore = ReturnType<typeof createAccountStore>;
