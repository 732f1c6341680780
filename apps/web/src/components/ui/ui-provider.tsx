import type { UiLanguage } from '@fairround/shared';
import { ConfigProvider } from 'antd-mobile';
import enUS from 'antd-mobile/es/locales/en-US';
import viVN from 'antd-mobile/es/locales/vi-VN';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import zhTW from 'antd-mobile/es/locales/zh-TW';
import type { ReactNode } from 'react';
import { installAntdMobileRender } from './react19-render';

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

const ADM_LOCALES: Record<UiLanguage, AdmLocale> = {
  vi,
  'en-US': enUS,
  'zh-CN': zhCN,
  'zh-TW': zhTW,
};

installAntdMobileRender();

export function UiProvider({ language, children }: { language: UiLanguage; children: ReactNode }) {
  return <ConfigProvider locale={ADM_LOCALES[language]}>{children}</ConfigProvider>;
}
