import { DATA_CACHE_PREFIX } from '@seats/sdk/offline-names'

/** Logout: the answers the service worker kept for offline use go, every owner's, before anyone else signs in. */
export async function clearOfflineData(): Promise<void> {
  if (typeof caches === 'undefined') return
  try {
    const names = await caches.keys()
    await Promise.all(
      names.filter((name) => name.startsWith(DATA_CACHE_PREFIX)).map((name) => caches.delete(name)),
    )
  } catch (error) {
    console.warn('[offline] could not clear the kept data', error)
  }
}
