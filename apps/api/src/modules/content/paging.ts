/** A page of a list as stores read it: skip `offset` rows, take `limit`. */
export interface RowWindow {
  offset: number;
  limit: number;
}

export function rowWindowOf({ page, limit }: { page: number; limit: number }): RowWindow {
  return { offset: (page - 1) * limit, limit };
}

/** `count(*)` comes back as a number on SQLite and as text (bigint) on PostgreSQL. */
export function countOf(value: string | number | bigint | undefined): number {
  return Number(value ?? 0);
}
