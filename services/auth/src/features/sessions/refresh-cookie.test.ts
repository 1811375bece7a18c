import { describe, expect, it } from 'vitest'
import http from 'node:http'
import Koa from 'koa'
import {
  clearRefreshCookie,
  refreshCookieOptions,
  serializeRefreshCookie,
  setRefreshCookie,
} from './refresh-cookie'

const now = new Date('2026-06-01T10:00:00.000Z')

describe('refreshCookieOptions', () => {
  it('scopes the cookie to /api/auth for the refresh lifetime', () => {
    expect(refreshCookieOptions({ secure: true, ttlDays: 30 })).toEqual({
      secure: true,
      path: '/api/auth',
      maxAgeSeconds: 2_592_000,
    })
  })
})

describe('serializeRefreshCookie', () => {
  it('is httpOnly, Secure, SameSite=Strict, Path=/api/auth, Max-Age 30 days', () => {
    expect(serializeRefreshCookie('abc', refreshCookieOptions({ secure: true, ttlDays: 30 }), now)).toBe(
      'seats_rt=abc; Path=/api/auth; Max-Age=2592000; Expires=Wed, 01 Jul 2026 10:00:00 GMT; HttpOnly; SameSite=Strict; Secure',
    )
  })

  it('leaves out Secure only when configured off', () => {
    const line = serializeRefreshCookie('abc', refreshCookieOptions({ secure: false, ttlDays: 1 }), now)
    expect(line).not.toContain('Secure')
    expect(line).toContain('HttpOnly; SameSite=Strict')
  })

  it('clears with Max-Age=0 and a past expiry on the same path', () => {
    expect(serializeRefreshCookie(null, refreshCookieOptions({ secure: true, ttlDays: 30 }), now)).toBe(
      'seats_rt=; Path=/api/auth; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Strict; Secure',
    )
  })
})

/** Runs one plain-http request through a Koa app that trusts proxies, and returns its Set-Cookie headers. */
async function setCookieHeaders(handler: (ctx: Koa.Context) => void): Promise<string[]> {
  const app = new Koa({ proxy: true })
  app.use((ctx) => {
    handler(ctx)
    ctx.body = 'ok'
  })
  const server = http.createServer(app.callback())
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  try {
    const { port } = server.address() as { port: number }
    const res = await fetch(`http://127.0.0.1:${port}/`)
    return res.headers.getSetCookie()
  } finally {
    server.close()
  }
}

describe('on a plain-http request behind TLS termination', () => {
  it('still sends the Secure cookie, next to any other cookie', async () => {
    const opts = refreshCookieOptions({ secure: true, ttlDays: 30 })
    const headers = await setCookieHeaders((ctx) => {
      ctx.cookies.set('other', '1')
      setRefreshCookie(ctx, 'abc', opts)
    })
    expect(headers).toHaveLength(2)
    expect(headers.find((h) => h.startsWith('seats_rt=abc;'))).toContain('; Secure')
  })

  it('clears it the same way', async () => {
    const [line] = await setCookieHeaders((ctx) =>
      clearRefreshCookie(ctx, refreshCookieOptions({ secure: true, ttlDays: 30 })),
    )
    expect(line).toMatch(/^seats_rt=; Path=\/api\/auth; Max-Age=0; /)
  })
})
