import { describe, expect, it } from 'vitest';
import { loadI18n } from '../index.ts';

describe('loadI18n', () => {
  it('loads only the starting language and the English fallback', async () => {
    const i18n = await loadI18n({ language: 'de' });
    expect(i18n.t('nav.cart')).toBe('Warenkorb');
    expect(i18n.hasResourceBundle('de', 'menu')).toBe(true);
    expect(i18n.hasResourceBundle('en', 'common')).toBe(true);
    expect(i18n.hasResourceBundle('fr', 'common')).toBe(false);
    expect(i18n.hasResourceBundle('ar', 'common')).toBe(false);
  });

  it('loads another language when it switches to it, right to left for Arabic', async () => {
    const i18n = await loadI18n({ language: 'en' });
    expect(i18n.t('menu:empty')).toBe('There are no products to display.');
    await i18n.changeLanguage('ar');
    expect(i18n.hasResourceBundle('ar', 'common')).toBe(true);
    expect(i18n.t('basket.count', { count: 2 })).toBe('عنصران');
    expect(i18n.dir()).toBe('rtl');
    await i18n.changeLanguage('fr');
    expect(i18n.t('basket.count', { count: 2 })).toBe('2 articles');
  });
});
