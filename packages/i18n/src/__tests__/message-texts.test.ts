import { beforeEach, describe, expect, it, vi } from 'vitest';

// A fresh module each time: the catalogue is loaded once per page.
async function freshMessageTexts() {
  vi.resetModules();
  return import('../message-texts.ts');
}

describe('the server messages’ texts, loaded when the page is idle', () => {
  beforeEach(() => vi.resetModules());

  it('say nothing before the catalogue is loaded, so the caller shows the server’s own text', async () => {
    const { loadedMessageText } = await freshMessageTexts();
    expect(loadedMessageText('date_range_too_long', 'de', { max: 31 })).toBeUndefined();
  });

  it('give a code’s text in the language, its placeholders filled, once loaded', async () => {
    const { loadedMessageText, loadMessageCatalogue } = await freshMessageTexts();
    await loadMessageCatalogue('de');
    await loadMessageCatalogue('ar-EG');
    expect(loadedMessageText('date_range_too_long', 'de', { max: 31 })).toBe('Der Zeitraum darf höchstens 31 Tage umfassen.');
    expect(loadedMessageText('date_range_too_long', 'ar-EG', { max: 31 })).toBe('يمكن أن تغطي الفترة 31 يومًا على الأكثر.');
    expect(loadedMessageText('no_such_code', 'de')).toBeUndefined();
  });

  it('load only the language asked for (issue 18: a page downloads the language it shows)', async () => {
    const { loadedMessageText, loadMessageCatalogue } = await freshMessageTexts();
    const german = await loadMessageCatalogue('de-CH');
    expect(german.not_found).toBe('Nicht gefunden.');
    expect(Object.values(german).join(' ')).not.toMatch(/[\u0600-\u06FF]/);
    expect(loadedMessageText('not_found', 'de')).toBe('Nicht gefunden.');
    expect(loadedMessageText('not_found', 'ar')).toBeUndefined();
    expect(loadedMessageText('not_found', 'fr')).toBeUndefined();
    // A language the catalogue lacks reads English, as the server answers it.
    expect((await loadMessageCatalogue('it')).not_found).toBe('Not found.');
    expect(loadedMessageText('not_found', 'it-CH')).toBe('Not found.');
  });

  it('load each language once, however often they are asked', async () => {
    const { loadMessageCatalogue } = await freshMessageTexts();
    const [first, second] = [loadMessageCatalogue('fr'), loadMessageCatalogue('fr-BE')];
    expect(first).toBe(second);
    expect(await first).toBe(await loadMessageCatalogue('fr'));
    expect(await loadMessageCatalogue('de')).not.toBe(await first);
  });

  it('give a text after loading its language, when asked for it at once', async () => {
    const { messageText } = await freshMessageTexts();
    expect(await messageText('terms_must_be_agreed', 'ar')).toMatch(/[\u0600-\u06FF]/);
    expect(await messageText('date_range_too_long', 'fr', { max: 31 })).toContain('31');
  });
});
