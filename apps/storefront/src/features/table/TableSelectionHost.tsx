import { hideTableSelection, shouldOfferTableSelection } from '@platter/basket-core';
import { useBasket, useBasketStore } from '@platter/basket-core/react';
import { useApi, useDescribeError } from '@platter/ordering';
import { TablePicker } from '@platter/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useReducer, useState } from 'react';
import { useMatch } from 'react-router';

/**
 * The table selection on the menu (basket-core `table-selection.ts` says when, and what
 * `hide-table-selection-{basketId}` means): an eat-here basket without a table is offered the
 * restaurant's tables; choosing one ties the basket to it (no QR flag: the guest chose it), which
 * brings the people question and the table dock; "Not now" hides it for this basket.
 */
export function TableSelectionHost() {
  const api = useApi();
  const basket = useBasket((state) => state.basket);
  const basketStore = useBasketStore();
  const describeError = useDescribeError();
  const onMenu = useMatch('/menu') !== null;
  // Hiding writes local storage, which React does not watch: a dismissal renders again by hand.
  const [, dismissed] = useReducer((count: number) => count + 1, 0);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const offered = onMenu && basket !== null && shouldOfferTableSelection(basket, window.localStorage);
  const tables = useQuery({ queryKey: ['tables'], queryFn: () => api.restaurant.tables(), enabled: offered, staleTime: 10 * 60_000 });

  if (!offered || !tables.data || tables.data.length === 0) return null;
  return (
    <TablePicker
      floating
      tables={tables.data.map(({ id, name }) => ({ id, name }))}
      busy={saving}
      error={error}
      onChoose={(tableId) => {
        setSaving(true);
        setError(null);
        basketStore
          .getState()
          .setTable({ tableId })
          .catch((failure: unknown) => setError(describeError(failure)))
          .finally(() => setSaving(false));
      }}
      onDismiss={() => {
        hideTableSelection(window.localStorage, basket.id);
        dismissed();
      }}
    />
  );
}
