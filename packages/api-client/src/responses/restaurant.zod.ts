import './zod-settings.ts';
import {
  categorySchema,
  happyHourTimeSchema,
  informationPageSchema,
  legalContentsSchema,
  packageStepSchema,
  postalCodeSchema,
  productAttributesSchema,
  productSchema,
  restaurantIdResponseSchema,
  restaurantInfoSchema,
  restaurantListItemSchema,
  restaurantTableSchema,
} from '@platter/contract';
import { z } from 'zod';

/**
 * The response schemas of the restaurant and menu calls, loaded with the first of them
 * (`calls/restaurant.ts`). All from the contract's `restaurant.ts`: the menu's first calls build no
 * other area's schemas (the others are in `restaurant-services.ts`).
 */
export const categories = z.array(categorySchema);
export const restaurantInfo = restaurantInfoSchema;
export const restaurantId = restaurantIdResponseSchema;
export const restaurantList = z.array(restaurantListItemSchema);
export const products = z.array(productSchema);
export const happyHourTimes = z.array(happyHourTimeSchema);
export const categoryAttributes = z.array(productAttributesSchema);
export const packageSteps = z.array(packageStepSchema);
export const legalContents = legalContentsSchema;
export const informationPages = z.array(informationPageSchema);
export const postalCodes = z.array(postalCodeSchema);
export const tables = z.array(restaurantTableSchema);
export const nothing = z.null();
