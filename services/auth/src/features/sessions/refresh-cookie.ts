import type { Context } from 'koa'

export const REFRESH_COOKIE = 'seats_rt'
/** Only the auth routes ever receive the refresh token. */
export const REFRESH_COOKIE_PATH = '/api/auth'

export interface RefreshCookieOptions {
  secure: boolean
  path: string
  maxAgeSeconds: number
}

export function refreshCookieOptions(opts: { secure: boolean; ttlDays: number }): RefreshCookieOptions {
  return { secure: opts.secure, path: REFRESH_COOKIE_PATH, maxAgeSeconds: opts.ttlDays * 86_400 }
}

/**
 * The Set-Cookie line, always httpOnly and SameSite=Strict. Max-Age drives modern browsers; Expires
 * is the same moment for old ones. A null value clears the cookie (same path, or the browser keeps it).
 */
export function serializeRefreshCookie(
  value: string | null,
  opts: RefreshCookieOptions,
  now = new Date(),
): string {
  const maxAge = value === null ? 0 : opts.maxAgeSeconds
  const expires = value === null ? new Date(0) : new Date(now.getTime() + maxAge * 1000)
  const parts = [
    `${REFRESH_COOKIE}=${value ?? ''}`,
    `Path=${opts.path}`,
    `Max-Age=${maxAge}`,
    `Expires=${expires.toUTCString()}`,
    'HttpOnly',
    'SameSite=Strict',
  ]
  if (opts.secure) parts.push('Secure')
  return parts.join('; ')
}

export function readRefreshCookie(ctx: Context): string | undefined {
  return ctx.cookies.get(REFRESH_COOKIE) || undefined
}

// Written by hand instead of ctx.cookies.set: that refuses Secure on our plain-http hop (TLS ends at the
// load balancer, and browsers count http://localhost as secure) and never sends Max-Age.
export function setRefreshCookie(ctx: Context, token: string, opts: RefreshCookieOptions): void {
  ctx.append('Set-Cookie', serializeRefreshCookie(token, opts))
}

export function clearRefreshCookie(ctx: Context, opts: RefreshCookieOptions): void {
  ctx.append('Set-Cookie', serializeRefreshCookie(null, opts))
}
