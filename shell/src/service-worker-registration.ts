import { session } from '@seats/sdk'
import { CACHE_URLS_MESSAGE } from '@seats/sdk/offline-names'

/** Set on <html> once the worker keeps this page's code and data (e2e tests wait for it before going offline). */
export const OFFLINE_READY_ATTRIBUTE = 'data-offline-ready'

/**
 * What this page loaded before the worker controlled it (its first visit): the page itself, its code and
 * its data reads, so that the next visit, even with no network, finds them. The worker keeps only what
 * its rules keep; the data reads go with the page's token, to be filed under their owner.
 */
function loadedBeforeControl(): Array<string | [string, RequestInit]> {
  const token = session.getState().token
  const urls: Array<string | [string, RequestInit]> = [[location.href, { headers: { Accept: 'text/html' } }]]
  for (const entry of performance.getEntriesByType('resource')) {
    const url = new URL(entry.name)
    if (url.origin !== location.origin) continue
    if (url.pathname.startsWith('/api/'))
      urls.push([
        url.href,
        { headers: token ? { Authorization: `Bearer ${token}`, Accept: 'application/json' } : {} },
      ])
    else urls.push(url.href)
  }
  return urls
}

function keep(worker: ServiceWorker, urlsToCache: Array<string | [string, RequestInit]>): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => resolve()
    worker.postMessage({ type: CACHE_URLS_MESSAGE, payload: { urlsToCache } }, [channel.port2])
  })
}

/**
 * Registers /sw.js once the page has loaded (the app shell's pages only: the light home page does not
 * pay for it). Failing to register (a browser or test that blocks workers) changes nothing else.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return
  const controlledAtStart = navigator.serviceWorker.controller !== null
  const start = async () => {
    try {
      await navigator.serviceWorker.register('/sw.js', { scope: '/' })
      const registration = await navigator.serviceWorker.ready
      if (!controlledAtStart && registration.active) await keep(registration.active, loadedBeforeControl())
      document.documentElement.setAttribute(OFFLINE_READY_ATTRIBUTE, '')
    } catch (error) {
      console.info('[offline] no service worker:', error)
    }
  }
  if (document.readyState === 'complete') void start()
  else window.addEventListener('load', () => void start(), { once: true })
}
