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
    await loadMessageCatalogue();
    expect(loadedMessageText('date_range_too_long', 'de', { max: 31 })).toBe('Der Zeitraum darf höchstens 31 Tage umfassen.');
    expect(loadedMessageText('date_range_too_long', 'ar-EG', { max: 31 })).toBe('يمكن أن تغطي الفترة 31 يومًا على الأكثر.');
    expect(loadedMessageText('no_such_code', 'de')).toBeUndefined();
  });

  it('load the catalogue once, however often they are asked', async () => {
    const { loadMessageCatalogue } = await freshMessageTexts();
    const [first, second] = [loadMessageCatalogue(), loadMessageCatalogue()];
    expect(first).toBe(second);
    expect(await first).toBe(await loadMessageCatalogue());
  });
});
