export { notificationKeys, useNotificationsUnread } from './unread';
