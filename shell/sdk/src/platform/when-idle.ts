/**
 * Runs `run` once the page has nothing more urgent to do (a browser without requestIdleCallback: a
 * little later), for work that must not compete with the first paint, such as fetching code a later
 * tap will need. Answers the function that cancels it, so an effect can use it as its clean-up.
 */
export function whenIdle(run: () => void, fallbackDelayMs = 200): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run)
    return () => window.cancelIdleCallback(handle)
  }
  const handle = window.setTimeout(run, fallbackDelayMs)
  return () => window.clearTimeout(handle)
}
