import type { TableCapacity } from './TableCapacityModal/index.ts';

/** Demo data for the table components' stories and tests: table T4 of a Berlin bistro. */

export const demoTableName = 'T4';

/** Two adults and a child, as given yesterday. */
export const demoTableCapacity: TableCapacity = { adults: 2, children: 1 };

/** A long table name, to see how the dock shortens it on a phone. */
export const demoLongTableName = 'Terrasse am Fenster 12';

/** Saves after a short pause, as the server would. */
export function savesAfter(milliseconds: number): () => Promise<void> {
  return () => new Promise((resolve) => setTimeout(resolve, milliseconds));
}

/** A few of the restaurant's tables, as `restaurant/tables` lists them. */
export const demoTables = [
  { id: 1, name: 'T1' },
  { id: 2, name: 'T2' },
  { id: 4, name: 'T4' },
];
