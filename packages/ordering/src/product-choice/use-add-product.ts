import { type AddFlow, chooseAddFlow, type EventDetails, needsAttributeGroups, selectStockLines, stockLeft } from '@platter/basket-core';
import { useBasketStore, useDeliveryStore } from '@platter/basket-core/react';
import { deliveryTypeCode, type LineExtraInfo, type Product } from '@platter/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrderingConfig } from '../config.tsx';
import { allowedDeliveryTypes } from '../delivery/delivery-ways.ts';
import { useDeliverySelection } from '../delivery/use-delivery-selection.ts';
import { useDescribeError } from '../errors.ts';
import { notifyError } from '../notify.ts';
import { categoryAttributesQuery, productPackagesQuery } from '../queries.ts';
import { useApi, useRestaurantInfo } from '../services/context.tsx';
import { choiceStore, EMPTY_PERSON } from './choice-store.ts';
import { useAfterAdd } from './use-after-add.ts';

export interface AddOptions {
  /** Shown in the pinned (special-offer) list: its extras open the extras panel. */
  pinned?: boolean;
}

type Add = (product: Product, options?: AddOptions) => Promise<void>;
/** Goes on from the persons dialog (event mode) with the persons entered. */
type AddForPersons = (product: Product, persons: EventDetails[], options?: AddOptions) => Promise<void>;

/**
 * The add button of a product (spec §4 "Adding a product"): a product the chosen (or default)
 * delivery type does not allow asks first whether to switch the type (issue 16); out of stock fails; in event mode the
 * per-person details come first; a package opens the wizard (or goes in directly without steps);
 * pinned extras and attribute groups open the panel; anything else goes in at once.
 */
export function useAddProduct(): Add {
  return useAddFlow().add;
}

/** The add flow's two entries: the add button, and the persons dialog's submit. */
export function useAddFlow(): { add: Add; addForPersons: AddForPersons } {
  const api = useApi();
  const queryClient = useQueryClient();
  const basketStore = useBasketStore();
  const describeError = useDescribeError();
  const afterAdd = useAfterAdd();
  const { eventMode, ticketing } = useOrderingConfig();
  const { t } = useTranslation('ordering');
  const info = useRestaurantInfo();
  const deliveryStore = useDeliveryStore();
  const defaultType = useDeliverySelection().type;

  const run = useCallback(
    async (product: Product, pinned: boolean, persons: EventDetails[] | null) => {
      const cartLines = selectStockLines(basketStore.getState());
      // Before any fetch: a sold-out product needs no attribute groups, and a failed fetch must
      // not hide the reason.
      if (stockLeft(product, cartLines) === 0) {
        notifyError(t('local.out_of_stock'));
        return;
      }
      const eventDetails = persons?.[0];
      const base = { product, cartLines, pinned, eventMode, ...(eventDetails ? { eventDetails } : {}) };
      let flow = chooseAddFlow({ ...base, attributeGroups: await groupsOf() });
      if (flow.ok && flow.value.kind === 'fetch-package-steps') {
        const packageSteps = await queryClient.fetchQuery(productPackagesQuery(api, product.id));
        flow = chooseAddFlow({ ...base, packageSteps });
      }
      if (!flow.ok) {
        notifyError(t('local.out_of_stock'));
        return;
      }
      await follow(flow.value);

      async function groupsOf() {
        if (!needsAttributeGroups(product, pinned)) return [];
        const all = await queryClient.fetchQuery(categoryAttributesQuery(api, product.category_id));
        return all.find((entry) => entry.product_id === product.id)?.groups ?? [];
      }

      async function follow(next: AddFlow) {
        const withInfo: { extraInfo?: LineExtraInfo } = persons ? { extraInfo: { itemDetails: persons } } : {};
        // With persons the line holds as many tickets as their counts add up to.
        const quantity = persons ? persons.reduce((sum, person) => sum + person.count, 0) : 1;
        switch (next.kind) {
          case 'event-details':
            choiceStore.setState({ choice: { kind: 'persons', product, persons: [EMPTY_PERSON], pinned }, personErrors: [], error: null });
            return;
          case 'package-wizard':
            choiceStore.setState({ choice: { kind: 'package', product, steps: next.steps, selection: {}, index: 0, ...withInfo } });
            return;
          case 'extras-panel':
          case 'attributes-panel':
            choiceStore.setState({ choice: { kind: 'attributes', product, groups: next.groups, selection: {}, quantity, ...withInfo } });
            return;
          case 'direct':
            if (product.is_package)
              await basketStore.getState().addPackage({ productId: product.id, quantity, productItems: [], ...withInfo });
            else await basketStore.getState().add({ productId: product.id, quantity, ...withInfo });
            afterAdd();
            return;
          case 'fetch-package-steps':
            // Fetched above before following.
            return;
        }
      }
    },
    [api, queryClient, basketStore, eventMode, t, afterAdd],
  );

  const add = useCallback<Add>(
    async (product, { pinned = false } = {}) => {
      if (choiceStore.getState().busyProductId !== null) return;
      // In ticketing mode the type comes with the ticket slot; elsewhere the guest decides.
      const current = deliveryStore.getState().deliveryType ?? defaultType;
      const allowed = allowedDeliveryTypes(product, info);
      if (!ticketing && current && allowed.length > 0 && !product.deliveryTypes.includes(deliveryTypeCode(current))) {
        choiceStore.setState({ choice: { kind: 'delivery-type', product, current, allowed, pinned }, error: null });
        return;
      }
      choiceStore.setState({ busyProductId: product.id, error: null });
      const before = choiceStore.getState().choice;
      try {
        await run(product, pinned, null);
      } catch (error) {
        notifyError(describeError(error));
      } finally {
        // A panel or dialog the add opened renders after the tap has painted (ProductChoiceHost):
        // the button stays busy, the tap's visible answer, until it shows and takes the flag off.
        const opened = choiceStore.getState().choice;
        if (opened === before || opened?.product.id !== product.id) choiceStore.setState({ busyProductId: null });
      }
    },
    [run, describeError, deliveryStore, defaultType, info, ticketing],
  );

  const addForPersons = useCallback<AddForPersons>(
    async (product, persons, { pinned = false } = {}) => {
      choiceStore.setState({ adding: true, error: null, personErrors: [] });
      try {
        // The persons dialog gives way to whatever follows (wizard, panel) or closes on a direct add.
        const before = choiceStore.getState().choice;
        await run(product, pinned, persons);
        if (choiceStore.getState().choice === before) choiceStore.setState({ choice: null });
        choiceStore.setState({ adding: false });
      } catch (error) {
        choiceStore.setState({ adding: false, error: describeError(error) });
      }
    },
    [run, describeError],
  );

  return { add, addForPersons };
}
