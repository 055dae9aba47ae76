import type { BasketCalls } from '@platter/api-client';
import type { Basket, DeliveryTypeName, deliveryChangeSchema } from '@platter/contract';
import type { z } from 'zod';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { BasketError, LOCAL_MESSAGES } from '../basket-error.ts';
import { parsePostalCode } from '../checkout-fields.ts';
import { deliveryTypeNameOf } from '../delivery-types.ts';
import { type BasketStore, selectItemCount } from './basket-store.ts';

/** The calls the delivery store makes: a real `ApiClient`, or a fake in tests. */
export interface DeliveryStoreApi {
  basket: Pick<BasketCalls, 'changeDeliveryMethod' | 'addDeliveryTime' | 'totalPrice'>;
}

export interface DeliveryStoreDeps {
  api: DeliveryStoreApi;
  basketStore: BasketStore;
}

export type DeliveryNotice = z.output<typeof deliveryChangeSchema>['notice'];

/** What a delivery change brought: the server's notice, and the warning when the cart shrank. */
export interface DeliveryChange {
  notice: DeliveryNotice;
  /** `items_removed_from_cart` ("Some items are removed from the cart", spec §4) when the cart holds fewer items than before. */
  warning: 'items_removed_from_cart' | null;
}

export interface ShippingPrice {
  shippingPrice: number;
  totalPrice: number;
  totalWithDiscount: number;
}

export interface DeliveryState {
  deliveryType: DeliveryTypeName | null;
  /** As the basket holds it, or as chosen: date plus time (`YYYY-MM-DD HH:mm`) or an ISO instant. */
  deliveryTime: string | null;
  duration: string | null;
  postalCode: string | null;
  /** The delivery type is being changed. */
  isChangingType: boolean;
  /** The delivery time is being changed (spec §4's loading flag of the delivery-time change). */
  isChangingTime: boolean;
  shipping: ShippingPrice | null;

  /** Changes the type; without a basket yet it is only remembered. Reloads the basket (spec §4). */
  changeType(type: DeliveryTypeName): Promise<DeliveryChange>;
  /** Sets the time of the chosen type and reloads the basket. */
  changeTime(deliveryTime: string, duration?: string): Promise<DeliveryChange>;
  /** The guest's choice of type and time, as one step no other change can come between. */
  choose(type: DeliveryTypeName, deliveryTime: string): Promise<DeliveryChange[]>;
  /**
   * The menu's defaults for a basket without type or time: when its turn comes, it fills only what
   * is still unset, so a guest's choice made meanwhile is never overwritten by them.
   */
  applyDefault(type: DeliveryTypeName, deliveryTime: string): Promise<DeliveryChange[]>;
  /** No time (the pay-at-counter path, spec §4). */
  clearTime(): void;
  /** Keeps a numeric postal code (spec §5); throws a BasketError otherwise. */
  setPostalCode(postalCode: string): void;
  /** The shipping price and totals, fetched only with both postal code and delivery type (spec §5); else null. */
  fetchShippingPrice(): Promise<ShippingPrice | null>;
}

export type DeliveryStore = StoreApi<DeliveryState>;

function fromBasket(
  basket: Basket | null,
): Pick<DeliveryState, 'deliveryTime' | 'duration'> & Partial<Pick<DeliveryState, 'deliveryType' | 'postalCode'>> {
  if (!basket) return { deliveryTime: null, duration: null };
  return {
    deliveryTime: basket.deliveryTime,
    duration: basket.duration,
    ...(basket.deliveryType !== null ? { deliveryType: deliveryTypeNameOf(basket.deliveryType) } : {}),
    ...(basket.postalCode ? { postalCode: basket.postalCode } : {}),
  };
}

/**
 * Delivery type, time and postal code. Follows the basket: what the basket holds wins, and a
 * cleared basket (after an order) clears the time (spec §4). Changes run one after another: the
 * server's add-delivery-time writes the type too, so a time sent for one type while the guest
 * switches to another would switch the basket back.
 */
