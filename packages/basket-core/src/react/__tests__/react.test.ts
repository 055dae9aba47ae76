// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { basket, createMemoryStorage, fakeBasketServer, line } from '../../__tests__/fixtures.ts';
import { createBasketStore, createDeliveryStore, type DeliveryStoreApi, selectItemCount } from '../../index.ts';
import { BasketStoreProvider, DeliveryStoreProvider, useBasket, useBasketStore, useDelivery, useSession } from '../index.ts';

afterEach(cleanup);

/** A delivery provider built on the basket store of the provider above it. */
function DeliveryFromBasket({ api, children }: { api: DeliveryStoreApi; children?: ReactNode }) {
  return createElement(DeliveryStoreProvider, { deps: { api, basketStore: useBasketStore() } }, children);
}

function setUp() {
  const server = fakeBasketServer();
  server.seed(basket({ id: 'b9', deliveryType: 2, products: [line({ quantity: 3 })] }));
  const storage = createMemoryStorage({ basket: JSON.stringify([{ restaurantId: 1, basketId: 'b9' }]) });
  return { server, storage, basketStore: createBasketStore({ api: server, storage, restaurantId: 1 }) };
}

describe('basket-core/react', () => {
  it('throws a clear error when the provider is missing', () => {
    expect(() => renderHook(() => useBasket(selectItemCount))).toThrow('useBasket is used outside <BasketStoreProvider>');
    expect(() => renderHook(() => useSession((state) => state.role))).toThrow('useSession is used outside <SessionStoreProvider>');
  });

  it('reads a store the app made, and re-renders when it changes', async () => {
    const { basketStore } = setUp();
    const wrapper = ({ children }: { children?: ReactNode }) => createElement(BasketStoreProvider, { store: basketStore }, children);
    const { result } = renderHook(() => ({ count: useBasket(selectItemCount), load: useBasket((state) => state.load) }), { wrapper });
    expect(result.current.count).toBe(0);
    await act(() => result.current.load());
    expect(result.current.count).toBe(3);
  });

  it('makes its store from deps once, and other providers can build on it', async () => {
    const { server, storage } = setUp();
    const wrapper = ({ children }: { children?: ReactNode }) =>
      createElement(
        BasketStoreProvider,
        { deps: { api: server, storage, restaurantId: 1 } },
        createElement(DeliveryFromBasket, { api: server }, children),
      );
    const { result, rerender } = renderHook(() => ({ store: useBasketStore(), type: useDelivery((state) => state.deliveryType) }), {
      wrapper,
    });
    const first = result.current.store;
    rerender();
    expect(result.current.store).toBe(first);
    await act(() => first.getState().load());
    expect(result.current.type).toBe('pickup');
  });

  it('works with stores made outside React too', () => {
    const { server, basketStore } = setUp();
    const deliveryStore = createDeliveryStore({ api: server, basketStore });
    const wrapper = ({ children }: { children?: ReactNode }) =>
      createElement(BasketStoreProvider, { store: basketStore }, createElement(DeliveryStoreProvider, { store: deliveryStore }, children));
    const { result } = renderHook(() => useDelivery((state) => state.isChangingType), { wrapper });
    expect(result.current).toBe(false);
  });
});
