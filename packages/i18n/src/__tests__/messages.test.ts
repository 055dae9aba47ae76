import { describe, expect, it } from 'vitest';
import { MESSAGE_CATALOGUE, MESSAGE_CODES, translateMessage } from '../index.ts';

describe('message catalogue', () => {
  it('has an English, German and French text for every code', () => {
    for (const code of MESSAGE_CODES) {
      const texts = MESSAGE_CATALOGUE[code];
      expect(Object.keys(texts).sort(), code).toEqual(['de', 'en', 'fr']);
      for (const text of Object.values(texts)) expect(text.trim(), code).not.toBe('');
    }
  });

  it('names codes in snake case, as the spec spells them', () => {
    for (const code of MESSAGE_CODES) expect(code).toMatch(/^[A-Za-z]+(_[A-Za-z]+)*$/);
  });

  it('translates a code and falls back to English for other languages', () => {
    expect(translateMessage('not_found', 'de')).toBe('Nicht gefunden.');
    expect(translateMessage('not_found', 'de-CH')).toBe('Nicht gefunden.');
    expect(translateMessage('not_found', 'ar')).toBe('Not found.');
  });

  it('returns an unknown code unchanged', () => {
    expect(translateMessage('brand_new_code', 'de')).toBe('brand_new_code');
  });
});
