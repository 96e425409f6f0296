export { chooseLanguage, syncProfileLanguage } from './server-language';
export { applyCompanyDigits, currentLanguage, setLanguage, startLanguage, t, translatorIn } from './i18n';
export { LanguageProvider, useLanguage, useT, type Translate } from './provider';
export { directionOf, LANGUAGE_NAMES, LANGUAGES, type Language } from './languages';
export { westernDigits } from './digits';
export {
  calendarFormatters,
  formatCurrency,
  formatLongDate,
  formatMonth,
  formatNumber,
  intlLocale,
  setArabicDigits,
} from './format';
