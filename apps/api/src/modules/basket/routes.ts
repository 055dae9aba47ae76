import {
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
  basketSchema,
  basketUnassignResponseSchema,
  changeDeliveryMethodRequestSchema,
  createBasketRequestSchema,
  deliveryChangeSchema,
  envelopeSchema,
  errorBodySchema,
  setTableRequestSchema,
  shippingPriceQuerySchema,
  shippingPriceSchema,
  toMajorUnits,
  totalPriceQuerySchema,
  unassignBasketRequestSchema,
  updateBasketExtraInfoRequestSchema,
  updateLineExtraInfoRequestSchema,
  validationErrorBodySchema,
} from '@platter/contract';
import { translateMessage } from '@platter/i18n';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { claimsOf, requireToken } from '../../auth/plugin.ts';
import { ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import type { BasketService } from './service.ts';
import type { BasketSnapshot } from './snapshot.ts';

const failures = { 401: errorBodySchema, 403: errorBodySchema, 422: validationErrorBodySchema };
const basketAnswer = { 200: envelopeSchema(basketSchema), ...failures };

function shippingAnswer({ totals }: BasketSnapshot) {
  return {
    shippingPrice: toMajorUnits(totals.shippingMinor),
    totalPrice: toMajorUnits(totals.subtotalMinor),
    totalWithDiscount: toMajorUnits(totals.totalMinor),
  };
}

/** The basket calls (spec document 2, §7 "Basket"). Every answer is the whole basket, reloaded. */
export const basketRoutes: FastifyPluginAsyncZod<{ baskets: BasketService }> = async (app, { baskets }) => {
  app.addHook('preValidation', requireToken());

  app.post('/basket/create', { schema: { body: createBasketRequestSchema, response: basketAnswer } }, async (request) =>
    ok(
      await baskets.create(request.body.restaurantId, claimsOf(request), request.body.delivery_time),
      translateMessage('basket_created', requestLanguage(request)),
    ),
  );

  app.get('/basket', { schema: { querystring: basketRefSchema, response: basketAnswer } }, async (request) => {
    return ok(await baskets.get(request.query.restaurantId, request.query.basketId, claimsOf(request)));
  });

  app.post('/basket/add', { schema: { body: addToBasketRequestSchema, response: basketAnswer } }, async (request) =>
    ok(await baskets.add(request.body, claimsOf(request))),
  );

  app.get('/basket/remove', { schema: { querystring: basketLineRefSchema, response: basketAnswer } }, async (request) =>
    ok(await baskets.removeOne(request.query.restaurantId, request.query.basketId, request.query.basketProductId, claimsOf(request))),
  );

  app.get('/basket/delete-basket-product', { schema: { querystring: basketLineRefSchema, response: basketAnswer } }, async (request) =>
    ok(await baskets.deleteLine(request.query.restaurantId, request.query.basketId, request.query.basketProductId, claimsOf(request))),
  );

  app.post('/basket/update-extraInfo', { schema: { body: updateLineExtraInfoRequestSchema, response: basketAnswer } }, async (request) => {
    const line = request.body;
    return ok(await baskets.updateLineExtraInfo(line.basketProductId, line.extraInfo, claimsOf(request), 500));
  });

  app.post(
    '/basket/change-delivery-method',
    { schema: { body: changeDeliveryMethodRequestSchema, response: { 200: envelopeSchema(deliveryChangeSchema), ...failures } } },
    async (request) => {
      const change = await baskets.changeDeliveryMethod(
        request.body.restaurantId,
        request.body.basketId,
        request.body.deliveryType,
        claimsOf(request),
      );
      return ok(change, change.notice ? translateMessage(change.notice.code, requestLanguage(request)) : '');
    },
  );

  app.post('/basket/add-delivery-time', { schema: { body: addDeliveryTimeRequestSchema, response: basketAnswer } }, async (request) => {
    const { restaurantId, basketId, deliveryType, delivery_time, duration } = request.body;
    return ok(await baskets.addDeliveryTime(restaurantId, basketId, deliveryType, delivery_time, duration, claimsOf(request)));
  });

  // The spec's client sends the voucher as query parameters of a POST.
  app.post('/basket/add-voucher-to-basket', { schema: { querystring: addVoucherRequestSchema, response: basketAnswer } }, async (request) =>
    ok(await baskets.addVoucher(request.query.restaurantId, request.query.basketId, request.query.voucherCode, claimsOf(request))),
  );

  app.get('/basket/remove-voucher-from-basket', { schema: { querystring: basketRefSchema, response: basketAnswer } }, async (request) =>
    ok(await baskets.removeVoucher(request.query.restaurantId, request.query.basketId, claimsOf(request))),
  );

  app.post('/basket/add-tip', { schema: { body: addTipRequestSchema, response: basketAnswer } }, async (request) =>
    ok(await baskets.setTip(request.body.restaurantId, request.body.basketId, request.body.tip_price, claimsOf(request))),
  );

  app.put('/basket/remove-tip-from-basket', { schema: { body: basketRefSchema, response: basketAnswer } }, async (request) =>
    ok(await baskets.setTip(request.body.restaurantId, request.body.basketId, 0, claimsOf(request))),
  );

  app.post(
    '/basket/add-product-package-items',
    { schema: { body: addPackageItemsRequestSchema, response: basketAnswer } },
    async (request) => ok(await baskets.addPackage(request.body, claimsOf(request))),
  );

  app.post('/basket/add-attribute-items', { schema: { body: attributeItemsRequestSchema, response: basketAnswer } }, async (request) =>
    ok(await baskets.changeLineAttributes(request.body, 'add', claimsOf(request))),
  );

  app.post('/basket/remove-attribute-items', { schema: { body: attributeItemsRequestSchema, response: basketAnswer } }, async (request) =>
    ok(await baskets.changeLineAttributes(request.body, 'remove', claimsOf(request))),
  );

  app.post('/basket/set-table', { schema: { body: setTableRequestSchema, response: basketAnswer } }, async (request) =>
    ok(await baskets.setTable(request.body, claimsOf(request))),
  );

  app.post(
    '/basket/update-basket-extraInfo',
    { schema: { body: updateBasketExtraInfoRequestSchema, response: basketAnswer } },
    async (request) =>
      ok(await baskets.setBasketExtraInfo(request.body.restaurantId, request.body.basketId, request.body.extraInfo, claimsOf(request))),
  );

  app.post('/basket/add-address', { schema: { body: addAddressToBasketRequestSchema, response: basketAnswer } }, async (request) =>
    ok(await baskets.setUserInfo(request.body.restaurantId, request.body.basketId, request.body.userInfo, claimsOf(request))),
  );

  app.post('/basket/assign-basket', { schema: { body: assignBasketRequestSchema, response: basketAnswer } }, async (request) =>
    ok(await baskets.assign(request.body.restaurantId, request.body.basketId, claimsOf(request), request.body.guestToken)),
  );

  app.post(
    '/basket/unassigned-basket',
    { schema: { body: unassignBasketRequestSchema, response: { 200: envelopeSchema(basketUnassignResponseSchema), ...failures } } },
    async (request) => {
      await baskets.unassign(request.body.basketId, claimsOf(request));
      return ok(null);
    },
  );

  app.get(
    '/basket/total-price',
    { schema: { querystring: totalPriceQuerySchema, response: { 200: envelopeSchema(shippingPriceSchema), ...failures } } },
    async (request) => {
      const { restaurantId, basketId, deliveryType, postalCode } = request.query;
      return ok(shippingAnswer(await baskets.priceFor(restaurantId, basketId, deliveryType, postalCode, claimsOf(request))));
    },
  );

  app.get(
    '/restaurant/shipping-price',
    { schema: { querystring: shippingPriceQuerySchema, response: { 200: envelopeSchema(shippingPriceSchema), ...failures } } },
    async (request) => {
      const { restaurantId, basketId, deliveryType, postalCode } = request.query;
      return ok(shippingAnswer(await baskets.priceFor(restaurantId, basketId, deliveryType, postalCode, claimsOf(request))));
    },
  );
};
