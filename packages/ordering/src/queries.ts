import type { ApiClient } from '@platter/api-client';
import { queryOptions } from '@tanstack/react-query';

/**
 * Read-only server data, cached per query (house style): menus depend on the delivery time, since
 * happy-hour prices do, so the time is part of their keys.
 */
/** Keyed by the display language: the restaurant's payment method names come in it. */
export const restaurantInfoQuery = (api: ApiClient, language: string) =>
  queryOptions({ queryKey: ['restaurant-info', language], queryFn: () => api.restaurant.byId(), staleTime: 5 * 60_000 });

export const categoriesQuery = (api: ApiClient, deliveryTime: string | null) =>
  queryOptions({ queryKey: ['categories', deliveryTime], queryFn: () => api.restaurant.allCategories({}) });

export const productsQuery = (api: ApiClient, categoryId: number, deliveryTime: string | null) =>
  queryOptions({
    queryKey: ['products', categoryId, deliveryTime],
    queryFn: () => api.restaurant.products({ categoryId, ...(deliveryTime ? { delivery_time: deliveryTime } : {}) }),
  });

export const pinnedProductsQuery = (api: ApiClient, deliveryTime: string | null) =>
  queryOptions({
    queryKey: ['pinned-products', deliveryTime],
    queryFn: () => api.restaurant.pinnedProducts(deliveryTime ? { delivery_time: deliveryTime } : {}),
  });

/** The happy-hour windows of a category's products, or of the pinned ones (`products-happyHour-time`). */
export const happyHourTimesQuery = (api: ApiClient, selection: number | 'pinned') =>
  queryOptions({
    queryKey: ['happy-hour-times', selection],
    queryFn: () => api.restaurant.happyHourTimes(selection === 'pinned' ? { pinned: 1 } : { categoryId: selection }),
    staleTime: 5 * 60_000,
  });

export const categoryAttributesQuery = (api: ApiClient, categoryId: number) =>
  queryOptions({
    queryKey: ['category-attributes', categoryId],
    queryFn: () => api.restaurant.categoryAttributes({ categoryId }),
    staleTime: 5 * 60_000,
  });

export const productPackagesQuery = (api: ApiClient, productId: number) =>
  queryOptions({ queryKey: ['product-packages', productId], queryFn: () => api.restaurant.productPackages({ productId }) });

export const productSearchQuery = (api: ApiClient, query: string) =>
  queryOptions({ queryKey: ['product-search', query], queryFn: () => api.restaurant.search({ query }), enabled: query.length > 0 });

export const mostSellingQuery = (api: ApiClient) =>
  queryOptions({ queryKey: ['most-selling'], queryFn: () => api.restaurant.mostSelling({ limit: 8 }) });

export const orderQuery = (api: ApiClient, orderId: number) =>
  queryOptions({ queryKey: ['order', orderId], queryFn: () => api.order.get({ orderId }) });

/** The four legal texts come in one call; every panel shares it. */
export const legalContentsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['legal-contents'],
    queryFn: ({ signal }) => api.restaurant.imprint({ signal }),
    staleTime: 10 * 60_000,
  });
