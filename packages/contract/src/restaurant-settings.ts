import { z } from 'zod';
import { deliveryTypeCodeSchema, paymentTypeSchema } from './enums.ts';

const optionalText = z.string().nullable().default(null);

/** Per delivery type: delivery, pickup, here. */
const perDeliveryType = /* @__NO_SIDE_EFFECTS__ */ (fallback: number) =>
  z.object({
    delivery: z.number().int().min(0).default(fallback),
    pickup: z.number().int().min(0).default(fallback),
    here: z.number().int().min(0).default(fallback),
  });

/** Fields a guest may be asked for at checkout (spec §3 personal_information_fields). */
export const personalInformationFieldSchema = z.enum([
  'name',
  'email',
  'mobile',
  'birth_date',
  'company',
  'address',
  'house_number',
  'postalCode',
  'city',
  'country',
  'comment',
  'product_comment',
]);
export type PersonalInformationField = z.infer<typeof personalInformationFieldSchema>;

/**
 * The flags, lists and settings of spec §3 "Restaurant info" that the server keeps per restaurant
 * as one document. Every field has a default, so a partial document is valid.
 */
export const restaurantSettingsSchema = z.object({
  social: z
    .object({
      facebook: optionalText,
      instagram: optionalText,
      twitter: optionalText,
      linkedin: optionalText,
      tiktok: optionalText,
      youtube: optionalText,
    })
    .prefault({}),
  pinned_products_label: optionalText,
  branding: z.boolean().default(false),
  /** Closed now, whatever the opening times say (holidays are close times instead). */
  closed: z.boolean().default(false),
  /** Minutes a delivery usually takes, shown to guests. */
  delivery_average_time: z.number().int().positive().nullable().default(null),
  has_blog: z.boolean().default(false),
  registration_enabled: z.boolean().default(true),
  login_required: z.boolean().default(false),
  has_person_on_table: z.boolean().default(false),
  allergies: z.boolean().default(false),
  reservation_table: z.boolean().default(false),
  robot_request_available: z.boolean().default(false),
  allow_multi_date_order: z.boolean().default(false),
  ticketingSystem: z.boolean().default(false),
  ticketTimeAvailable: z.boolean().default(false),
  tip_request: z.boolean().default(false),
  available_voucher: z.boolean().default(false),
  pre_order_for_happy_hour: z.boolean().default(false),
  ignore_pre_order_timing_by_display: z.boolean().default(false),
  /**
   * Event or online-shop mode (spec §1): products whose `additional_info_config` asks for a name or
   * a date are sold per person, and the cart line carries those persons (`extra_info.itemDetails`).
   * Without it, calls carrying persons are refused (`you_have_no_access_to_this_event`).
   */
  event_mode: z.boolean().default(false),
  paymentMethods: z.array(paymentTypeSchema).default(['cash']),
  deliveryTypes: z.array(deliveryTypeCodeSchema).default([1, 2, 3]),
  has_announcement: z.boolean().default(false),
  announcement: optionalText,
  announcement_before_checkout: z.boolean().default(false),
  personal_information_fields: z.array(personalInformationFieldSchema).default(['name', 'email', 'mobile']),
  meta: z.object({ show_open_hours: z.boolean().default(true), foot_note: optionalText }).prefault({}),
  /** Preparation minutes per delivery type, added before rounding to the quarter hour (`{type}_hours`). */
  lead_minutes: perDeliveryType(0).prefault({}),
  /** How many days ahead each delivery type may be ordered (`available_days`). */
  available_days: perDeliveryType(0).prefault({}),
  /**
   * The kitchen's capacity: how many orders of each delivery type one quarter hour of delivery
   * time takes (rejected orders free their place); a type left out is unlimited. A full quarter
   * hour answers `resources_have_been_reached` with the next quarter hour with room as `validTime`.
   */
  order_capacity: z
    .object({
      delivery: z.number().int().min(0).optional(),
      pickup: z.number().int().min(0).optional(),
      here: z.number().int().min(0).optional(),
    })
    .prefault({}),
  /**
   * Table reservations' capacity: `seats` guests (adults and children) at the same time, a
   * reservation holding its seats for `minutes` from its time. Absent: reservations are not counted.
   * A request that does not fit answers 422 `time: full_capacity`.
   */
  reservation_capacity: z.object({ seats: z.number().int().min(0), minutes: z.number().int().min(15).max(720).default(120) }).optional(),
  recaptcha_site_key: optionalText,
});
export type RestaurantSettings = z.infer<typeof restaurantSettingsSchema>;
export type RestaurantSettingsInput = z.input<typeof restaurantSettingsSchema>;
