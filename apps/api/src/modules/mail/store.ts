import type { Insertable, Kysely } from 'kysely';
import { compiledByShape, type QueryRunner } from '../../db/compiled-once.ts';
import type { OutboxMailsTable, Schema } from '../../db/schema.ts';

/** A mail as the outbox stores it before it is sent. */
export type OutboxRow = Omit<Insertable<OutboxMailsTable>, 'id' | 'sent_at' | 'error'>;

/**
 * The outbox's insert, built and compiled by Kysely once per shape of the mail (`compiledByShape`)
 * and run on the database or a transaction: every order writes its confirmation mail with it.
 */
export function compileOutboxInsert(db: Kysely<Schema>): (runner: QueryRunner, mail: OutboxRow) => Promise<number> {
  const insert = compiledByShape(db, (db, mail: OutboxRow) => db.insertInto('outbox_mails').values(mail).returning('id'));
  return async (runner, mail) => {
    const [row] = (await insert(runner, mail)).rows;
    if (!row) throw new Error('outbox insert: no id returned');
    return row.id;
  };
}

/** SQL of the mail outbox: every mail is a row first, then marked sent or failed. */
export function createOutboxStore(db: Kysely<Schema>) {
  const insert = compileOutboxInsert(db);
  return {
    insert(mail: OutboxRow): Promise<number> {
      return insert(db, mail);
    },
    async markSent(id: number, sentAt: string) {
      await db.updateTable('outbox_mails').set({ sent_at: sentAt }).where('id', '=', id).execute();
    },
    async markFailed(id: number, error: string) {
      await db.updateTable('outbox_mails').set({ error }).where('id', '=', id).execute();
    },
    /** The newest mails first, to one recipient when given. */
    list(limit: number, recipient?: string) {
      let query = db.selectFrom('outbox_mails').selectAll().orderBy('id', 'desc').limit(limit);
      if (recipient) query = query.where('recipient', '=', recipient);
      return query.execute();
    },
  };
}
export type OutboxStore = ReturnType<typeof createOutboxStore>;
