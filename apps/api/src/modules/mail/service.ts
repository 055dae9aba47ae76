import type { OutboxStore } from './store.ts';

/** The development outbox (`GET api/dev/outbox`): the newest mails, as the route answers them. */
export function createOutboxService(store: OutboxStore) {
  return {
    async list(limit: number, to?: string) {
      return (await store.list(limit, to)).map((row) => ({
        id: row.id,
        restaurant_id: row.restaurant_id,
        kind: row.kind,
        to: row.recipient,
        subject: row.subject,
        text: row.text,
        created_at: row.created_at,
        sent_at: row.sent_at,
      }));
    },
  };
}
export type OutboxService = ReturnType<typeof createOutboxService>;
