/**
 * This browser's side of Web Push: whether it can, the permission, its current subscription, and
 * subscribing with the server's key. The service worker (/app/sw.js) shows what arrives.
 */

export type PushSupport = 'unsupported' | 'denied' | 'default' | 'granted';

/** Whether this browser can receive pushes here, and what the person allowed. */
export function pushSupport(): PushSupport {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) {
    return 'unsupported';
  }
  return Notification.permission;
}

/** The endpoint this browser is subscribed with, if any (no worker registered yet: none). */
export async function currentEndpoint(): Promise<string | null> {
  if (pushSupport() === 'unsupported') return null;
  const registration = await navigator.serviceWorker.getRegistration('/app/');
  const subscription = await registration?.pushManager.getSubscription();
  return subscription?.endpoint ?? null;
}

/** A base64url key as the bytes pushManager.subscribe takes (every browser takes bytes; not all a string). */
function keyBytes(key: string): Uint8Array<ArrayBuffer> {
  const base64 = key.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (key.length % 4)) % 4);
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

export class PushPermissionDenied extends Error {}

/**
 * Asks for the permission, waits for the service worker, subscribes with the server's key and
 * answers what POST /push/subscriptions takes.
 */
export async function subscribeThisDevice(publicKey: string): Promise<{ endpoint: string; keys: { p256dh: string; auth: string } }> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushPermissionDenied(permission);
  const registration = await navigator.serviceWorker.ready;
  const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
  const json = subscription.toJSON();
  return { endpoint: subscription.endpoint, keys: { p256dh: json.keys!.p256dh, auth: json.keys!.auth } };
}

/** Stops this browser's subscription (its row is removed on the server by the caller). */
export async function unsubscribeThisDevice(): Promise<void> {
  const registration = await navigator.serviceWorker.getRegistration('/app/');
  await (await registration?.pushManager.getSubscription())?.unsubscribe();
}
