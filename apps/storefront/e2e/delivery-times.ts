import type { Locator } from '@playwright/test';

/**
 * Picks a time in the open "Wann und wie?" dialog as a guest who orders within the next minutes
 * does: the second time of the first day offered when there are two, so that the journey can cross
 * a quarter hour (when the earliest time can no longer be made) and still order; else the only one.
 */
export async function pickTimeWithMargin(dialog: Locator): Promise<void> {
  const times = dialog.getByRole('radiogroup', { name: /Uhrzeiten/ }).getByText(/^\d\d:\d\d$/);
  await times.first().waitFor();
  await times.nth((await times.count()) > 1 ? 1 : 0).click();
}
