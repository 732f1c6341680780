export {
  currentApiLanguage,
  currentLanguage,
  errorText,
  formatDateTime,
  i18n,
  setLanguage,
  useLanguage,
  useLedgerTexts,
} from './i18n';
