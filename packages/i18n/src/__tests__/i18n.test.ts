import { describe, expect, it } from 'vitest';
import { createI18n, NAMESPACES, resolveLanguage, resources, SUPPORTED_LANGUAGES, textDirection } from '../index.ts';

function keysOf(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, child]) =>
    typeof child === 'object' && child !== null ? keysOf(child, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

// Plural suffixes differ per language (Arabic has six forms), so compare keys without them.
const withoutPlural = (keys: string[]) => [...new Set(keys.map((key) => key.replace(/_(zero|one|two|few|many|other)$/, '')))].sort();

describe('createI18n', () => {
  it('starts in German', () => {
    const i18n = createI18n();
    expect(i18n.language).toBe('de');
    expect(i18n.t('nav.cart')).toBe('Warenkorb');
  });

  it('switches language and namespace', async () => {
    const i18n = createI18n({ language: 'en' });
    expect(i18n.t('menu:empty')).toBe('There are no products to display.');
    await i18n.changeLanguage('fr');
    expect(i18n.t('basket.count', { count: 2 })).toBe('2 articles');
  });

  it('uses the Arabic plural forms', () => {
    const i18n = createI18n({ language: 'ar' });
    expect(i18n.t('basket.count', { count: 2 })).toBe('عنصران');
    expect(i18n.t('basket.count', { count: 3 })).toBe('3 عناصر');
  });

  it.each(SUPPORTED_LANGUAGES.filter((language) => language !== 'en'))('%s has every key English has', (language) => {
    for (const namespace of NAMESPACES) {
      expect(withoutPlural(keysOf(resources[language][namespace]))).toEqual(withoutPlural(keysOf(resources.en[namespace])));
    }
  });
});

describe('languages', () => {
  it('writes Arabic right to left and the others left to right', () => {
    expect(textDirection('ar')).toBe('rtl');
    expect(textDirection('ar-EG')).toBe('rtl');
    expect(textDirection('de')).toBe('ltr');
  });

  it('resolves a tag to a supported language', () => {
    expect(resolveLanguage('fr-CH')).toBe('fr');
    expect(resolveLanguage('es')).toBe('de');
    expect(resolveLanguage(null)).toBe('de');
  });
});
