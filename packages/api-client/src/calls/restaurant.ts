import type {
  categoriesQuerySchema,
  categoryAttributesQuerySchema,
  happyHourTimesQuerySchema,
  mostSellingQuerySchema,
  pinnedProductsQuerySchema,
  productPackagesQuerySchema,
  productSearchQuerySchema,
  productsQuerySchema,
  reserveTableRequestSchema,
  restaurantListQuerySchema,
  restaurantSlugQuerySchema,
  robotRequestQuerySchema,
  shippingPriceQuerySchema,
  websiteViewRequestSchema,
} from '@platter/contract';
import type { CallInput, CallOptions } from '../call-types.ts';
import type { ResponseSchema } from '../json-check.ts';
import { lazySchemas } from '../lazy-schemas.ts';
import type { SchemaSource, SendRequest } from '../transport.ts';
import { asJson, asQuery } from './query.ts';

const schema = lazySchemas(() => import('../responses/restaurant.ts'));
const serviceSchema = lazySchemas(() => import('../responses/restaurant-services.ts'));

/** The robot request's own fallback text (spec document 2, §8 "Local messages"). */
export const ROBOT_REQUEST_ERROR_MESSAGE = 'Something went wrong!';

/** Restaurant and menu calls (spec document 2, §7 "Restaurant and content"). */
export function createRestaurantCalls(request: SendRequest) {
  const get = <T extends ResponseSchema>(path: string, source: SchemaSource<T>, input: object, options: CallOptions) =>
    request(path, { ...options, schema: source, searchParams: asQuery(input) });

  const categories = (input: CallInput<typeof categoriesQuerySchema> = {}, options: CallOptions = {}) =>
    get('restaurant/category', schema('categories'), input, options);

  return {
    /** `GET api/restaurant/restaurant-by-id`: the client's restaurant unless another id is given. */
    byId: (input: { restaurantId?: number } = {}, options: CallOptions = {}) =>
      get('restaurant/restaurant-by-id', schema('restaurantInfo'), input, options),

    /** `GET api/restaurant/restaurant-by-slug`. */
    bySlug: (input: CallInput<typeof restaurantSlugQuerySchema>, options: CallOptions = {}) =>
      get('restaurant/restaurant-by-slug', schema('restaurantInfo'), input, options),

    /** `GET api/restaurant/id`: a restaurant's id from its slug. */
    idBySlug: (input: CallInput<typeof restaurantSlugQuerySchema>, options: CallOptions = {}) =>
      get('restaurant/id', schema('restaurantId'), input, options),

    /** `GET api/restaurant`: restaurants serving a postal code with a delivery type. */
    list: (input: CallInput<typeof restaurantListQuerySchema>, options: CallOptions = {}) =>
      get('restaurant', schema('restaurantList'), input, options),

    /** `GET api/restaurant/category`: the regular categories, or the extra ones with `extra: 1`. */
    categories,

    /** Both `restaurant/category` calls, the extra categories appended to the regular ones (spec document 2, §7). */
    allCategories: async (input: Omit<CallInput<typeof categoriesQuerySchema>, 'extra'> = {}, options: CallOptions = {}) => {
      const [regular, extra] = await Promise.all([categories(input, options), categories({ ...input, extra: 1 }, options)]);
      return [...regular, ...extra];
    },

    /** `GET api/restaurant/products`: a category's products, priced at the delivery time. */
    products: (input: CallInput<typeof productsQuerySchema>, options: CallOptions = {}) =>
      get('restaurant/products', schema('products'), input, options),

    /** `GET api/restaurant/pinned-products`. */
    pinnedProducts: (input: CallInput<typeof pinnedProductsQuerySchema> = {}, options: CallOptions = {}) =>
      get('restaurant/pinned-products', schema('products'), input, options),

    /** `GET api/restaurant/products-happyHour-time`: by `categoryId`, or the pinned products' with `pinned: 1`. */
    happyHourTimes: (input: CallInput<typeof happyHourTimesQuerySchema>, options: CallOptions = {}) =>
      get('restaurant/products-happyHour-time', schema('happyHourTimes'), input, options),

    /** `GET api/restaurant/category-attributes-items`: the attribute groups of a category's products. */
    categoryAttributes: (input: CallInput<typeof categoryAttributesQuerySchema>, options: CallOptions = {}) =>
      get('restaurant/category-attributes-items', schema('categoryAttributes'), input, options),

    /** `GET api/restaurant/product-packages`: a package's steps. */
    productPackages: (input: CallInput<typeof productPackagesQuerySchema>, options: CallOptions = {}) =>
      get('restaurant/product-packages', schema('packageSteps'), input, options),

    /** `GET api/restaurant/product/search`. */
    search: (input: CallInput<typeof productSearchQuerySchema>, options: CallOptions = {}) =>
      get('restaurant/product/search', schema('products'), input, options),

    /** `GET api/restaurant/most-selling`. */
    mostSelling: (input: CallInput<typeof mostSellingQuerySchema> = {}, options: CallOptions = {}) =>
      get('restaurant/most-selling', schema('products'), input, options),

    /** `GET api/restaurant/robot-request`: a 503 shows the server's message, other failures 'Something went wrong!' (spec §8). */
    robotRequest: (input: CallInput<typeof robotRequestQuerySchema>, options: CallOptions = {}) =>
      request('restaurant/robot-request', {
        ...options,
        schema: serviceSchema('robotRequest'),
        searchParams: asQuery(input),
        errorMessage: options.errorMessage ?? ROBOT_REQUEST_ERROR_MESSAGE,
        keepMessageOn: [503],
      }),

    /** `GET api/restaurant/imprint`: the legal texts. */
    imprint: (options: CallOptions = {}) => get('restaurant/imprint', schema('legalContents'), {}, options),

    /** `GET api/restaurant/informationPages`. */
    informationPages: (options: CallOptions = {}) => get('restaurant/informationPages', schema('informationPages'), {}, options),

    /** `GET api/restaurant/postalCodes`: the delivery area. */
    postalCodes: (options: CallOptions = {}) => get('restaurant/postalCodes', schema('postalCodes'), {}, options),

    /** `GET api/restaurant/tables`. */
    tables: (options: CallOptions = {}) => get('restaurant/tables', schema('tables'), {}, options),

    /**
     * `GET api/restaurant/ticket-slots`: the bookable days of a ticketing restaurant, today to its
     * booking horizon, each with its slots and their places left (`remaining` null: unlimited).
     */
    ticketSlots: (options: CallOptions = {}) => get('restaurant/ticket-slots', serviceSchema('ticketSlots'), {}, options),

    /** `POST api/restaurant/reserve-table`. */
    reserveTable: (input: CallInput<typeof reserveTableRequestSchema>, options: CallOptions = {}) =>
      request('restaurant/reserve-table', { ...options, method: 'post', schema: serviceSchema('reservation'), json: asJson(input) }),

    /** `POST api/restaurant/website-view`: the visit record (see basket-core's visit rules). */
    websiteView: (input: CallInput<typeof websiteViewRequestSchema> = {}, options: CallOptions = {}) =>
      request('restaurant/website-view', { ...options, method: 'post', schema: schema('nothing'), json: asJson(input) }),

    /** `GET api/restaurant/shipping-price`: only meaningful with both postalCode and deliveryType (spec §5). */
    shippingPrice: (input: CallInput<typeof shippingPriceQuerySchema>, options: CallOptions = {}) =>
      get('restaurant/shipping-price', serviceSchema('shippingPrice'), input, options),
  };
}

export type RestaurantCalls = ReturnType<typeof createRestaurantCalls>;
