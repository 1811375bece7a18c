/**
 * What a request log line may say about the path. Some paths carry a secret (the phone provider's callback
 * URL ends in the phone line's shared secret), and log lines travel to places secrets must not: a matched
 * route is logged as its template (`/api/ivr/yemot/:secret`), anything else through `redactedPath`.
 */

/** The phone line's callback paths: `/api/ivr/<adapter>[/<sub>]/<secret>`; only these words are kept. */
const IVR_PREFIX = '/api/ivr/'
const IVR_WORDS = new Set(['yemot', 'json', 'reminder'])

/** The shortest accepted shared secret; shorter segments (ids, dates, names of routes) stay readable. */
const SECRET_MIN_LENGTH = 16
export const REDACTED_SEGMENT = ':redacted'

/** Long random-looking segments: letters and digits mixed, or anything very long. */
function looksSecret(segment: string): boolean {
  if (segment.length >= 32) return true
  return segment.length >= SECRET_MIN_LENGTH && /\d/.test(segment) && /[A-Za-z]/.test(segment)
}

/** A path safe to log: every segment under /api/ivr but the adapter's words, and secret-like segments, hidden. */
export function redactedPath(path: string): string {
  const underIvr = path.startsWith(IVR_PREFIX)
  return path
    .split('/')
    .map((segment, i) => {
      if (segment === '') return segment
      if (underIvr && i >= 3 && !IVR_WORDS.has(segment)) return REDACTED_SEGMENT
      return looksSecret(segment) ? REDACTED_SEGMENT : segment
    })
    .join('/')
}

/** The path to log for a Koa request: the matched route's template, or the redacted path. */
export function loggedPath(ctx: { path: string; _matchedRoute?: string | RegExp }): string {
  const route = ctx._matchedRoute
  return typeof route === 'string' ? route : redactedPath(ctx.path)
}
