import type { NewsletterRequest } from '@platter/contract';
import type { AppContext } from '../../../context.ts';
import type { NewsletterStore } from './store.ts';

/**
 * Newsletter sign-up. Subscribing twice answers the same success and keeps one row, so the call
 * tells nobody whether an address was already on the list. Addresses are kept in lower case so
 * that `Erika@…` and `erika@…` are one subscriber. There is no double opt-in: the data model has
 * no confirmation state, and no mail is sent.
 */
export function createNewsletterService(context: AppContext, store: NewsletterStore) {
  return {
    async subscribe({ restaurantId, email }: NewsletterRequest): Promise<void> {
      const restaurant = await context.restaurants.require(restaurantId);
      await store.subscribe(restaurant.id, email.toLowerCase(), context.now().toISOString());
    },
  };
}
export type NewsletterService = ReturnType<typeof createNewsletterService>;
