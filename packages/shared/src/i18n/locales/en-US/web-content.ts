/**
 * Articles: `/help/list`, `/help/:id`, `/info/:id` and `/message` (`web.content`). `{language}` is
 * a language's own name, `{name}` a tab's name, `{count}` a number of unread items.
 */
export const webContent = {
  article: {
    title: 'Article',
    fallback: 'Not yet translated — shown in {language}.',
    notFound: 'Article not found',
    notFoundBody: 'It may have been removed or is not published.',
    failed: 'The article could not be loaded',
  },
  help: {
    title: 'Help',
    empty: 'No help articles yet',
    failed: 'The help articles could not be loaded',
  },
  message: {
    title: 'Messages',
    tabs: 'Message type',
    news: 'News',
    announcement: 'Announcements',
    tabUnread: '{name} ({count})',
    unread: 'Unread',
    failed: 'Messages could not be loaded',
    empty: {
      news: 'No news yet',
      announcement: 'No announcements yet',
    },
  },
};
