import { useEffect } from 'react'

/**
 * Keeps the screen on while the page is shown (Screen Wake Lock, where the browser has it). The browser drops
 * the lock whenever the page is hidden, so it is asked for again each time the page shows.
 */
export function useWakeLock(): void {
  useEffect(() => {
    const wakeLock = (navigator as Navigator & { wakeLock?: WakeLock }).wakeLock
    if (!wakeLock) return
    let sentinel: WakeLockSentinel | null = null
    let live = true
    const ask = () => {
      if (document.visibilityState !== 'visible') return
      wakeLock.request('screen').then(
        (lock) => {
          if (live) sentinel = lock
          else void lock.release()
        },
        // Refused (battery saver, no user gesture yet): the screen may sleep; nothing else changes.
        () => undefined,
      )
    }
    ask()
    document.addEventListener('visibilitychange', ask)
    return () => {
      live = false
      document.removeEventListener('visibilitychange', ask)
      void sentinel?.release()
    }
  }, [])
}
