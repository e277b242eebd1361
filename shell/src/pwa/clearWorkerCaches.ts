import { RUNTIME_CACHES } from '../service-worker/caches';

/**
 * What the service worker kept at run time, gone (logging out, a session ended): the next person
 * on this browser finds none of it, online or offline. The precache (the shell's own files) stays.
 */
export async function clearWorkerCaches(): Promise<void> {
  if (!('caches' in window)) return;
  await Promise.all(RUNTIME_CACHES.map((name) => caches.delete(name))).catch(() => undefined);
}
