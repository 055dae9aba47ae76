import { createInstance, type i18n as I18n } from 'i18next';
import { type CreateI18nOptions, i18nSettings } from './i18n-settings.ts';
import { resources } from './resources.ts';

export type { CreateI18nOptions } from './i18n-settings.ts';

/**
 * A ready, synchronous i18next instance with every bundled language and namespace.
 * Each app (and each test) gets its own instance, so nothing leaks between them.
 */
export function createI18n(options: CreateI18nOptions = {}): I18n {
  const instance = createInstance();
  void instance.init({ ...i18nSettings(options), resources, initAsync: false });
  return instance;
}
