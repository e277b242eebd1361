/**
 * Web Push in the service worker (docs/product.md#offline-and-updates): a push carries
 * `{title, body, url}` as JSON and is shown as a notification; a tap on it focuses a window
 * already on that page, or opens it. Only a page of this origin is opened: a payload naming
 * another site opens the app's home instead.
 */
type PushPayload = { title?: unknown; body?: unknown; url?: unknown };

const sw = self as unknown as ServiceWorkerGlobalScope;

/** The page a notification opens: the payload's URL when it is on this origin, else /app/. */
export function sameOriginUrl(url: unknown): string {
  const home = new URL('/app/', sw.location.origin).href;
  if (typeof url !== 'string') return home;
  try {
    const target = new URL(url, sw.location.origin);
    return target.origin === sw.location.origin ? target.href : home;
  } catch {
    return home;
  }
}

function payloadOf(event: PushEvent): PushPayload {
  try {
    return (event.data?.json() ?? {}) as PushPayload;
  } catch {
    return { body: event.data?.text() };
  }
}

async function openOrFocus(url: string): Promise<void> {
  const windows = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => client.url === url);
  if (open) await open.focus();
  else await sw.clients.openWindow(url);
}

export function listenForPushEvents(): void {
  sw.addEventListener('push', (event) => {
    const payload = payloadOf(event);
    const title = typeof payload.title === 'string' && payload.title ? payload.title : 'Cigogne';
    event.waitUntil(
      sw.registration.showNotification(title, {
        body: typeof payload.body === 'string' ? payload.body : '',
        icon: '/app/icons/icon-192.png',
        data: { url: sameOriginUrl(payload.url) },
      }),
    );
  });
  sw.addEventListener('notificationclick', (event) => {
    event.notification.close();
    event.waitUntil(openOrFocus(sameOriginUrl((event.notification.data as { url?: unknown } | null)?.url)));
  });
}
