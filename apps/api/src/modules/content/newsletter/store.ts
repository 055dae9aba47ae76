import type { Kysely } from 'kysely';
import type { Schema } from '../../../db/schema.ts';

export function createNewsletterStore(db: Kysely<Schema>) {
  return {
    /** Adds a subscription; one that exists already is left as it is (no error, no second row). */
    async subscribe(restaurantId: number, email: string, createdAt: string): Promise<void> {
      await db
        .insertInto('newsletter_subscriptions')
        .values({ restaurant_id: restaurantId, email, created_at: createdAt })
        .onConflict((conflict) => conflict.columns(['restaurant_id', 'email']).doNothing())
        .execute();
    },
  };
}
export type NewsletterStore = ReturnType<typeof createNewsletterStore>;
