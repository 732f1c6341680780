import type { ThemeConfig } from 'antd';
import enUS from 'antd/es/locale/en_US';
import viVN from 'antd/es/locale/vi_VN';
import zhCN from 'antd/es/locale/zh_CN';
import zhTW from 'antd/es/locale/zh_TW';
import type { Locale } from 'antd/es/locale';
import type { UiLanguage } from '@fairround/shared';

/**
 * From antd's ES build: under Vite 8 a default import of the CommonJS `antd/locale/*` files gives
 * the whole `module.exports` (with `.default` inside), and antd would silently stay in English.
 */
export const ANTD_LOCALES: Record<UiLanguage, Locale> = {
  vi: viVN,
  'en-US': enUS,
  'zh-CN': zhCN,
  'zh-TW': zhTW,
};

/** Brand colours from the player app: a deep navy and one teal accent, darkened on white for AA contrast. */
export const BRAND = {
  navy: '#0b1222',
  navyRaised: '#13213a',
  accent: '#2ec4b0',
  accentOnLight: '#0b7a6e',
};

export const consoleTheme: ThemeConfig = {
  token: {
    colorPrimary: BRAND.accentOnLight,
    colorLink: BRAND.accentOnLight,
    colorBgLayout: '#f3f5f9',
    borderRadius: 8,
    fontFamily:
      "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, 'Noto Sans CJK SC', 'Noto Sans CJK TC', sans-serif",
  },
  components: {
    Layout: { siderBg: BRAND.navy, headerBg: '#ffffff', headerPadding: '0 24px', headerHeight: 60 },
    Menu: {
      darkItemBg: BRAND.navy,
      darkSubMenuItemBg: BRAND.navy,
      darkItemSelectedBg: BRAND.navyRaised,
      darkItemSelectedColor: BRAND.accent,
      darkItemColor: 'rgba(234, 240, 250, 0.72)',
      darkItemHoverColor: '#eaf0fa',
    },
    Table: { headerBg: '#f7f9fc' },
  },
};
