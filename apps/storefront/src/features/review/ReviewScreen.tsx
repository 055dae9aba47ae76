import { Alert, Button, Container, Paper, Stack, Title } from '@mantine/core';
import { useSession } from '@platter/basket-core/react';
import { useApi, useDescribeError } from '@platter/ordering';
import { ReviewForm } from '@platter/ui-kit';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useRouteMeta } from '../../lib/route-meta.ts';

/** The review route (spec §2: with shop providing and reviews on): stars and words about an order. */
export function ReviewScreen() {
  const api = useApi();
  const { t } = useTranslation(['storefront', 'checkout']);
  useRouteMeta('review');
  const describeError = useDescribeError();
  const user = useSession((state) => state.user);
  const [params] = useSearchParams();
  const orderParam = params.get('orderId');
  const orderId = orderParam && /^\d{1,9}$/.test(orderParam) ? Number(orderParam) : null;

  return (
    <Container size="sm" px={0}>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          <Title order={1} size="h2">
            {t('checkout:review.cta')}
          </Title>
          {orderParam !== null && orderId === null ? (
            <Alert color="red" variant="light" role="alert">
              {t('payment.missingOrder')}
            </Alert>
          ) : (
            <ReviewForm
              subject={orderId ? t('storefront:review.subject', { id: orderId }) : null}
              initialName={user?.name ?? ''}
              onSubmit={async (values) => {
                try {
                  await api.content.createTestimonial({ ...values, ...(orderId ? { orderId } : {}) });
                } catch (error) {
                  throw new Error(describeError(error));
                }
              }}
            />
          )}
          <Button component={Link} to="/menu" variant="subtle" w="fit-content">
            {t('payment.backToMenu')}
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
