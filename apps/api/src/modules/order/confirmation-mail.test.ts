import { describe, expect, it } from 'vitest';
import type { RestaurantRow } from '../../db/schema.ts';
import type { BasketSnapshot } from '../basket/index.ts';
import { orderConfirmationMail } from './confirmation-mail.ts';

/** The parts of a restaurant and a snapshot the mail reads: an order without lines, to an address. */
const restaurant = (name: string) => ({ id: 1, name, lang: 'de', currency: 'EUR' }) as RestaurantRow;
const snapshot = {
  basket: { user_info: JSON.stringify({ email: 'gast@example.com' }) },
  lines: [],
  totals: { totalMinor: 1250 },
} as unknown as BasketSnapshot;

describe('orderConfirmationMail', () => {
  it('names the order and the restaurant in the subject as written, whatever characters the name holds', () => {
    const mail = orderConfirmationMail(restaurant("Fish $& Chip's {id}"), 42, snapshot, 'https://example.com/paymentstatus?orderId=42');
    expect(mail?.subject).toBe("Deine Bestellung #42 bei Fish $& Chip's {id}");
    expect(mail?.text).toContain('Summe: 12,50');
  });
});
