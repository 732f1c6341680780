import type { Catalogue } from '../../catalogue.js';

/** `admin.content`. */
export const adminContent = {
  nav: '文章',
  title: '文章',
  subtitle:
    '四種語言的說明與新聞（分類 9）和公告（14）。玩家只能看到已發布的文章，HTML 依白名單清理；每次變更都會記錄在稽核日誌中。',
  create: '新增文章',
  edit: '編輯',
  publish: '發布',
  unpublish: '取消發布',
  published: '文章已發布',
  unpublished: '文章已取消發布',
  loadFailed: '無法載入文章。',
  category: {
    all: '全部',
    news: '說明與新聞',
    announcement: '公告',
  },
  status: {
    published: '已發布',
    draft: '草稿',
  },
  columns: {
    id: 'ID',
    title: '標題',
    category: '分類',
    status: '狀態',
    sort: '排序',
    updatedAt: '最後修改',
    actions: '操作',
  },
  fields: {
    category: '分類',
    sort: '排序',
    sortHelp: '數字小的在前；相同時較新的在前。',
    img: '圖片（選填）',
    imgRule: '請使用 https:// 位址或本站路徑。',
    title: '標題',
    content: '內容（HTML）',
    contentHelp:
      '允許：段落、標題、清單、表格、粗體/斜體、連結（http、https、mailto、tel 或站內路徑）和 https 圖片。其他內容會被移除。',
  },
  languages: {
    vi: 'Tiếng Việt',
    en: 'English',
    chs: '简体中文',
    cht: '繁體中文',
  },
  editor: {
    newTitle: '新增文章',
    editTitle: '編輯文章 {id}',
    save: '儲存',
    cancel: '取消',
    preview: '依玩家所見預覽',
  },
} satisfies Catalogue['admin']['content'];
