import { describe, expect, it } from 'vitest';
import { restaurantSettingsSchema } from '../index.ts';

describe('restaurantSettingsSchema', () => {
  it('gives every setting a default, so an empty document is valid', () => {
    const settings = restaurantSettingsSchema.parse({});
    expect(settings.registration_enabled).toBe(true);
    expect(settings.paymentMethods).toEqual(['cash']);
    expect(settings.lead_minutes).toEqual({ delivery: 0, pickup: 0, here: 0 });
    expect(settings.meta).toEqual({ show_open_hours: true, foot_note: null });
    expect(settings.social.instagram).toBeNull();
    expect(settings.event_mode).toBe(false);
    expect(settings.order_capacity).toEqual({});
  });

  it('takes a kitchen capacity per quarter hour for some delivery types, the others unlimited', () => {
    expect(restaurantSettingsSchema.parse({ order_capacity: { pickup: 2 } }).order_capacity).toEqual({ pickup: 2 });
    expect(restaurantSettingsSchema.safeParse({ order_capacity: { here: -1 } }).success).toBe(false);
    expect(restaurantSettingsSchema.safeParse({ order_capacity: { delivery: 1.5 } }).success).toBe(false);
  });

  it('takes a reservation capacity in seats, held 120 minutes unless told otherwise', () => {
    expect(restaurantSettingsSchema.parse({}).reservation_capacity).toBeUndefined();
    expect(restaurantSettingsSchema.parse({ reservation_capacity: { seats: 40 } }).reservation_capacity).toEqual({
      seats: 40,
      minutes: 120,
    });
    expect(restaurantSettingsSchema.safeParse({ reservation_capacity: { seats: 40, minutes: 5 } }).success).toBe(false);
    expect(restaurantSettingsSchema.safeParse({ reservation_capacity: { seats: -1 } }).success).toBe(false);
  });

  it('rejects an unknown payment type and a delivery type outside 1-3', () => {
    expect(restaurantSettingsSchema.safeParse({ paymentMethods: ['bitcoin'] }).success).toBe(false);
    expect(restaurantSettingsSchema.safeParse({ deliveryTypes: [4] }).success).toBe(false);
  });
});
