/* global self, caches */
/*
 * Fairround's service worker (issue #25). It does two things and caches nothing else, so a new
 * release is never hidden behind an old copy:
 * - Web Push: shows each notice the server pushed (already worded in this device's language) and
 *   opens its screen when tapped;
 * - an offline page for a screen opened with no connection.
 */
const OFFLINE_URL = '/offline.html';
const CACHE = 'fairround-offline-v1';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.add(new Request(OFFLINE_URL, { cache: 'reload' })))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  if (event.request.mode !== 'navigate') return;
  event.respondWith(fetch(event.request).catch(() => caches.match(OFFLINE_URL)));
});

/** Only the app's own screens: a message can never send the player off the site. */
function appPath(link) {
  return typeof link === 'string' && /^\/[A-Za-z0-9_/?=&.-]*$/.test(link) ? link : '/notifications';
}

self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = {};
  }
  const title = typeof message.title === 'string' && message.title ? message.title : 'Fairround';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof message.body === 'string' ? message.body : '',
      tag: typeof message.tag === 'string' ? message.tag : undefined,
      icon: '/icons/icon-192.png',
      badge: '/icons/maskable-192.png',
      data: { link: appPath(message.link) },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const link = appPath(event.notification.data && event.notification.data.link);
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => 'focus' in client);
      if (open) return open.navigate(link).then((client) => (client || open).focus());
      return self.clients.openWindow(link);
    }),
  );
});
