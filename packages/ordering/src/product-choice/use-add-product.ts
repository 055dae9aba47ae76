import { type AddFlow, chooseAddFlow, selectStockLines, stockLeft } from '@platter/basket-core';
import { useBasketStore } from '@platter/basket-core/react';
import type { Product } from '@platter/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useDescribeError } from '../errors.ts';
import { notifyError } from '../notify.ts';
import { categoryAttributesQuery, productPackagesQuery } from '../queries.ts';
import { useApi } from '../services/context.tsx';
import { choiceStore } from './choice-store.ts';
import { useAfterAdd } from './use-after-add.ts';

export interface AddOptions {
  /** Shown in the pinned (special-offer) list: its extras open the extras panel. */
  pinned?: boolean;
}

/**
 * The add button of a product (spec §4 "Adding a product"): out of stock fails; a package opens
 * the wizard (or goes in directly without steps); pinned extras and attribute groups open the
 * panel; anything else goes in at once.
 */
export function useAddProduct(): (product: Product, options?: AddOptions) => Promise<void> {
  const api = useApi();
  const queryClient = useQueryClient();
  const basketStore = useBasketStore();
  const describeError = useDescribeError();
  const afterAdd = useAfterAdd();
  const { t } = useTranslation('ordering');

  return useCallback(
    async (product, { pinned = false } = {}) => {
      if (choiceStore.getState().busyProductId !== null) return;
      choiceStore.setState({ busyProductId: product.id, error: null });
      try {
        const cartLines = selectStockLines(basketStore.getState());
        // Before any fetch: a sold-out product needs no attribute groups, and a failed fetch must
        // not hide the reason.
        if (stockLeft(product, cartLines) === 0) {
          notifyError(t('local.out_of_stock'));
          return;
        }
        let flow = chooseAddFlow({ product, cartLines, pinned, attributeGroups: await groupsOf(product) });
        if (flow.ok && flow.value.kind === 'fetch-package-steps') {
          const packageSteps = await queryClient.fetchQuery(productPackagesQuery(api, product.id));
          flow = chooseAddFlow({ product, cartLines, pinned, packageSteps });
        }
        if (!flow.ok) {
          notifyError(t('local.out_of_stock'));
          return;
        }
        await follow(product, flow.value);
      } catch (error) {
        notifyError(describeError(error));
      } finally {
        choiceStore.setState({ busyProductId: null });
      }

      async function groupsOf(item: Product) {
        if (item.is_package || (pinned && item.extra.length > 0)) return [];
        const all = await queryClient.fetchQuery(categoryAttributesQuery(api, item.category_id));
        return all.find((entry) => entry.product_id === item.id)?.groups ?? [];
      }

      async function follow(item: Product, next: AddFlow) {
        switch (next.kind) {
          case 'package-wizard':
            choiceStore.setState({ choice: { kind: 'package', product: item, steps: next.steps, selection: {}, index: 0 } });
            return;
          case 'extras-panel':
          case 'attributes-panel':
            choiceStore.setState({ choice: { kind: 'attributes', product: item, groups: next.groups, selection: {}, quantity: 1 } });
            return;
          case 'direct':
            if (item.is_package) await basketStore.getState().addPackage({ productId: item.id, quantity: 1, productItems: [] });
            else await basketStore.getState().add({ productId: item.id, quantity: 1 });
            afterAdd();
            return;
          case 'event-details':
          case 'fetch-package-steps':
            // Event details belong to the event shop; steps were fetched above.
            return;
        }
      }
    },
    [api, queryClient, basketStore, describeError, afterAdd, t],
  );
}
