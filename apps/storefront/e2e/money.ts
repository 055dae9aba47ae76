import type { Locator } from '@playwright/test';

/**
 * Cents of the last amount in a text as the shop shows money, German or English ("12,40 €",
 * "€12.40", "1.234,50 €"): the digits before the last two are euros, whatever separates them.
 */
export function centsOf(text: string | null): number {
  const amounts = [...(text ?? '').matchAll(/\d[\d.,\u00a0\u202f ]*[.,]\d{2}(?!\d)/g)];
  const last = amounts.at(-1)?.[0];
  if (!last) throw new Error(`no amount in "${text}"`);
  return Number(last.replace(/\D/g, ''));
}

/** The amount of a row of an order's summary (a term and its definition), in cents. */
export async function summaryCents(summary: Locator, label: string | RegExp): Promise<number> {
  const amount = summary.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
  return centsOf(await amount.textContent());
}

/** The amounts of the summary's lines (each line's last amount), in cents. */
export async function lineCents(lines: Locator): Promise<number[]> {
  return (await lines.allInnerTexts()).map(centsOf);
}
