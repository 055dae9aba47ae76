import type { TableRefInput } from '@platter/basket-core';

/**
 * The home page's QR-code parameters (spec §2 "Query parameters on the home page"): `tableId` or
 * `tableName` name the table, `qrcode` only marks the visit record; all leave the URL.
 */
export const TABLE_QUERY_PARAMETERS = ['tableId', 'tableName', 'qrcode'] as const;

/**
 * The table a QR code names: `tableId` when it is a number, else `tableName`; null when the
 * parameters name none (an empty or malformed value is ignored rather than sent).
 */
export function tableFromQuery(params: URLSearchParams): TableRefInput | null {
  const tableId = params.get('tableId')?.trim() ?? '';
  if (/^\d{1,9}$/.test(tableId) && Number(tableId) > 0) return { tableId: Number(tableId) };
  const tableName = params.get('tableName')?.trim() ?? '';
  if (tableName) return { tableName: tableName.slice(0, 40) };
  return null;
}

/** The query without the QR parameters, for the URL the guest keeps ("?" and all when none is left). */
export function withoutTableQuery(params: URLSearchParams): string {
  const rest = new URLSearchParams(params);
  for (const name of TABLE_QUERY_PARAMETERS) rest.delete(name);
  const text = rest.toString();
  return text ? `?${text}` : '';
}
