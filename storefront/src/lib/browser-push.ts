import { api, unwrap } from './api-client';

/** Whether this browser can receive pushes at all: a service worker (production builds register one) and the Push API. */
export const canPush = (): boolean => typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** How long to wait for the service worker, which registers after the page has loaded (src/pwa/). */
const WORKER_WAIT_MS = 10_000;

/** The service worker's registration once it is active; none in a browser without one (or in development, which has none). */
async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!canPush()) return undefined;
  const timeout = new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), WORKER_WAIT_MS));
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

/** This browser's push subscription, if push is on here (no worker registered yet: none, without waiting for one). */
export async function browserSubscription(): Promise<PushSubscription | null> {
  if (!canPush()) return null;
  const registered = await navigator.serviceWorker.getRegistration().catch(() => undefined);
  return (await registered?.pushManager.getSubscription().catch(() => null)) ?? null;
}

/**
 * Asks for permission, subscribes this browser with the site's VAPID key and gives the subscription to the API.
 * Answers 'denied' when the user (or the browser's settings) refused notifications, 'unavailable' without a worker.
 */
export async function turnPushOn(): Promise<'on' | 'denied' | 'unavailable'> {
  const worker = await registration();
  if (!worker) return 'unavailable';
  if ((await Notification.requestPermission()) !== 'granted') return 'denied';
  const key = await unwrap(api.GET('/api/push/key'), { notifyErrors: false });
  const subscription = (await worker.pushManager.getSubscription()) ?? (await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key.publicKey }));
  const { endpoint, keys } = subscription.toJSON();
  try {
    await unwrap(api.POST('/api/push/subscriptions', { body: { endpoint: endpoint ?? '', keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' } } }), { notifyErrors: false });
  } catch (error) {
    await subscription.unsubscribe().catch(() => false);
    throw error;
  }
  return 'on';
}

/** Turns push off in this browser: the API forgets it, then the browser drops it (also at log-out: a shared device). */
export async function turnPushOff(): Promise<void> {
  const subscription = await browserSubscription();
  if (!subscription) return;
  await api.DELETE('/api/push/subscriptions', { body: { endpoint: subscription.endpoint }, signal: AbortSignal.timeout(5000) }).catch(() => undefined);
  await subscription.unsubscribe().catch(() => false);
}
