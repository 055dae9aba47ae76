import { describe, expect, it } from 'vitest';
import { ANNOUNCEMENT_SNOOZE_MINUTES, announcementKey, shouldShowAnnouncement, snoozeAnnouncement } from '../index.ts';
import { createMemoryStorage } from './fixtures.ts';

const now = new Date('2026-11-22T12:00:00Z');
const minutesLater = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

describe('announcement snooze', () => {
  it('uses the key {type}-announcement-expiration', () => {
    expect(announcementKey('checkout')).toBe('checkout-announcement-expiration');
  });

  it('is shown only when enabled', () => {
    expect(shouldShowAnnouncement(false, 'general', createMemoryStorage(), now)).toBe(false);
    expect(shouldShowAnnouncement(true, 'general', createMemoryStorage(), now)).toBe(true);
  });

  it('stays away 10 minutes after OK, per type', () => {
    const storage = createMemoryStorage();
    expect(ANNOUNCEMENT_SNOOZE_MINUTES).toBe(10);
    snoozeAnnouncement('general', storage, now);
    expect(shouldShowAnnouncement(true, 'general', storage, minutesLater(9.9))).toBe(false);
    expect(shouldShowAnnouncement(true, 'general', storage, minutesLater(10))).toBe(true);
    expect(shouldShowAnnouncement(true, 'checkout', storage, minutesLater(1))).toBe(true);
  });

  it('shows when the stored expiry is unreadable', () => {
    const storage = createMemoryStorage({ 'general-announcement-expiration': 'soon' });
    expect(shouldShowAnnouncement(true, 'general', storage, now)).toBe(true);
  });
});
