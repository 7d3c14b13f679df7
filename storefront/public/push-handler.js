// The service worker's Web Push handling, imported into the worker Workbox generates (vite.config.ts, importScripts):
// shows each push the site sends (backend/src/push: { title, body, url, tag }) and opens its page when clicked.
self.addEventListener('push', function (event) {
  var push;
  try {
    push = event.data ? event.data.json() : null;
  } catch (error) {
    push = null;
  }
  if (!push || typeof push.title !== 'string') return;
  event.waitUntil(
    self.registration.showNotification(push.title, {
      body: push.body,
      // One line per conversation or search: a newer push replaces the older, and still alerts.
      tag: push.tag,
      renotify: Boolean(push.tag),
      icon: '/pwa-192x192.png',
      data: { url: push.url },
    }),
  );
});

self.addEventListener('notificationclick', function (event) {
  event.notification.close();
  var target = new URL((event.notification.data && event.notification.data.url) || '/', self.location.origin);
  if (target.origin !== self.location.origin) return;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(function (windows) {
      var open = windows.find(function (client) {
        return new URL(client.url).origin === self.location.origin;
      });
      if (!open) return self.clients.openWindow(target.href);
      return open.focus().then(function (client) {
        return client.navigate(target.href);
      });
    }),
  );
});
