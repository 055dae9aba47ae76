import { describe, expect, it } from 'vitest';
import { MESSAGE_CATALOGUE, MESSAGE_CODES, translateMessage } from '../index.ts';

describe('message catalogue', () => {
  it('has a German and French text for every English code', () => {
    for (const code of MESSAGE_CODES) {
      expect(MESSAGE_CATALOGUE.de[code], code).toBeTruthy();
      expect(MESSAGE_CATALOGUE.fr[code], code).toBeTruthy();
    }
  });

  it('translates a code and falls back to English for other languages', () => {
    expect(translateMessage('not_found', 'de')).toBe('Nicht gefunden.');
    expect(translateMessage('not_found', 'ar')).toBe('Not found.');
  });

  it('returns an unknown code unchanged', () => {
    expect(translateMessage('brand_new_code', 'de')).toBe('brand_new_code');
  });
});
