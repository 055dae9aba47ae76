import type { Insertable, Kysely, Selectable } from 'kysely';
import type { ContactMessagesTable, Schema } from '../../../db/schema.ts';

export type ContactMessageRow = Selectable<ContactMessagesTable>;

export function createContactStore(db: Kysely<Schema>) {
  return {
    async insert(message: Insertable<ContactMessagesTable>): Promise<ContactMessageRow> {
      return db.insertInto('contact_messages').values(message).returningAll().executeTakeFirstOrThrow();
    },
  };
}
export type ContactStore = ReturnType<typeof createContactStore>;
