import { shouldAskTableCapacity } from '@platter/basket-core';
import { useBasket, useBasketStore } from '@platter/basket-core/react';
import { overlayStore, useDescribeError, useOverlay } from '@platter/ordering';
import { lazy, Suspense, useEffect } from 'react';
import { useStore } from 'zustand';
import { useBasketTable } from './use-basket-table.ts';

// The table flow's dialogs (Mantine's Modal, its ScrollArea and so floating-ui) load with a table basket only.
const TableCapacityModal = lazy(async () => ({ default: (await import('./modals.ts')).TableCapacityModal }));

/**
 * Spec §4 "Table capacity modal": asks for the people at the table when the basket has a table
 * and no capacity, fewer than one person, or none given today (basket-core's rule, remembered per
 * basket and day). It waits while another overlay is open, so an announcement is read first.
 * The question must be answered; the dock's people count opens it again to change the answer.
 */
export function TableCapacityHost() {
  const basket = useBasket((state) => state.basket);
  const basketStore = useBasketStore();
  const table = useBasketTable();
  const describeError = useDescribeError();
  const { opened, close } = useOverlay('table-capacity');
  const anotherOpen = useStore(overlayStore, (state) => state.open !== null && state.open !== 'table-capacity');
  // Read on each basket change: saving stores today's date, then reloads the basket.
  const needed = basket ? shouldAskTableCapacity(basket, window.localStorage, new Date()) : false;

  useEffect(() => {
    if (needed && !opened && !anotherOpen) overlayStore.getState().show('table-capacity');
  }, [needed, opened, anotherOpen]);

  if (!table) return null;
  return (
    <Suspense>
      <TableCapacityModal
        opened={opened}
        tableName={table.name}
        initial={table.capacity}
        // Answered today already: the guest opened it to change the people, and may close it again.
        {...(needed ? {} : { onClose: close })}
        onSave={async (capacity) => {
          try {
            await basketStore.getState().saveTableCapacity(capacity);
            close();
          } catch (error) {
            throw new Error(describeError(error));
          }
        }}
      />
    </Suspense>
  );
}
