import { notifications } from '@mantine/notifications';
import type { BreakPattern, CreateBreakPatternRequest } from '@platter/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useManagedRestaurant, useManagerApi } from '../../app/manager-context.tsx';

/** The fields of a pattern as the form edits them. */
export type BreakPatternFields = Omit<CreateBreakPatternRequest, 'restaurantId'>;

const patternsKey = (restaurantId: number) => ['break-patterns', restaurantId] as const;

/** `managers/break-patterns`: the restaurant's patterns, newest first. */
export function useBreakPatterns() {
  const api = useManagerApi();
  const restaurant = useManagedRestaurant();
  return useQuery({
    queryKey: patternsKey(restaurant.id),
    queryFn: ({ signal }) => api.managers.breakPatterns({ restaurantId: restaurant.id }, { signal }),
    // "Active now" changes with the clock.
    refetchInterval: 60_000,
  });
}

/** Every product of the restaurant's menu, by name, for the pattern's product picker. */
export function useMenuProducts() {
  const api = useManagerApi();
  const restaurant = useManagedRestaurant();
  return useQuery({
    queryKey: ['menu-products', restaurant.id],
    queryFn: async ({ signal }) => {
      const categories = await api.restaurant.allCategories({ restaurantId: restaurant.id }, { signal });
      const lists = await Promise.all(
        categories.map((category) => api.restaurant.products({ restaurantId: restaurant.id, categoryId: category.id }, { signal })),
      );
      const byId = new Map(lists.flat().map((product) => [product.id, product.name]));
      return [...byId].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
    },
    staleTime: 5 * 60_000,
  });
}

type PatternChange =
  | { kind: 'create'; fields: BreakPatternFields }
  | { kind: 'update'; pattern: BreakPattern; fields: BreakPatternFields }
  | { kind: 'stop'; pattern: BreakPattern }
  | { kind: 'delete'; pattern: BreakPattern };

const DONE_TEXT = { create: 'breaks.created', update: 'breaks.updated', stop: 'breaks.stoppedNow', delete: 'breaks.deleted' } as const;

/** Creates, updates, stops or deletes a pattern; the list is refreshed and the outcome told. */
export function useChangeBreakPattern() {
  const api = useManagerApi();
  const restaurant = useManagedRestaurant();
  const queries = useQueryClient();
  const { t } = useTranslation('manager');
  return useMutation({
    mutationFn: async (change: PatternChange): Promise<unknown> => {
      const restaurantId = restaurant.id;
      switch (change.kind) {
        case 'create':
          return api.managers.createBreakPattern({ restaurantId, ...change.fields });
        case 'update':
          return api.managers.updateBreakPattern({ restaurantId, breakPatternId: change.pattern.id, ...change.fields });
        case 'stop':
          return api.managers.stopBreakPattern({ restaurantId, breakPatternId: change.pattern.id });
        case 'delete':
          return api.managers.deleteBreakPattern({ restaurantId, breakPatternId: change.pattern.id });
      }
    },
    onSuccess: (_, change) => notifications.show({ color: 'green', message: t(DONE_TEXT[change.kind]) }),
    onSettled: () => queries.invalidateQueries({ queryKey: patternsKey(restaurant.id) }),
  });
}
