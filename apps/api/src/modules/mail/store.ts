import type { Insertable, Kysely } from 'kysely';
import type { OutboxMailsTable, Schema } from '../../db/schema.ts';

/** A mail as the outbox stores it before it is sent. */
export type OutboxRow = Omit<Insertable<OutboxMailsTable>, 'id' | 'sent_at' | 'error'>;

/** SQL of the mail outbox: every mail is a row first, then marked sent or failed. */
export function createOutboxStore(db: Kysely<Schema>) {
  return {
    async insert(mail: OutboxRow): Promise<number> {
      const row = await db.insertInto('outbox_mails').values(mail).returning('id').executeTakeFirstOrThrow();
      return row.id;
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
