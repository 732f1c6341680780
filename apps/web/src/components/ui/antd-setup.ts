import type { UiLanguage } from '@fairround/shared';
import { setDefaultConfig } from 'antd-mobile';
import enUS from 'antd-mobile/es/locales/en-US';
import viVN from 'antd-mobile/es/locales/vi-VN';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import zhTW from 'antd-mobile/es/locales/zh-TW';
import { currentLanguage, i18n } from '../../lib/i18n';
import { installAntdMobileRender } from './react19-render';

/**
 * Everything antd-mobile needs before its first component renders. Every wrapper that uses
 * antd-mobile imports this module, so antd-mobile (and this) load with the first screen that
 * shows one of them, never with the app's first script.
 *
 * The locale is antd-mobile's default config rather than a `ConfigProvider` around the app: the
 * provider would put antd-mobile into the start-up code, and the default config also reaches
 * Toast and Dialog, which render in their own roots outside any provider.
 */
type AdmLocale = typeof enUS;

/**
 * antd-mobile's vi-VN labels, with the few that read oddly replaced (e.g. "Chắc chắn" for
 * Confirm). Without any locale antd-mobile would fall back to Simplified Chinese.
 */
const vi: AdmLocale = {
  ...viVN,
  common: { ...viVN.common, confirm: 'Xác nhận', cancel: 'Hủy', loading: 'Đang tải', close: 'Đóng' },
  ErrorBlock: {
    default: { title: 'Đã xảy ra lỗi', description: 'Vui lòng đợi một chút rồi thử lại' },
    busy: { title: 'Hệ thống đang bận', description: 'Hãy thử tải lại trang' },
    disconnected: { title: 'Mất kết nối mạng', description: 'Hãy kiểm tra kết nối rồi thử lại' },
    empty: { title: 'Chưa có gì ở đây', description: '' },
  },
  InfiniteScroll: { noMore: 'Không còn nữa', failedToLoad: 'Tải thất bại', retry: 'Thử lại' },
  PullToRefresh: { pulling: 'Kéo xuống để làm mới', canRelease: 'Thả ra để làm mới', complete: 'Đã làm mới' },
};

export const ADM_LOCALES: Record<UiLanguage, AdmLocale> = {
  vi,
  'en-US': enUS,
  'zh-CN': zhCN,
  'zh-TW': zhTW,
};

function applyLocale(): void {
  setDefaultConfig({ locale: ADM_LOCALES[currentLanguage()] });
}

installAntdMobileRender();
applyLocale();
// Screens re-render on a language change (useTranslation), picking the new default up.
i18n.on('languageChanged', applyLocale);
