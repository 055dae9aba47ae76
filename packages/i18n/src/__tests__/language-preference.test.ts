import { describe, expect, it } from 'vitest';
import { initialLanguage, LANGUAGE_STORAGE_KEY, rememberLanguage } from '../index.ts';

function memoryStorage() {
  const values = new Map<string, string>();
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) };
}

describe('language preference', () => {
  it("starts in the restaurant's language, then in the guest's saved choice", () => {
    const storage = memoryStorage();
    expect(initialLanguage('fr', storage)).toBe('fr');
    rememberLanguage('ar', storage);
    expect(storage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ar');
    expect(initialLanguage('fr', storage)).toBe('ar');
  });

  it('falls back to German for a language it does not speak', () => {
    expect(initialLanguage('es', memoryStorage())).toBe('de');
  });

  it("starts in the browser's first language the storefront speaks, before the restaurant's (issue 16)", () => {
    expect(initialLanguage('de', memoryStorage(), ['ar-EG', 'en'])).toBe('ar');
    expect(initialLanguage('de', memoryStorage(), ['es-ES', 'fr-CH', 'en'])).toBe('fr');
    expect(initialLanguage('de', memoryStorage(), ['es-ES', 'it'])).toBe('de');
    expect(initialLanguage('fr', memoryStorage(), [])).toBe('fr');
    const storage = memoryStorage();
    rememberLanguage('en', storage);
    expect(initialLanguage('de', storage, ['ar'])).toBe('en');
  });
});
