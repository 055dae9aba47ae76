import { expect, type Page, test } from '@playwright/test';
import { skipAnnouncement } from './announcement.ts';
import { screenshot } from './screenshots.ts';

/** The demo bistro's calendar day in Berlin, `days` from today, as `YYYY-MM-DD`. */
function berlinDate(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date(Date.now() + days * 86_400_000));
}

/** Waits until the dialogs' slide and fade transitions are over, so a screenshot shows them in place. */
async function settle(page: Page) {
  await page.waitForFunction(() => document.getAnimations().length === 0);
}

/**
 * Opens a header entry on a desktop: its button in the header row, or, where the row keeps only
 * the first entries, the entry in the row's "Mehr" menu.
 */
async function openFromHeader(page: Page, label: string) {
  const header = page.getByRole('navigation', { name: 'Informationen zum Restaurant' });
  const button = header.getByRole('button', { name: label, exact: true });
  if (await button.isVisible()) return button.click();
  await header.getByRole('button', { name: 'Mehr' }).click();
  await page.getByRole('menuitem', { name: label, exact: true }).click();
}

test.describe('the content of the demo bistro', () => {
  test('on a phone: the announcement once, then the blog, a post and a tag', async ({ page }) => {
    await page.goto('/menu');
    const announcement = page.getByRole('dialog', { name: 'Gut zu wissen' });
    await expect(announcement).toContainText('Vom 24. bis 26. Dezember bleibt das Bistro geschlossen.');
    await settle(page);
    await screenshot(page, 'content-5-announcement', { fullPage: false });
    await announcement.getByRole('button', { name: 'OK' }).click();
    await expect(announcement).toBeHidden();

    // Confirmed: a new visit within 10 minutes shows the menu without it.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Willkommen bei Demo Bistro' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mittagsmenü hinzufügen' })).toBeVisible();
    await expect(announcement).toBeHidden();

    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    await page.getByRole('menuitem', { name: 'Blog' }).click();
    await expect(page).toHaveURL(/\/blogs$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    await expect(page).toHaveTitle('Demo Bistro | Blog');
    const firstPost = page.getByRole('article').first();
    await expect(firstPost.getByRole('heading', { name: 'Happy Hour: jetzt jeden Werktag' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(4);
    await screenshot(page, 'content-1-blogs');

    await firstPost.getByRole('link', { name: 'Happy Hour: jetzt jeden Werktag' }).click();
    await expect(page).toHaveURL(/\/blogs\/happy-hour-jetzt-werktags$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Happy Hour: jetzt jeden Werktag' })).toBeVisible();
    await expect(page.getByText('Ab sofort feiern wir den Feierabend jeden Werktag')).toBeVisible();
    await screenshot(page, 'content-2-blog-post');

    await page.getByRole('link', { name: '#Saison' }).click();
    await expect(page).toHaveURL(/\/tags\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Beiträge zu #Saison' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(2);

    // A tag id that is not digits is no page at all.
    await page.goto('/tags/saison');
    await expect(page.getByRole('heading', { name: 'Seite nicht gefunden' })).toBeVisible();
  });

  test('on a desktop: contact, a table for two tomorrow, allergies and the imprint', { tag: '@desktop' }, async ({ page }) => {
    await skipAnnouncement(page);
    await page.goto('/menu');
    await expect(page.getByRole('heading', { level: 1, name: 'Willkommen bei Demo Bistro' })).toBeVisible();
    const unique = Date.now();

    await openFromHeader(page, 'Kontakt');
    const contact = page.getByRole('dialog', { name: 'Kontakt' });
    await contact.getByRole('button', { name: 'Nachricht senden' }).click();
    await expect(contact.getByText('Dieses Feld ist erforderlich')).toHaveCount(3);
    await contact.getByRole('textbox', { name: 'Dein Name' }).fill('Erika Mustermann');
    await contact.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(`erika.${unique}@example.com`);
    await contact.getByRole('textbox', { name: 'Deine Nachricht' }).fill('Habt ihr am Samstag einen Tisch auf der Terrasse frei?');
    await contact.getByRole('button', { name: 'Nachricht senden' }).click();
    await expect(contact.getByText('Deine Nachricht ist erfolgreich bei uns angekommen.')).toBeVisible();
    await contact.getByRole('button', { name: 'Schließen' }).click();
    await expect(contact).toBeHidden();

    await openFromHeader(page, 'Tisch reservieren');
    const reservation = page.getByRole('dialog', { name: 'Tisch reservieren' });
    await expect(reservation.getByRole('group', { name: 'Erwachsene' })).toContainText('2');
    await reservation.getByLabel('Datum').fill(berlinDate(1));
    await reservation.getByRole('combobox', { name: 'Uhrzeit' }).selectOption('19:00');
    await reservation.getByRole('textbox', { name: 'Dein Name' }).fill('Erika Mustermann');
    await reservation.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(`erika.${unique}@example.com`);
    await reservation.getByRole('textbox', { name: 'Telefonnummer' }).fill('+49 30 1234567');
    await reservation.getByRole('button', { name: 'Tisch reservieren' }).click();
    await expect(reservation.getByText('Tisch reserviert!')).toBeVisible();
    await expect(reservation.getByText(/um 19:00 Uhr, 2 Personen/)).toBeVisible();
    await settle(page);
    await screenshot(page, 'content-3-reservation', { fullPage: false });
    await reservation.getByRole('button', { name: 'Fertig' }).click();
    await expect(reservation).toBeHidden();

    await openFromHeader(page, 'Allergene');
    const allergies = page.getByRole('dialog', { name: 'Allergene' });
    await expect(allergies.getByText('Glutenhaltiges Getreide')).toBeVisible();
    await expect(allergies.getByText('Sesam', { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(allergies).toBeHidden();

    await openFromHeader(page, 'Impressum');
    const imprint = page.getByRole('dialog', { name: 'Impressum' });
    await expect(imprint.getByText('Registereintrag: Amtsgericht Charlottenburg')).toBeVisible();
    await settle(page);
    await screenshot(page, 'content-4-legal', { fullPage: false });
    // The dark layer beside the panel closes it.
    await page.mouse.click(200, 400);
    await expect(imprint).toBeHidden();
  });
});
