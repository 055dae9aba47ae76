import type { ApiClient } from '@platter/api-client';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';

/** Everything cached for the signed-in customer sits under this key, so that logout forgets it at once. */
export const ACCOUNT_QUERY_KEY = ['account'] as const;

/** The server's page size of `api/order/history`: a full page means there may be more. */
export const ORDER_HISTORY_PAGE_SIZE = 20;

export const addressesQuery = (api: ApiClient) =>
  queryOptions({ queryKey: [...ACCOUNT_QUERY_KEY, 'addresses'], queryFn: ({ signal }) => api.auth.addresses({ signal }) });

export const orderHistoryQuery = (api: ApiClient) =>
  infiniteQueryOptions({
    queryKey: [...ACCOUNT_QUERY_KEY, 'orders'],
    // Orders change on the restaurant's side (status) and with each new order: always asked again on a visit.
    staleTime: 0,
    queryFn: ({ pageParam, signal }) => api.order.history({ page: pageParam }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (lastPage, _pages, lastPageParam) => (lastPage.length >= ORDER_HISTORY_PAGE_SIZE ? lastPageParam + 1 : undefined),
  });

export const accountOrderQuery = (api: ApiClient, orderId: number) =>
  queryOptions({
    queryKey: [...ACCOUNT_QUERY_KEY, 'order', orderId],
    queryFn: ({ signal }) => api.order.get({ orderId }, { signal }),
    staleTime: 0,
  });
