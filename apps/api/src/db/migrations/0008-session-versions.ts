import type { Kysely } from 'kysely';

/**
 * Issue 15 (helper "sessions"): a password reset or change ends the user's sessions.
 *
 * `users.session_version` is copied into every private and manager token at login (claim `sv`);
 * a token whose version is not the user's current one is refused as revoked. A reset or change
 * raises the version, so every token issued before it stops working. `users.session_kept_jti`
 * names the one token that stays valid across a change: the token that made the change itself
 * (null after a reset, which keeps none).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('session_version', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('users').addColumn('session_kept_jti', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('session_kept_jti').execute();
  await db.schema.alterTable('users').dropColumn('session_version').execute();
}
