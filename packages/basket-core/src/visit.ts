import type { KeyValueStorage } from '@platter/api-client';
import { localDate } from './local-date.ts';

/** Local-storage key of the day of the last recorded visit (the spec names none). */
export const VISITED_DATE_KEY = 'visited-date';

/** The home page's query parameters that mark a table (QR code) visit. */
export interface VisitQuery {
  tableId?: string | null;
  tableName?: string | null;
  qrcode?: string | null;
}

/** The visit record of `api/restaurant/website-view`. */
export interface VisitRecord {
  qrCode: boolean;
  /** The first visit of the day on this device (spec §9: "once per day"). */
  unique: boolean;
  /** The first visit ever recorded on this device (the spec names the flag only). */
  new: boolean;
  tableId?: number;
  tableName?: string;
}

/** The record of a visit given the day of the previous one (null when there was none). */
export function planVisit(query: VisitQuery, lastVisitDate: string | null, today: string): VisitRecord {
  const tableId = query.tableId && /^\d+$/.test(query.tableId) ? Number(query.tableId) : undefined;
  const tableName = query.tableName?.trim() || undefined;
  return {
    qrCode: Boolean(query.tableId || query.tableName || query.qrcode),
    unique: lastVisitDate !== today,
    new: lastVisitDate === null,
    ...(tableId !== undefined ? { tableId } : {}),
    ...(tableName !== undefined ? { tableName } : {}),
  };
}

/** Plans this visit's record and stores today as the visited date. */
export function recordVisit(query: VisitQuery, storage: KeyValueStorage, now: Date): VisitRecord {
  const today = localDate(now);
  const visit = planVisit(query, storage.getItem(VISITED_DATE_KEY), today);
  storage.setItem(VISITED_DATE_KEY, today);
  return visit;
}
