import { Button } from '@mantine/core';
import { orderingRoutes } from '@platter/ordering';
import { NotFoundScreen } from '@platter/ui-kit';
import { useTranslation } from 'react-i18next';
import { Link, type RouteObject } from 'react-router';
import { BookingScreen } from '../features/booking/BookingScreen.tsx';
import { TicketingShell } from './TicketingShell.tsx';

function BackToBooking() {
  const { t } = useTranslation('common');
  return (
    <Button component={Link} to="/" variant="light">
      {t('notFound.back')}
    </Button>
  );
}

/** The booking screen (date, slot, menu), then the ordering layer's cart, checkout, payment and status. */
export const ticketingRoutes: RouteObject[] = [
  {
    element: <TicketingShell />,
    children: [
      { index: true, element: <BookingScreen /> },
      ...orderingRoutes(),
      { path: '*', element: <NotFoundScreen action={<BackToBooking />} /> },
    ],
  },
];
