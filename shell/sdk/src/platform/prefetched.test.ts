import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { PREFETCHED_GLOBAL, type PrefetchedRequest } from '@seats/contracts'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createApiClient } from '../api/api-client'
import { PREFETCH_MAX_AGE_MS, takePrefetched } from './prefetched'

/** A real server standing in for the gateway: counts the requests per path, answers with the token it saw. */
const asked = new Map<string, number>()
let server: Server
let origin: string
const g = globalThis as Record<string, unknown>

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = req.url ?? ''
    asked.set(path, (asked.get(path) ?? 0) + 1)
    if (path === '/api/broken') return res.writeHead(500).end()
    if (req.headers.authorization !== 'Bearer token-1') {
      res.writeHead(401, { 'Content-Type': 'application/json' })
      return res.end(JSON.stringify({ ok: false, error: 'unauthorized', status: 401 }))
    }
    res.writeHead(200, { 'Content-Type': 'application/json' })
    res.end(JSON.stringify({ path, n: asked.get(path) }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

beforeEach(() => {
  asked.clear()
  g.location = { href: `${origin}/map/7`, origin }
  g[PREFETCHED_GLOBAL] = {}
})
afterEach(() => {
  delete g.location
  delete g[PREFETCHED_GLOBAL]
})

/** What the page's first script does for `path`. */
function startEarly(path: string, token: string | null, at = Date.now()): void {
  const headers: Record<string, string> = { Accept: 'application/json' }
  if (token) headers.Authorization = `Bearer ${token}`
  const store = g[PREFETCHED_GLOBAL] as Record<string, PrefetchedRequest>
  store[path] = { at, token, response: fetch(`${origin}${path}`, { headers }) }
}

const client = (token: string) =>
  createApiClient({
    baseUrl: `${origin}/api`,
    getToken: () => token,
    setToken: () => {},
    onAuthLost: () => {},
    onForbidden: () => {},
  })

describe('requests the page started before its code', () => {
  it('answer the API client’s first GET of the same address, once; the next one asks the server', async () => {
    startEarly('/api/maps/7', 'token-1')
    const api = client('token-1')
    expect(await api.get('/maps/7')).toEqual({ path: '/api/maps/7', n: 1 })
    expect(await api.get('/maps/7')).toEqual({ path: '/api/maps/7', n: 2 })
    expect(asked.get('/api/maps/7')).toBe(2)
  })

  it('are not used with another token, when too old, or when they failed: the client asks itself', async () => {
    startEarly('/api/persons', 'token-0')
    startEarly('/api/maps', 'token-1', Date.now() - PREFETCH_MAX_AGE_MS - 1)
    startEarly('/api/users/me', 'expired')
    const api = client('token-1')
    expect(await api.get('/persons')).toEqual({ path: '/api/persons', n: 2 })
    expect(await api.get('/maps')).toEqual({ path: '/api/maps', n: 2 })
    // The early request was refused (an expired token): the client's own one goes through.
    expect(await api.get('/users/me')).toEqual({ path: '/api/users/me', n: 2 })
  })

  it('are never used for anything but a GET', async () => {
    startEarly('/api/maps/7', 'token-1')
    await client('token-1').post('/maps/7', { name: 'x' })
    await expect(takePrefetched(`${origin}/api/maps/7`, 'token-1')).resolves.toMatchObject({ status: 200 })
  })

  it('match by address on this origin only, and give up on an answer that is not in when the signal aborts', async () => {
    startEarly('/api/broken', null)
    expect(await takePrefetched('/api/broken', null)).toBeNull()
    startEarly('/api/maps', 'token-1')
    expect(await takePrefetched('http://elsewhere.example/api/maps', 'token-1')).toBeNull()
    const store = g[PREFETCHED_GLOBAL] as Record<string, PrefetchedRequest>
    // An answer that never comes: only the signal ends the wait.
    store['/remotes.json'] = { at: Date.now(), token: null, response: new Promise<Response>(() => {}) }
    expect(await takePrefetched('/remotes.json', null, AbortSignal.timeout(50))).toBeNull()
  })
})
