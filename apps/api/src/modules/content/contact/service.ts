import type { ContactRequest } from '@platter/contract';
import type { AppContext } from '../../../context.ts';
import type { RecaptchaCheck } from '../../../http/recaptcha.ts';
import { contactConfirmation, contactMailToRestaurant } from './mail.ts';
import type { ContactStore } from './store.ts';

/**
 * The contact form. The message is stored first (the restaurant can read it even when mail fails),
 * then mailed to the restaurant's address and confirmed to the sender. A restaurant without an
 * email address still stores the message; only its own mail is skipped.
 */
export function createContactService(context: AppContext, store: ContactStore, recaptcha: RecaptchaCheck) {
  return {
    async send(request: ContactRequest, remoteIp: string): Promise<void> {
      const restaurant = await context.restaurants.require(request.restaurantId);
      await recaptcha.verify(request.recaptcha, remoteIp);
      const message = await store.insert({
        restaurant_id: restaurant.id,
        name: request.name,
        email: request.email,
        phone: request.phone ?? null,
        message: request.message,
        created_at: context.now().toISOString(),
      });
      if (restaurant.email) await context.mailer.send(contactMailToRestaurant(restaurant, message));
      await context.mailer.send(contactConfirmation(restaurant, message));
    },
  };
}
export type ContactService = ReturnType<typeof createContactService>;
