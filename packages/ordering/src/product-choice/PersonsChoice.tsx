import {
  checkEventDetails,
  type EventDetails,
  type EventDetailsError,
  restaurantSchedule,
  selectStockLines,
  stockLeft,
} from '@platter/basket-core';
import { useBasket } from '@platter/basket-core/react';
import { productDateRule } from '@platter/delivery-time';
import { PersonDetailsDialog, type PersonDetailsFieldErrors } from '@platter/ui-kit';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { useDeliverySelection } from '../delivery/use-delivery-selection.ts';
import { useRestaurantInfo } from '../services/context.tsx';
import { type Choice, choiceStore } from './choice-store.ts';
import { useAddFlow } from './use-add-product.ts';

type PersonsChoiceState = Extract<Choice, { kind: 'persons' }>;

/** The dates a product may be chosen for, listed day by day for the calendar. */
function datesOf(first: string, last: string, allows: (date: string) => boolean): string[] {
  const dates: string[] = [];
  for (let day = new Date(`${first}T00:00:00Z`); ; day.setUTCDate(day.getUTCDate() + 1)) {
    const date = day.toISOString().slice(0, 10);
    if (date > last) return dates;
    if (allows(date)) dates.push(date);
  }
}

/**
 * Event mode (spec §4 "In event mode a name and/or date is required"): the persons a ticket is for,
 * checked by basket-core's rule with the product's dates, then the add goes on with them.
 */
export function PersonsChoice({ choice, adding, error }: { choice: PersonsChoiceState; adding: boolean; error: string | null }) {
  const { t } = useTranslation('ordering');
  const info = useRestaurantInfo();
  const delivery = useDeliverySelection();
  const { addForPersons } = useAddFlow();
  const errors = useStore(choiceStore, (state) => state.personErrors);
  const cartLines = useBasket(selectStockLines);
  const { product, persons, pinned } = choice;
  const config = { name: false, date: false, count: false, ...product.additional_info_config };
  const left = stockLeft(product, cartLines);
  const type = delivery.type ?? 'pickup';

  const rule = useMemo(
    () =>
      productDateRule({
        happyHours: product.happyHours,
        now: new Date(),
        timeZone: info.timeZone,
        availableDays: restaurantSchedule(info, type).availableDays ?? 0,
      }),
    [product.happyHours, info, type],
  );
  const dates = useMemo(() => datesOf(rule.first, rule.last, rule.allows), [rule]);

  const messages: Record<EventDetailsError, string> = {
    required: t('persons.required'),
    date_not_allowed: t('persons.dateNotAllowed'),
    count_not_allowed: t('persons.countNotAllowed'),
  };

  const submit = () => {
    const checked = persons.map((person) => checkEventDetails(product.additional_info_config, person, rule));
    const fieldErrors: PersonDetailsFieldErrors[] = checked.map((result) =>
      result.ok ? {} : Object.fromEntries(Object.entries(result.reason.errors).map(([field, code]) => [field, messages[code]])),
    );
    if (fieldErrors.some((each) => Object.keys(each).length > 0)) {
      choiceStore.setState({ personErrors: fieldErrors });
      return;
    }
    const valid = checked.flatMap((result): EventDetails[] => (result.ok ? [result.value] : []));
    void addForPersons(product, valid, { pinned });
  };

  return (
    <PersonDetailsDialog
      opened
      onClose={() => choiceStore.setState({ choice: null, error: null, adding: false, personErrors: [] })}
      product={{ name: product.name, price: product.price, image: product.image, description: product.description }}
      config={config}
      persons={persons}
      onChange={(next) => {
        const current = choiceStore.getState().choice;
        if (current?.kind === 'persons') choiceStore.setState({ choice: { ...current, persons: next }, personErrors: [] });
      }}
      dates={dates}
      today={rule.first}
      available={Number.isFinite(left) ? left : null}
      errors={errors}
      error={error}
      submitting={adding}
      onSubmit={submit}
    />
  );
}
