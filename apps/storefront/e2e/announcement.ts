import type { Page } from '@playwright/test';

/**
 * Confirms the demo bistro's announcement ahead of time (its 10-minute snooze in local storage), for
 * the tests that are about something else; content.spec.ts shows the announcement itself.
 */
export async function skipAnnouncement(page: Page) {
  await page.addInitScript(() => {
    window.localStorage.setItem('general-announcement-expiration', String(Date.now() + 10 * 60_000));
  });
}
