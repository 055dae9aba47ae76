import { describe, expect, it } from 'vitest';
import { pageDataSchema } from '../index.ts';

const restaurant = { id: 1, slug: 'demo-bistro', name: 'Demo Bistro', currency: '€', lang: 'de', timeZone: 'Europe/Berlin' };

describe('pageDataSchema', () => {
  it('fills appearance and feature defaults', () => {
    const data = pageDataSchema.parse({ restaurant, appearance: {}, features: {} });
    expect(data.apiBase).toBe('/api');
    expect(data.appearance.menuLayout).toBe('side');
    expect(data.features.itemCommentMaxLength).toBe(140);
  });

  it('rejects a colour that is not a hex colour', () => {
    const result = pageDataSchema.safeParse({ restaurant, appearance: { primaryColor: 'red' }, features: {} });
    expect(result.success).toBe(false);
  });
});
