export { type CreateI18nOptions, createI18n } from './create-i18n.ts';
export { dateTimeFormat } from './date-time-format.ts';
export { dateMask, type FormatDateOptions, formatDate, formatDateTime, formatTime } from './dates.ts';
export { initialLanguage, type KeyValueStorage, LANGUAGE_STORAGE_KEY, rememberLanguage } from './language-preference.ts';
export {
  DEFAULT_LANGUAGE,
  isSupportedLanguage,
  LANGUAGE_NAMES,
  type Language,
  resolveLanguage,
  SUPPORTED_LANGUAGES,
  type TextDirection,
  textDirection,
} from './languages.ts';
export { loadI18n } from './load-i18n.ts';
export {
  fillPlaceholders,
  MESSAGE_LANGUAGES,
  type MessageCode,
  type MessageLanguage,
  type MessageTexts,
  messageLanguageOf,
} from './message-language.ts';
export { loadedMessageText, loadMessageCatalogue, messageText } from './message-texts.ts';
export { isMessageCode, MESSAGE_CODES, MESSAGE_TEXTS, translateMessage } from './messages.ts';
export { CURRENCIES, type Currency, currencyFromSymbol, type FormatMoneyOptions, formatMoney } from './money.ts';
export { NAMESPACES, type Namespace, type Resources, resources } from './resources.ts';
