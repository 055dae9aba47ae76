import type { KeyValueStorage } from '@platter/api-client';

/** An announcement dismissed with OK stays away this long (spec §9). */
export const ANNOUNCEMENT_SNOOZE_MINUTES = 10;

/** Local-storage key of an announcement's snooze (spec document 2): `general`, `checkout`… */
export function announcementKey(type: string): string {
  return `${type}-announcement-expiration`;
}

/** Shown when enabled and not dismissed in the last 10 minutes; an unreadable expiry counts as none. */
export function shouldShowAnnouncement(enabled: boolean, type: string, storage: KeyValueStorage, now: Date): boolean {
  if (!enabled) return false;
  const expiresAt = Number(storage.getItem(announcementKey(type)));
  return !Number.isFinite(expiresAt) || expiresAt <= now.getTime();
}

/** OK: stores when the announcement may show again, as milliseconds since the epoch. */
export function snoozeAnnouncement(type: string, storage: KeyValueStorage, now: Date): void {
  storage.setItem(announcementKey(type), String(now.getTime() + ANNOUNCEMENT_SNOOZE_MINUTES * 60_000));
}
