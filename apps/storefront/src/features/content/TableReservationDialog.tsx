import { restaurantSchedule } from '@platter/basket-core';
import { useSession } from '@platter/basket-core/react';
import { useApi, useDescribeError, useOverlay, useRecaptcha, useRestaurantInfo } from '@platter/ordering';
import { ContentDialog, TableReservationForm } from '@platter/ui-kit';
import { IconArmchair } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { addDays, RESERVATION_DAYS_AHEAD, reservationTimes, restaurantNow } from './opening-hours.ts';

/** "Reserve a table": guests, day, quarter hour and contact; full screen on phones. */
export function TableReservationDialog() {
  const { t } = useTranslation('content');
  const { opened, close } = useOverlay('table-reserve');
  return (
    <ContentDialog
      opened={opened}
      onClose={close}
      title={t('reservation.title')}
      icon={<IconArmchair size={20} aria-hidden />}
      size={600}
      fullScreenOnPhone
    >
      <TableReservationBody onDone={close} />
    </ContentDialog>
  );
}

function TableReservationBody({ onDone }: { onDone: () => void }) {
  const api = useApi();
  const info = useRestaurantInfo();
  const user = useSession((state) => state.user);
  const describeError = useDescribeError();
  const recaptcha = useRecaptcha();
  // Tables are served in the here times (the general ones where the restaurant has none).
  const windows = restaurantSchedule(info, 'here').windows;
  const today = restaurantNow(new Date(), info.timeZone).date;
  return (
    <TableReservationForm
      minDate={today}
      maxDate={addDays(today, RESERVATION_DAYS_AHEAD)}
      timesFor={(date) => reservationTimes(windows, date, new Date(), info.timeZone)}
      initialValues={user ? { name: user.name, email: user.email, ...(user.mobile ? { phone: user.mobile } : {}) } : {}}
      onDone={onDone}
      onSubmit={async (values) => {
        try {
          await api.restaurant.reserveTable({ ...values, ...(await recaptcha.fieldsFor('reserve_table')) });
        } catch (error) {
          throw new Error(describeError(error));
        }
      }}
    />
  );
}
