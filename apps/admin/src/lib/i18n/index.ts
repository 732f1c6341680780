export {
  currentApiLanguage,
  currentLanguage,
  errorText,
  formatDateTime,
  i18n,
  setLanguage,
  useLanguage,
} from './i18n';
