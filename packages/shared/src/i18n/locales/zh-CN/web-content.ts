import type { Catalogue } from '../../catalogue.js';

/** 文章：`/help/list`、`/help/:id`、`/info/:id` 和 `/message`。 */
export const webContent = {
  article: {
    title: '文章',
    fallback: '尚未翻译——以{language}显示。',
    notFound: '找不到文章',
    notFoundBody: '文章可能已被删除或尚未发布。',
    failed: '无法加载文章',
  },
  help: {
    title: '帮助',
    empty: '暂无帮助文章',
    failed: '无法加载帮助文章',
  },
  message: {
    title: '消息',
    tabs: '消息类型',
    news: '新闻',
    announcement: '公告',
    tabUnread: '{name}（{count}）',
    unread: '未读',
    failed: '无法加载消息',
    empty: {
      news: '暂无新闻',
      announcement: '暂无公告',
    },
  },
} satisfies Catalogue['web']['content'];
