import { useOverlay, useRestaurantInfo } from '@platter/ordering';
import { ContentDialog, TimePlan } from '@platter/ui-kit';
import { IconClock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { closurePeriod, restaurantNow, timePlanSchedules } from './opening-hours.ts';

/** "Opening hours": the week per delivery type, today marked, holidays listed. */
export function TimePlanDialog() {
  const { t } = useTranslation('content');
  const { opened, close } = useOverlay('time-plan');
  return (
    <ContentDialog opened={opened} onClose={close} title={t('timePlan.title')} icon={<IconClock size={20} aria-hidden />}>
      <TimePlanBody />
    </ContentDialog>
  );
}

function TimePlanBody() {
  const info = useRestaurantInfo();
  const { i18n } = useTranslation();
  return (
    <TimePlan
      schedules={timePlanSchedules(info)}
      today={restaurantNow(new Date(), info.timeZone).weekday}
      closures={info.restaurant_close_times.map((close) => closurePeriod(close, info.timeZone, i18n.language))}
    />
  );
}
