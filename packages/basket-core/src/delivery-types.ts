import { type DeliveryTypeCode, type DeliveryTypeName, deliveryTypeName, type RestaurantInfo } from '@platter/contract';

/** Why a delivery type cannot be chosen (spec §4 status texts: "Pickup is not available"…). */
export type DeliveryTypeUnavailable = 'pickup_not_available' | 'delivery_not_available' | 'closed';

export interface DeliveryTypeOption {
  type: DeliveryTypeName;
  available: boolean;
  reason: DeliveryTypeUnavailable | null;
}

export const DELIVERY_TYPE_TEXTS: Readonly<Record<DeliveryTypeUnavailable, string>> = {
  pickup_not_available: 'Pickup is not available',
  delivery_not_available: 'Delivery is not available',
  closed: 'We are closed at the moment',
};

/**
 * The delivery types to offer (spec §4 "Delivery type"): delivery and pickup always listed, marked
 * unavailable when the restaurant does not offer them; here only while it is open.
 *
 * While the restaurant is closed, delivery and pickup stay available with the reason `closed`: the
 * status text "We are closed at the moment" is shown, and spec §5 lets the guest order for later
 * (the earliest time becomes tomorrow 00:00), so closing the shop entirely would lose those orders.
 */
export function deliveryTypeOptions(restaurant: Pick<RestaurantInfo, 'deliveryTypes' | 'closed'>): DeliveryTypeOption[] {
  const offered = new Set<DeliveryTypeName>(restaurant.deliveryTypes.map((code) => deliveryTypeNameOf(code)));
  const option = (type: 'delivery' | 'pickup'): DeliveryTypeOption => {
    if (!offered.has(type))
      return { type, available: false, reason: type === 'pickup' ? 'pickup_not_available' : 'delivery_not_available' };
    if (restaurant.closed) return { type, available: true, reason: 'closed' };
    return { type, available: true, reason: null };
  };
  const options = [option('delivery'), option('pickup')];
  if (offered.has('here') && !restaurant.closed) options.push({ type: 'here', available: true, reason: null });
  return options;
}

/** The named form of a delivery type code (1 delivery, 2 pickup, 3 here). */
export function deliveryTypeNameOf(code: DeliveryTypeCode): DeliveryTypeName {
  return deliveryTypeName(code);
}
