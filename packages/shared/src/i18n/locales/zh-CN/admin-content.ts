import type { Catalogue } from '../../catalogue.js';

/** `admin.content`. */
export const adminContent = {
  nav: '文章',
  title: '文章',
  subtitle:
    '四种语言的帮助与新闻（分类 9）和公告（14）。玩家只能看到已发布的文章，HTML 按白名单清理；每次更改都会记录在审计日志中。',
  create: '新建文章',
  edit: '编辑',
  publish: '发布',
  unpublish: '取消发布',
  published: '文章已发布',
  unpublished: '文章已取消发布',
  loadFailed: '无法加载文章。',
  category: {
    all: '全部',
    news: '帮助与新闻',
    announcement: '公告',
  },
  status: {
    published: '已发布',
    draft: '草稿',
  },
  columns: {
    id: 'ID',
    title: '标题',
    category: '分类',
    status: '状态',
    sort: '排序',
    updatedAt: '最后修改',
    actions: '操作',
  },
  fields: {
    category: '分类',
    sort: '排序',
    sortHelp: '数字小的在前；相同时较新的在前。',
    img: '图片（可选）',
    imgRule: '请使用 https:// 地址或本站路径。',
    title: '标题',
    content: '内容（HTML）',
    contentHelp:
      '允许：段落、标题、列表、表格、粗体/斜体、链接（http、https、mailto、tel 或站内路径）和 https 图片。其他内容会被移除。',
  },
  languages: {
    vi: 'Tiếng Việt',
    en: 'English',
    chs: '简体中文',
    cht: '繁體中文',
  },
  editor: {
    newTitle: '新建文章',
    editTitle: '编辑文章 {id}',
    save: '保存',
    cancel: '取消',
    preview: '按玩家所见预览',
  },
} satisfies Catalogue['admin']['content'];
