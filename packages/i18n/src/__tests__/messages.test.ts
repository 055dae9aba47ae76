import { describe, expect, it } from 'vitest';
import { MESSAGE_CODES, MESSAGE_LANGUAGES, MESSAGE_TEXTS, type MessageCode, SUPPORTED_LANGUAGES, translateMessage } from '../index.ts';

const placeholdersOf = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();

describe('message catalogue', () => {
  it('speaks every display language', () => {
    expect([...MESSAGE_LANGUAGES].sort()).toEqual([...SUPPORTED_LANGUAGES].sort());
  });

  it('has an English, German, French and Arabic text for every code, and no other codes', () => {
    for (const language of MESSAGE_LANGUAGES) {
      const texts = MESSAGE_TEXTS[language];
      expect(Object.keys(texts).sort(), language).toEqual([...MESSAGE_CODES].sort());
      for (const code of MESSAGE_CODES) expect(texts[code].trim(), `${code} (${language})`).not.toBe('');
    }
  });

  it('keeps the English placeholders in every language', () => {
    for (const code of MESSAGE_CODES) {
      for (const language of MESSAGE_LANGUAGES) {
        expect(placeholdersOf(MESSAGE_TEXTS[language][code]), `${code} (${language})`).toEqual(placeholdersOf(MESSAGE_TEXTS.en[code]));
      }
    }
  });

  it('writes the Arabic texts in Arabic, brand names and machine-read codes aside', () => {
    const latinOnly = MESSAGE_CODES.filter((code) => !/[\u0600-\u06FF]/.test(MESSAGE_TEXTS.ar[code]));
    expect(latinOnly.sort()).toEqual(['payment_method_payFix', 'unauthenticated']);
  });

  it('names codes in snake case, as the spec spells them', () => {
    for (const code of MESSAGE_CODES) expect(code).toMatch(/^[A-Za-z]+(_[A-Za-z]+)*$/);
  });

  it('translates a code and falls back to English for other languages', () => {
    expect(translateMessage('not_found', 'de')).toBe('Nicht gefunden.');
    expect(translateMessage('not_found', 'de-CH')).toBe('Nicht gefunden.');
    expect(translateMessage('not_found', 'ar')).toBe('غير موجود.');
    expect(translateMessage('not_found', 'it')).toBe('Not found.');
    expect(translateMessage('not_found')).toBe('Not found.');
  });

  it('answers Arabic guests in Arabic, whatever the region', () => {
    expect(translateMessage('payment_method_mollie', 'ar')).toBe('الدفع عبر الإنترنت');
    expect(translateMessage('payment_method_cash', 'ar-EG')).toBe('نقدًا');
    expect(translateMessage('something_went_wrong', 'AR-ma')).toBe('حدث خطأ ما.');
    expect(translateMessage('payment_method_payFix', 'ar')).toBe('PayFix');
  });

  it('fills placeholders in Arabic', () => {
    expect(translateMessage('the_product_quantity_limit_reached', 'ar', { name: 'Falafel', inStock: 3 })).toBe('لم يتبقَّ من Falafel سوى 3.');
    expect(translateMessage('order_limit_reached', 'ar-SA', { validTime: '18:30' })).toContain('18:30');
    expect(translateMessage('the_product_is_not_available', 'ar')).toBe('المنتج {name} غير متاح.');
  });

  it('keeps the machine-read unauthenticated text in every language', () => {
    for (const language of MESSAGE_LANGUAGES) expect(translateMessage('unauthenticated', language)).toBe('unauthenticated');
  });

  it('returns an unknown code unchanged', () => {
    expect(translateMessage('brand_new_code', 'de')).toBe('brand_new_code');
  });
});

describe('German register', () => {
  // The guest apps say "du" and the manager app "Sie". Messages only guests see say "du" as well;
  // the general area's, which managers see too, and the answers of the manager's own calls address
  // no one. (A sentence starting with "Sie" meaning "they" would need rewording to pass.)
  const FORMAL = /\b(Sie|Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres|Ihnen)\b/;
  const INFORMAL = /\b(du|dich|dir|dein|deine|deinen|deinem|deiner|deines)\b/i;
  const SEEN_BY_MANAGERS = [
    'email_invalid',
    'logged_out',
    'these_credentials_do_not_match',
    'password_min',
    'reset_mail_sent',
    'password_reset_token_should_be_valid',
    'break_pattern_created',
    'break_pattern_name_taken',
    'date_range_too_long',
    'end_date_before_start_date',
    'order_status_change_not_allowed',
    'order_status_changed',
  ] as const;

  it('never addresses the guest formally', () => {
    const formal = MESSAGE_CODES.filter((code) => FORMAL.test(MESSAGE_TEXTS.de[code]));
    expect(formal.map((code) => `${code}: ${MESSAGE_TEXTS.de[code]}`)).toEqual([]);
  });

  it('addresses no one in the messages managers see', async () => {
    const { default: general } = (await import('../messages/de/general.json', { with: { type: 'json' } })) as {
      default: Record<string, string>;
    };
    const shared = [...Object.keys(general), ...SEEN_BY_MANAGERS] as MessageCode[];
    const addressed = shared.filter((code) => FORMAL.test(MESSAGE_TEXTS.de[code]) || INFORMAL.test(MESSAGE_TEXTS.de[code]));
    expect(addressed.map((code) => `${code}: ${MESSAGE_TEXTS.de[code]}`)).toEqual([]);
  });
});

describe('catalogue files', () => {
  it('define each code in one area file only, the same one in every language', async () => {
    const areas = ['general', 'account', 'restaurant', 'content', 'ordering'];
    for (const language of MESSAGE_LANGUAGES) {
      const seen = new Map<string, string>();
      for (const area of areas) {
        const { default: file } = (await import(`../messages/${language}/${area}.json`, { with: { type: 'json' } })) as {
          default: Record<string, unknown>;
        };
        const { default: english } = (await import(`../messages/en/${area}.json`, { with: { type: 'json' } })) as {
          default: Record<string, unknown>;
        };
        expect(Object.keys(file), `${language}/${area}.json`).toEqual(Object.keys(english));
        for (const code of Object.keys(file)) {
          expect(seen.get(code), `${code} is in ${language}/${seen.get(code)} and ${area}`).toBeUndefined();
          seen.set(code, area);
        }
      }
      expect(seen.size, language).toBe(MESSAGE_CODES.length);
    }
  });
});
