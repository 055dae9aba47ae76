/** How a table can be named: by id, by name, or by number (the QR code's `tableId`, `tableName`, `table`). */
export interface TableRefInput {
  tableId?: number | string | null;
  tableName?: string | null;
  table?: number | string | null;
}

export type TableRef = { tableId: number } | { tableName: string } | { table: number | string };

/** Spec §5: the table is identified by id, name or number, whichever is present first; null when none is. */
export function tableRefOf({ tableId, tableName, table }: TableRefInput): TableRef | null {
  if (tableId !== undefined && tableId !== null && String(tableId).trim() !== '') {
    const id = Number(tableId);
    if (Number.isInteger(id) && id > 0) return { tableId: id };
  }
  if (tableName?.trim()) return { tableName: tableName.trim() };
  if (table !== undefined && table !== null && String(table).trim() !== '')
    return { table: typeof table === 'string' ? table.trim() : table };
  return null;
}
