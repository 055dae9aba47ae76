import { deliveryTypeNameOf } from '@platter/basket-core';
import type { DeliveryTypeCode, DeliveryTypeName, Product, RestaurantInfo } from '@platter/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useRestaurantInfo } from '../services/context.tsx';

/**
 * The delivery types a product can be ordered for here: those the restaurant offers and the
 * product allows, in the restaurant's order (delivery, pickup, eat-in).
 */
export function allowedDeliveryTypes(
  product: Pick<Product, 'deliveryTypes'>,
  restaurant: Pick<RestaurantInfo, 'deliveryTypes'>,
): DeliveryTypeName[] {
  return offeredCodes(restaurant)
    .filter((code) => product.deliveryTypes.includes(code))
    .map(deliveryTypeNameOf);
}

function offeredCodes(restaurant: Pick<RestaurantInfo, 'deliveryTypes'>): DeliveryTypeCode[] {
  return [...new Set(restaurant.deliveryTypes)].sort((a, b) => a - b);
}

// One Intl.ListFormat per language and kind: the menu words every product's delivery note with it.
const listFormats = new Map<string, Intl.ListFormat>();

function listFormatOf(language: string, kind: 'conjunction' | 'disjunction'): Intl.ListFormat {
  const key = `${language}|${kind}`;
  let format = listFormats.get(key);
  if (!format) {
    format = new Intl.ListFormat(language, { type: kind });
    listFormats.set(key, format);
  }
  return format;
}

/** Builds a language's list formats ahead of the first sentence (see prepare-time-texts.ts). */
export function prepareDeliveryWayTexts(language: string): void {
  listFormatOf(language, 'conjunction');
  listFormatOf(language, 'disjunction');
}

/**
 * Delivery types as words in a sentence, in the display language: "pickup and eat-in"
 * (`conjunction`) or "pickup or eat-in" (`disjunction`).
 */
export function useDeliveryWays(): (types: readonly DeliveryTypeName[], kind?: 'conjunction' | 'disjunction') => string {
  const { t, i18n } = useTranslation('menu');
  return useCallback(
    (types, kind = 'conjunction') => listFormatOf(i18n.language, kind).format(types.map((type) => t(`ways.${type}`))),
    [t, i18n.language],
  );
}

/** The delivery types the restaurant offers, in words: "delivery, pickup or eat-in". */
export function useOfferedWays(): string {
  const info = useRestaurantInfo();
  const ways = useDeliveryWays();
  return ways(offeredCodes(info).map(deliveryTypeNameOf), 'disjunction');
}

/** "Order online: pickup or eat-in." from the types the restaurant offers, never promising one it does not. */
export function useOrderWaysText(): string {
  const { t } = useTranslation('menu');
  return t('orderFor', { ways: useOfferedWays() });
}

/** "Only for pickup and eat-in" when a product is for fewer delivery types than the restaurant offers, else null. */
export function useDeliveryNote(): (product: Pick<Product, 'deliveryTypes'>) => string | null {
  const info = useRestaurantInfo();
  const { t } = useTranslation('menu');
  const ways = useDeliveryWays();
  return useCallback(
    (product) => {
      const allowed = allowedDeliveryTypes(product, info);
      if (allowed.length === 0 || allowed.length === offeredCodes(info).length) return null;
      return t('product.onlyFor', { ways: ways(allowed) });
    },
    [info, t, ways],
  );
}
