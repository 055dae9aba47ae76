import type { Insertable, Transaction } from 'kysely';
import type { Schema } from '../schema.ts';

export type DemoTransaction = Transaction<Schema>;

/**
 * One statement for all rows; no rows, no statement (an empty VALUES list is not SQL). Every row
 * must name the same columns: SQLite has no DEFAULT in a multi-row VALUES list, so a column some
 * rows leave out would be NULL in them rather than its default.
 */
export async function insertAll<Table extends keyof Schema & string>(
  trx: DemoTransaction,
  table: Table,
  rows: ReadonlyArray<Insertable<Schema[Table]>>,
): Promise<void> {
  if (rows.length === 0) return;
  const columnsOf = (row: object) => Object.keys(row).sort().join(',');
  const columns = columnsOf(rows[0] ?? {});
  const uneven = rows.find((row) => columnsOf(row) !== columns);
  if (uneven) throw new Error(`Demo rows of ${table} name different columns: ${columns} and ${columnsOf(uneven)}`);
  await trx
    .insertInto(table)
    .values([...rows])
    .execute();
}

/** The id a definition refers to by name; a missing one is a mistake in the demo data itself. */
export function idOf<Key>(ids: ReadonlyMap<Key, number>, key: Key, what: string): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`Demo data refers to an unknown ${what}: ${String(key)}`);
  return id;
}

/** Maps returned rows by a key, refusing duplicates so that links by name stay unambiguous. */
export function idsByKey<Row extends { id: number }, Key>(rows: readonly Row[], keyOf: (row: Row) => Key, what: string): Map<Key, number> {
  const ids = new Map<Key, number>();
  for (const row of rows) {
    const key = keyOf(row);
    if (ids.has(key)) throw new Error(`Demo data has two of ${what}: ${String(key)}`);
    ids.set(key, row.id);
  }
  return ids;
}

export function daysBefore(now: Date, days: number): string {
  return new Date(now.getTime() - days * 86_400_000).toISOString();
}
