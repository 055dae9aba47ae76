import { Button, Stack, Title } from '@mantine/core';
import { useApi, useDescribeError, useRestaurantInfo } from '@platter/ordering';
import { OrderHistoryList } from '@platter/ui-kit';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useRouteMeta } from '../../lib/route-meta.ts';
import { orderHistoryQuery } from './account-queries.ts';

/** `/dashboard/orders` ("Your Orders"): the order history, newest first, older pages on demand. */
export function OrdersScreen() {
  useRouteMeta('orders');
  const api = useApi();
  const info = useRestaurantInfo();
  const navigate = useNavigate();
  const describeError = useDescribeError();
  const { t } = useTranslation('account');
  const history = useInfiniteQuery(orderHistoryQuery(api));

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('orders.title')}
      </Title>
      <OrderHistoryList
        orders={history.data?.pages.flat() ?? []}
        hrefOf={(orderId) => `/dashboard/orders/${orderId}`}
        onOpen={(orderId) => void navigate(`/dashboard/orders/${orderId}`)}
        timeZone={info.timeZone}
        loading={history.isPending}
        error={history.isError ? describeError(history.error) : null}
        onRetry={() => void history.refetch()}
        hasMore={history.hasNextPage}
        onLoadMore={() => void history.fetchNextPage()}
        loadingMore={history.isFetchingNextPage}
        emptyAction={
          <Button component={Link} to="/menu" mt="sm" size="md">
            {t('orders.browseMenu')}
          </Button>
        }
      />
    </Stack>
  );
}
