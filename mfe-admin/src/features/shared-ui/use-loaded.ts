import { errorMessageOf } from '@seats/sdk'
import { useEffect, useState } from 'react'

/** One call's answer: loading (neither), arrived, or why not. */
export interface Loaded<T> {
  value?: T
  error?: string
}

/**
 * Calls `fetch` when the screen shows and again when `fetch` changes (memoise it on what it reads); a
 * newer call aborts the older one, whose late answer is then ignored.
 */
export function useLoaded<T>(fetch: (signal: AbortSignal) => Promise<T>): Loaded<T> {
  const [state, setState] = useState<Loaded<T>>({})
  useEffect(() => {
    const controller = new AbortController()
    fetch(controller.signal)
      .then((value) => setState({ value }))
      .catch((err: unknown) => {
        if (!controller.signal.aborted) setState({ error: errorMessageOf(err) })
      })
    return () => controller.abort()
  }, [fetch])
  return state
}
