import type {
  addAddressToBasketRequestSchema,
  addDeliveryTimeRequestSchema,
  addPackageItemsRequestSchema,
  addTipRequestSchema,
  addToBasketRequestSchema,
  addVoucherRequestSchema,
  assignBasketRequestSchema,
  attributeItemsRequestSchema,
  basketLineRefSchema,
  basketRefSchema,
  changeDeliveryMethodRequestSchema,
  createBasketRequestSchema,
  setTableRequestSchema,
  totalPriceQuerySchema,
  unassignBasketRequestSchema,
  updateBasketExtraInfoRequestSchema,
  updateLineExtraInfoRequestSchema,
} from '@platter/contract';
import type { CallInput, CallOptions } from '../call-types.ts';
import { lazySchemas } from '../lazy-schemas.ts';
import type { SendRequest } from '../transport.ts';
import { asJson, asQuery } from './query.ts';

const schema = lazySchemas(() => import('../responses/basket.ts'));

/**
 * Basket calls (spec document 2, §7 "Basket"). `guestToken` reads the stored public token: the
 * proof `assign` sends that the customer holds the guest session that made the basket.
 */
export function createBasketCalls(request: SendRequest, guestToken: () => string | null = () => null) {
  const change = (path: string, input: object, options: CallOptions) =>
    request(path, { ...options, method: 'post', schema: schema('change'), json: asJson(input) });

  return {
    /**
     * `POST api/basket/assign-basket`: gives the guest's basket to the user who just logged in. The
     * stored public token goes along as `guestToken` (the proof of the guest session), unless given.
     */
    assign: (input: CallInput<typeof assignBasketRequestSchema>, options: CallOptions = {}) => {
      const proof = input.guestToken ?? guestToken();
      return change('basket/assign-basket', proof ? { ...input, guestToken: proof } : input, options);
    },

    /** `POST api/basket/unassigned-basket`: takes the basket back from the user at logout. */
    unassign: (input: CallInput<typeof unassignBasketRequestSchema>, options: CallOptions = {}) =>
      request('basket/unassigned-basket', { ...options, method: 'post', schema: schema('unassign'), json: asJson(input) }),

    /** `POST api/basket/create`: a new, empty basket. */
    create: (input: CallInput<typeof createBasketRequestSchema> = {}, options: CallOptions = {}) =>
      request('basket/create', { ...options, method: 'post', schema: schema('create'), json: asJson(input) }),

    /** `POST api/basket/set-table`: send one of tableId, tableName, table (the first present, spec §5). */
    setTable: (input: CallInput<typeof setTableRequestSchema>, options: CallOptions = {}) => change('basket/set-table', input, options),

    /** `POST api/basket/add`: a product, or one more of a line when `basketProductId` is given. */
    add: (input: CallInput<typeof addToBasketRequestSchema>, options: CallOptions = {}) => change('basket/add', input, options),

    /** `GET api/basket/remove`: one less of a line. */
    remove: (input: CallInput<typeof basketLineRefSchema>, options: CallOptions = {}) =>
      request('basket/remove', { ...options, schema: schema('change'), searchParams: asQuery(input) }),

    /** `GET api/basket/delete-basket-product`: the whole line. */
    deleteProduct: (input: CallInput<typeof basketLineRefSchema>, options: CallOptions = {}) =>
      request('basket/delete-basket-product', { ...options, schema: schema('change'), searchParams: asQuery(input) }),

    /** `POST api/basket/add-product-package-items`: a package with the products chosen in its steps. */
    addPackageItems: (input: CallInput<typeof addPackageItemsRequestSchema>, options: CallOptions = {}) =>
      change('basket/add-product-package-items', input, options),

    /** `POST api/basket/add-attribute-items`. */
    addAttributeItems: (input: CallInput<typeof attributeItemsRequestSchema>, options: CallOptions = {}) =>
      change('basket/add-attribute-items', input, options),

    /** `POST api/basket/remove-attribute-items`. */
    removeAttributeItems: (input: CallInput<typeof attributeItemsRequestSchema>, options: CallOptions = {}) =>
      change('basket/remove-attribute-items', input, options),

    /** `POST api/basket/add-address`: the guest's contact and delivery details. */
    addAddress: (input: CallInput<typeof addAddressToBasketRequestSchema>, options: CallOptions = {}) =>
      change('basket/add-address', input, options),

    /** `GET api/basket`: the basket with its lines and totals (parameters not shown in the spec: basketId and restaurantId). */
    get: (input: CallInput<typeof basketRefSchema>, options: CallOptions = {}) =>
      request('basket', { ...options, schema: schema('basket'), searchParams: asQuery(input) }),

    /** `GET api/basket/total-price`: only meaningful with both postalCode and deliveryType (spec §5). */
    totalPrice: (input: CallInput<typeof totalPriceQuerySchema>, options: CallOptions = {}) =>
      request('basket/total-price', { ...options, schema: schema('total'), searchParams: asQuery(input) }),

    /** `POST api/basket/add-delivery-time`. */
    addDeliveryTime: (input: CallInput<typeof addDeliveryTimeRequestSchema>, options: CallOptions = {}) =>
      change('basket/add-delivery-time', input, options),

    /** `POST api/basket/add-voucher-to-basket`, with its fields in the query as the spec sends them. */
    addVoucher: (input: CallInput<typeof addVoucherRequestSchema>, options: CallOptions = {}) =>
      request('basket/add-voucher-to-basket', {
        ...options,
        method: 'post',
        schema: schema('change'),
        searchParams: asQuery(input),
      }),

    /** `GET api/basket/remove-voucher-from-basket`. */
    removeVoucher: (input: CallInput<typeof basketRefSchema>, options: CallOptions = {}) =>
      request('basket/remove-voucher-from-basket', { ...options, schema: schema('change'), searchParams: asQuery(input) }),

    /** `POST api/basket/add-tip`. */
    addTip: (input: CallInput<typeof addTipRequestSchema>, options: CallOptions = {}) => change('basket/add-tip', input, options),

    /** `PUT api/basket/remove-tip-from-basket`. */
    removeTip: (input: CallInput<typeof basketRefSchema>, options: CallOptions = {}) =>
      request('basket/remove-tip-from-basket', { ...options, method: 'put', schema: schema('change'), json: asJson(input) }),

    /** `POST api/basket/update-extraInfo`: a line's comment and per-person details, sent as JSON text (spec §7). */
    updateExtraInfo: ({ extraInfo, ...input }: CallInput<typeof updateLineExtraInfoRequestSchema>, options: CallOptions = {}) =>
      change('basket/update-extraInfo', { ...input, extraInfo: JSON.stringify(extraInfo) }, options),

    /** `POST api/basket/update-basket-extraInfo`: the basket's extra info (table capacity). */
    updateBasketExtraInfo: (input: CallInput<typeof updateBasketExtraInfoRequestSchema>, options: CallOptions = {}) =>
      change('basket/update-basket-extraInfo', input, options),

    /** `POST api/basket/change-delivery-method`: the basket, and a notice when lines were dropped. */
    changeDeliveryMethod: (input: CallInput<typeof changeDeliveryMethodRequestSchema>, options: CallOptions = {}) =>
      request('basket/change-delivery-method', { ...options, method: 'post', schema: schema('deliveryChange'), json: asJson(input) }),
  };
}

export type BasketCalls = ReturnType<typeof createBasketCalls>;
