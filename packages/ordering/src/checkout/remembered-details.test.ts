import { describe, expect, it } from 'vitest';
import { rememberDetails, rememberedDetails } from './remembered-details.ts';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

describe('remembered contact details', () => {
  it('keeps name, e-mail and mobile of an order for the next checkout, nothing else', () => {
    const storage = memoryStorage();
    expect(rememberedDetails(storage)).toEqual({});
    rememberDetails(storage, {
      name: 'Jonas Weber',
      email: 'jonas@example.com',
      mobile: '0151 7654321',
      address: 'Torstraße',
      city: 'Berlin',
    });
    expect(rememberedDetails(storage)).toEqual({ name: 'Jonas Weber', email: 'jonas@example.com', mobile: '0151 7654321' });
    expect(storage.values.get('platter:guest-details')).not.toContain('Torstraße');
  });

  it('ignores what does not parse or breaks the rules', () => {
    const storage = memoryStorage();
    storage.setItem('platter:guest-details', '{not json');
    expect(rememberedDetails(storage)).toEqual({});
    storage.setItem('platter:guest-details', JSON.stringify({ name: 'A', email: 'not an address' }));
    expect(rememberedDetails(storage)).toEqual({});
  });
});
