/** The console's articles screen (`admin.content`); `{id}` is an article number. */
export const adminContent = {
  nav: 'Articles',
  title: 'Articles',
  subtitle:
    'Help and news (category 9) and announcements (14) in four languages. Players see only published articles, with HTML cleaned by the allow-list; every change is recorded in the audit log.',
  create: 'New article',
  edit: 'Edit',
  publish: 'Publish',
  unpublish: 'Unpublish',
  published: 'Article published',
  unpublished: 'Article unpublished',
  loadFailed: 'Articles could not be loaded.',
  category: {
    all: 'All',
    news: 'Help & news',
    announcement: 'Announcements',
  },
  status: {
    published: 'Published',
    draft: 'Draft',
  },
  columns: {
    id: 'ID',
    title: 'Title',
    category: 'Category',
    status: 'Status',
    sort: 'Sort',
    updatedAt: 'Last changed',
    actions: 'Actions',
  },
  fields: {
    category: 'Category',
    sort: 'Sort',
    sortHelp: 'Lower numbers come first; equal ones newest first.',
    img: 'Image (optional)',
    imgRule: 'Use an https:// address or a path on this site.',
    title: 'Title',
    content: 'Content (HTML)',
    contentHelp:
      'Allowed: paragraphs, headings, lists, tables, bold/italic, links (http, https, mailto, tel or site paths) and https images. Anything else is removed.',
  },
  languages: {
    vi: 'Tiếng Việt',
    en: 'English',
    chs: '简体中文',
    cht: '繁體中文',
  },
  editor: {
    newTitle: 'New article',
    editTitle: 'Edit article {id}',
    save: 'Save',
    cancel: 'Cancel',
    preview: 'Preview as players see it',
  },
};
