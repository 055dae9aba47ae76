/** The languages content mails are written in (every server text exists in these four); any other gets English. */
export type MailLanguage = 'en' | 'de' | 'fr' | 'ar';

export function mailLanguageOf(language: string): MailLanguage {
  const base = language.slice(0, 2).toLowerCase();
  return base === 'de' || base === 'fr' || base === 'ar' ? base : 'en';
}

/** Fills `{name}` placeholders; an unknown placeholder stays as written. */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, key: string) => (key in values ? String(values[key]) : placeholder));
}
