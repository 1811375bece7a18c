import { useCallback, useSyncExternalStore } from 'react'

/** Where a screen switches to its phone layout: the same width every stylesheet uses. */
export const PHONE_MEDIA_QUERY = '(max-width: 640px)'

const queryOf = (query: string): MediaQueryList | null =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : null

/** Whether a CSS media query matches now, re-rendering when that changes (rotating a phone, resizing). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = queryOf(query)
      list?.addEventListener('change', onChange)
      return () => list?.removeEventListener('change', onChange)
    },
    [query],
  )
  return useSyncExternalStore(
    subscribe,
    () => queryOf(query)?.matches ?? false,
    () => false,
  )
}

/** A phone-sized screen: the layouts that stack, sheets instead of popovers, taps instead of drags. */
export const useIsPhone = (): boolean => useMediaQuery(PHONE_MEDIA_QUERY)
