import type { Catalogue } from '../../catalogue.js';

/** Bài viết: `/help/list`, `/help/:id`, `/info/:id` và `/message`. */
export const webContent = {
  article: {
    title: 'Bài viết',
    fallback: 'Chưa được dịch — đang hiển thị bằng {language}.',
    notFound: 'Không tìm thấy bài viết',
    notFoundBody: 'Bài viết có thể đã bị gỡ hoặc chưa được đăng.',
    failed: 'Không thể tải bài viết',
  },
  help: {
    title: 'Trợ giúp',
    empty: 'Chưa có bài trợ giúp nào',
    failed: 'Không thể tải các bài trợ giúp',
  },
  message: {
    title: 'Tin nhắn',
    tabs: 'Loại tin nhắn',
    news: 'Tin tức',
    announcement: 'Thông báo',
    tabUnread: '{name} ({count})',
    unread: 'Chưa đọc',
    failed: 'Không thể tải tin nhắn',
    empty: {
      news: 'Chưa có tin tức nào',
      announcement: 'Chưa có thông báo nào',
    },
  },
} satisfies Catalogue['web']['content'];