export function createDeliveryStore({ api, basketStore }: DeliveryStoreDeps): DeliveryStore {
  const store = createStore<DeliveryState>()((set, get) => {
    /** Runs a change of the basket and tells whether the cart shrank. */
    async function changeBasket(run: (basketId: string) => Promise<DeliveryNotice | undefined>): Promise<DeliveryChange> {
      const before = selectItemCount(basketStore.getState());
      let notice: DeliveryNotice = null;
      await basketStore.getState().applyChange(async (basketId) => {
        notice = (await run(basketId)) ?? null;
      });
      const after = selectItemCount(basketStore.getState());
      return { notice, warning: after < before ? 'items_removed_from_cart' : null };
    }

    let queue: Promise<void> = Promise.resolve();
    let unsettled = 0;
    const settled = () => {
      unsettled -= 1;
    };
    /** Runs a change after every change asked for before it (at once when there is none), whether those succeeded or not. */
    function inTurn<T>(run: () => Promise<T>): Promise<T> {
      const turn = unsettled === 0 ? run() : queue.then(run, run);
      unsettled += 1;
      queue = turn.then(settled, settled);
      return turn;
    }

    async function changeType(deliveryType: DeliveryTypeName): Promise<DeliveryChange> {
      if (!basketStore.getState().basketId) {
        set({ deliveryType });
        return { notice: null, warning: null };
      }
      set({ isChangingType: true });
      try {
        const change = await changeBasket(async (basketId) => {
          const result = await api.basket.changeDeliveryMethod(
            { basketId, deliveryType },
            { errorMessage: LOCAL_MESSAGES.delivery_type_change_failed },
          );
          return result.notice;
        });
        set({ deliveryType });
        return change;
      } finally {
        set({ isChangingType: false });
      }
    }

    async function changeTime(deliveryTime: string, duration?: string): Promise<DeliveryChange> {
      const { deliveryType } = get();
      if (!deliveryType) throw new BasketError('choose_delivery_type');
      set({ isChangingTime: true });
      try {
        const change = await changeBasket(async (basketId) => {
          await api.basket.addDeliveryTime({ basketId, delivery_time: deliveryTime, deliveryType, ...(duration ? { duration } : {}) });
          return null;
        });
        set({ deliveryTime, duration: duration ?? null });
        return change;
      } finally {
        set({ isChangingTime: false });
      }
    }

    return {
      deliveryType: null,
      postalCode: null,
      isChangingType: false,
      isChangingTime: false,
      shipping: null,
      ...fromBasket(basketStore.getState().basket),

      changeType: (deliveryType) => inTurn(() => changeType(deliveryType)),
      changeTime: (deliveryTime, duration) => inTurn(() => changeTime(deliveryTime, duration)),
      choose: (type, deliveryTime) => inTurn(async () => [await changeType(type), await changeTime(deliveryTime)]),
      applyDefault: (type, deliveryTime) =>
        inTurn(async () => {
          const chosenType = get().deliveryType;
          if (chosenType !== null && chosenType !== type) return [];
          const changes: DeliveryChange[] = [];
          if ((basketStore.getState().basket?.deliveryType ?? null) === null) changes.push(await changeType(type));
          if (get().deliveryTime === null) changes.push(await changeTime(deliveryTime));
          return changes;
        }),

      clearTime() {
        set({ deliveryTime: null, duration: null });
      },

      setPostalCode(text) {
        const postalCode = parsePostalCode(text);
        if (!postalCode.ok) throw new BasketError(postalCode.reason.code, 'postalCode');
        set({ postalCode: postalCode.value, shipping: null });
      },

      async fetchShippingPrice() {
        const { deliveryType, postalCode } = get();
        const basketId = basketStore.getState().basketId;
        if (!deliveryType || !postalCode || !basketId) return null;
        const shipping = await api.basket.totalPrice({ basketId, deliveryType, postalCode });
        set({ shipping });
        return shipping;
      },
    };
  });

  basketStore.subscribe((state, previous) => {
    if (state.basket !== previous.basket) store.setState(fromBasket(state.basket));
  });
  return store;
}
