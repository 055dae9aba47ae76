import { ApiError } from '@platter/api-client';
import { describe, expect, it } from 'vitest';
import { createBasketStore, createDeliveryStore } from '../index.ts';
import { basket, createMemoryStorage, fakeBasketServer, line } from './fixtures.ts';

function setUp({ withBasket = true } = {}) {
  const server = fakeBasketServer();
  const storage = createMemoryStorage(withBasket ? { basket: JSON.stringify([{ restaurantId: 1, basketId: 'b9' }]) } : {});
  server.seed(
    basket({
      id: 'b9',
      deliveryType: 1,
      deliveryTime: '2026-11-22 18:00',
      postalCode: '10115',
      products: [line({ basketProductId: 1, productId: 7, name: 'Pizza' }), line({ basketProductId: 2, productId: 66, name: 'Ice cream' })],
    }),
  );
  const basketStore = createBasketStore({ api: server, storage, restaurantId: 1 });
  const store = createDeliveryStore({ api: server, basketStore });
  return { server, basketStore, store, state: () => store.getState() };
}

describe('createDeliveryStore', () => {
  it('follows the basket: type, time and postal code', async () => {
    const { basketStore, state } = setUp();
    expect(state()).toMatchObject({ deliveryType: null, deliveryTime: null });
    await basketStore.getState().load();
    expect(state()).toMatchObject({ deliveryType: 'delivery', deliveryTime: '2026-11-22 18:00', postalCode: '10115' });
  });

  it('only remembers the type while there is no basket', async () => {
    const { server, state } = setUp({ withBasket: false });
    await expect(state().changeType('pickup')).resolves.toEqual({ notice: null, warning: null });
    expect(state().deliveryType).toBe('pickup');
    expect(server.calls).toEqual([]);
  });

  it('changes the type, reloads the basket and warns when the cart shrank', async () => {
    const { server, basketStore, state } = setUp();
    await basketStore.getState().load();
    const change = await state().changeType('pickup');
    expect(server.callNames()).toEqual(['get', 'changeDeliveryMethod', 'get']);
    expect(server.calls[1]?.input).toEqual({ basketId: 'b9', deliveryType: 'pickup' });
    expect(change).toEqual({
      notice: { type: 'warning', code: 'the_product_is_not_available', removed: ['Ice cream'] },
      warning: 'items_removed_from_cart',
    });
    expect(state()).toMatchObject({ deliveryType: 'pickup', isChangingType: false });
    expect(basketStore.getState().basket?.products).toHaveLength(1);
  });

  it('does not warn when nothing was removed', async () => {
    const { basketStore, state } = setUp();
    await basketStore.getState().load();
    await expect(state().changeType('here')).resolves.toEqual({ notice: null, warning: null });
  });

  it('keeps the type when the change fails', async () => {
    const { server, basketStore, state } = setUp();
    await basketStore.getState().load();
    server.failNext('changeDeliveryMethod', new ApiError(500, 'x', 'There was an error in updating the delivery type'));
    await expect(state().changeType('pickup')).rejects.toMatchObject({ message: 'There was an error in updating the delivery type' });
    expect(state()).toMatchObject({ deliveryType: 'delivery', isChangingType: false });
  });

  it('needs a delivery type before a time', async () => {
    const { state } = setUp({ withBasket: false });
    await expect(state().changeTime('2026-11-22 19:00')).rejects.toMatchObject({
      code: 'choose_delivery_type',
      message: 'Please choose a delivery type',
    });
  });

  it('sets the time with the type, showing the loading flag meanwhile', async () => {
    const { server, basketStore, state } = setUp();
    await basketStore.getState().load();
    const release = server.hold('addDeliveryTime');
    const changing = state().changeTime('2026-11-22 19:30', '00:30');
    expect(state().isChangingTime).toBe(true);
    release();
    await changing;
    expect(server.calls.find((call) => call.name === 'addDeliveryTime')?.input).toEqual({
      basketId: 'b9',
      delivery_time: '2026-11-22 19:30',
      deliveryType: 'delivery',
      duration: '00:30',
    });
    expect(state()).toMatchObject({ deliveryTime: '2026-11-22 19:30', duration: '00:30', isChangingTime: false });
  });

  it("never lets the menu's defaults undo a guest's choice made while they were being written", async () => {
    const { server, basketStore, state } = setUp();
    server.seed(basket({ id: 'b9', deliveryType: null, deliveryTime: null, products: [line({ basketProductId: 1, productId: 7 })] }));
    await basketStore.getState().load();
    // The checkout writes its default (delivery) while the guest taps pickup; the default's call is slow.
    const release = server.hold('changeDeliveryMethod');
    const defaults = state().applyDefault('delivery', '2026-11-22 18:00');
    const chosen = state().choose('pickup', '2026-11-22 18:15');
    release();
    await Promise.all([defaults, chosen]);
    expect(state()).toMatchObject({ deliveryType: 'pickup', deliveryTime: '2026-11-22 18:15' });
    expect(basketStore.getState().basket).toMatchObject({ deliveryType: 2, deliveryTime: '2026-11-22 18:15' });
    const sent = server.calls.filter((call) => call.name === 'addDeliveryTime').map((call) => call.input);
    expect(sent).toEqual([
      { basketId: 'b9', delivery_time: '2026-11-22 18:00', deliveryType: 'delivery' },
      { basketId: 'b9', delivery_time: '2026-11-22 18:15', deliveryType: 'pickup' },
    ]);
  });

  it('fills in only what is still unset when the defaults come after the guest chose', async () => {
    const { server, basketStore, state } = setUp();
    server.seed(basket({ id: 'b9', deliveryType: null, deliveryTime: null, products: [line({ basketProductId: 1, productId: 7 })] }));
    await basketStore.getState().load();
    await state().choose('pickup', '2026-11-22 18:15');
    await expect(state().applyDefault('delivery', '2026-11-22 18:00')).resolves.toEqual([]);
    await expect(state().applyDefault('pickup', '2026-11-22 18:00')).resolves.toEqual([]);
    expect(state()).toMatchObject({ deliveryType: 'pickup', deliveryTime: '2026-11-22 18:15' });
    expect(server.callNames().filter((name) => name !== 'get')).toEqual(['changeDeliveryMethod', 'addDeliveryTime']);
  });

  it('runs a change after a failed one', async () => {
    const { server, basketStore, state } = setUp();
    await basketStore.getState().load();
    server.failNext('changeDeliveryMethod', new ApiError(500, 'x', 'There was an error in updating the delivery type'));
    const failed = state().changeType('pickup');
    const next = state().changeType('here');
    await expect(failed).rejects.toMatchObject({ message: 'There was an error in updating the delivery type' });
    await next;
    expect(state().deliveryType).toBe('here');
  });

  it('clears the time after the order, with the basket', async () => {
    const { basketStore, state } = setUp();
    await basketStore.getState().load();
    basketStore.getState().clearAfterOrder();
    expect(state().deliveryTime).toBeNull();
  });

  it('keeps numeric postal codes only', () => {
    const { state } = setUp();
    state().setPostalCode(' 80331 ');
    expect(state().postalCode).toBe('80331');
    expect(() => state().setPostalCode('80A31')).toThrow(expect.objectContaining({ code: 'must_be_numeric', field: 'postalCode' }));
  });

  it('fetches the shipping price only with both postal code and delivery type', async () => {
    const { server, basketStore, state } = setUp();
    await expect(state().fetchShippingPrice()).resolves.toBeNull();
    await basketStore.getState().load();
    await expect(state().fetchShippingPrice()).resolves.toMatchObject({ shippingPrice: 2.5 });
    expect(server.calls.at(-1)).toEqual({ name: 'totalPrice', input: { basketId: 'b9', deliveryType: 'delivery', postalCode: '10115' } });
  });
});
