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

  it('carries the recaptcha site key only when there is one', () => {
    expect(pageDataSchema.parse({ restaurant, appearance: {}, features: {} })).not.toHaveProperty('recaptchaSiteKey');
    expect(pageDataSchema.parse({ restaurant, appearance: {}, features: {}, recaptchaSiteKey: '6Lc-key' }).recaptchaSiteKey).toBe(
      '6Lc-key',
    );
    expect(pageDataSchema.safeParse({ restaurant, appearance: {}, features: {}, recaptchaSiteKey: '' }).success).toBe(false);
  });

  it('rejects a colour that is not a hex colour', () => {
    const result = pageDataSchema.safeParse({ restaurant, appearance: { primaryColor: 'red' }, features: {} });
    expect(result.success).toBe(false);
  });
});
