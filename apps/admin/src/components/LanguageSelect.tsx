import { LANGUAGE_NATIVE_NAMES, UI_LANGUAGES, type UiLanguage } from '@fairround/shared';
import { GlobalOutlined } from '@ant-design/icons';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { setLanguage, useLanguage } from '../lib/i18n';

const OPTIONS = UI_LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NATIVE_NAMES[language] }));

/** The language switch shown in the header and on the login screen. */
export function LanguageSelect() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Select<UiLanguage>
      aria-label={t('language.label')}
      value={language}
      options={OPTIONS}
      onChange={(next) => void setLanguage(next)}
      prefix={<GlobalOutlined aria-hidden />}
      variant="borderless"
      popupMatchSelectWidth={false}
      style={{ minWidth: 150 }}
    />
  );
}
