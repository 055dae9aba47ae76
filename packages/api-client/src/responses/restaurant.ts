import type { z } from 'zod';
import { jsonCheck } from '../json-check.ts';
import json from './restaurant.schemas.json' with { type: 'json' };
import type * as schemas from './restaurant.zod.ts';

type Output<Name extends keyof typeof schemas> = z.output<(typeof schemas)[Name]>;

/**
 * The response checks of the restaurant and menu calls, loaded with the first of them (`calls/restaurant.ts`):
 * the JSON Schemas of `restaurant.zod.ts`'s zod schemas, checked without zod (`json-check.ts`, issue 18).
 */
export const categories = jsonCheck<Output<'categories'>>(json.categories);
export const restaurantInfo = jsonCheck<Output<'restaurantInfo'>>(json.restaurantInfo);
export const restaurantId = jsonCheck<Output<'restaurantId'>>(json.restaurantId);
export const restaurantList = jsonCheck<Output<'restaurantList'>>(json.restaurantList);
export const products = jsonCheck<Output<'products'>>(json.products);
export const happyHourTimes = jsonCheck<Output<'happyHourTimes'>>(json.happyHourTimes);
export const categoryAttributes = jsonCheck<Output<'categoryAttributes'>>(json.categoryAttributes);
export const packageSteps = jsonCheck<Output<'packageSteps'>>(json.packageSteps);
export const legalContents = jsonCheck<Output<'legalContents'>>(json.legalContents);
export const informationPages = jsonCheck<Output<'informationPages'>>(json.informationPages);
export const postalCodes = jsonCheck<Output<'postalCodes'>>(json.postalCodes);
export const tables = jsonCheck<Output<'tables'>>(json.tables);
export const nothing = jsonCheck<Output<'nothing'>>(json.nothing);
