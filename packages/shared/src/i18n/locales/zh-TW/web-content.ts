import type { Catalogue } from '../../catalogue.js';

/** 文章：`/help/list`、`/help/:id`、`/info/:id` 和 `/message`。 */
export const webContent = {
  article: {
    title: '文章',
    fallback: '尚未翻譯——以{language}顯示。',
    notFound: '找不到文章',
    notFoundBody: '文章可能已被移除或尚未發布。',
    failed: '無法載入文章',
  },
  help: {
    title: '說明',
    empty: '目前沒有說明文章',
    failed: '無法載入說明文章',
  },
  message: {
    title: '訊息',
    tabs: '訊息類型',
    news: '新聞',
    announcement: '公告',
    tabUnread: '{name}（{count}）',
    unread: '未讀',
    failed: '無法載入訊息',
    empty: {
      news: '目前沒有新聞',
      announcement: '目前沒有公告',
    },
  },
} satisfies Catalogue['web']['content'];
