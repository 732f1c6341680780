export {
  applyDefaultLanguage,
  currentApiLanguage,
  currentLanguage,
  errorText,
  i18n,
  readStoredLanguage,
  setLanguage,
  useLanguage,
} from './i18n';
