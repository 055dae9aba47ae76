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

describe('catalogue files', () => {
  it('define each code in one area file only', async () => {
    const areas = ['general', 'account', 'restaurant', 'content', 'ordering'];
    const seen = new Map<string, string>();
    for (const area of areas) {
      const { default: file } = (await import(`../messages/${area}.json`, { with: { type: 'json' } })) as {
        default: Record<string, unknown>;
      };
      for (const code of Object.keys(file)) {
        expect(seen.get(code), `${code} is in ${seen.get(code)} and ${area}`).toBeUndefined();
        seen.set(code, area);
      }
    }
    expect(seen.size).toBe(MESSAGE_CODES.length);
  });
});
