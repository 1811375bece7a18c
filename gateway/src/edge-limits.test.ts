import http from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  baseConfig,
  signToken,
  startGateway,
  startUpstream,
  type RunningGateway,
  type Upstream,
} from './testing/harness'

/*
 * One address must not starve a service without signing in: a body is cut when it arrives too slowly,
 * calls in flight are capped per address, and public calls never take the connections signed-in ones use.
 */

/** Long enough that a busy machine still sees the held uploads in flight before they are cut. */
const BODY_TIMEOUT_MS = 3_000
let service: Upstream
let gateway: RunningGateway
let token: string

interface Answer {
  status: number
  body: string
}

/** A contact-form post whose body never finishes arriving, from `ip` (as the load balancer reports it). */
function slowUpload(ip: string): Promise<Answer> {
  const { hostname, port } = new URL(gateway.url)
  return new Promise((resolve) => {
    const req = http.request(
      {
        hostname,
        port,
        path: '/api/leads',
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': '1000', 'x-forwarded-for': ip },
      },
      (res) => {
        let body = ''
        res.on('data', (c: Buffer) => (body += c.toString()))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
        res.on('error', () => resolve({ status: res.statusCode ?? 0, body }))
      },
    )
    req.on('error', () => resolve({ status: 0, body: '' }))
    req.write('{"name":"')
  })
}

async function signedIn(ip: string): Promise<Answer> {
  const res = await fetch(`${gateway.url}/api/users/me`, {
    headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': ip },
  })
  return { status: res.status, body: await res.text() }
}

/** Whether a promise has settled yet, without waiting for it. */
function settledFlag(promise: Promise<unknown>): () => boolean {
  let settled = false
  void promise.finally(() => (settled = true))
  return () => settled
}

/** Waits until the service has begun `n` more requests to `path` than it had: the uploads hold their connections. */
const begunAtLeast = (path: string, n: number) => {
  const before = service.begun.filter((u) => u === path).length
  return expect
    .poll(() => service.begun.filter((u) => u === path).length, { timeout: 10_000 })
    .toBeGreaterThanOrEqual(before + n)
}

/** A signed-in call from `ip`, tried until it answers `status` (the held uploads are counted by then). */
const signedInUntil = (ip: string, status: number) =>
  expect
    .poll(async () => (await signedIn(ip)).status, { timeout: BODY_TIMEOUT_MS - 500, interval: 50 })
    .toBe(status)

beforeAll(async () => {
  // Stands in for auth and leads: answers once the whole body is in.
  service = await startUpstream()
  token = await signToken()
  gateway = await startGateway(
    baseConfig({
      AUTH_URL: service.url,
      LEADS_URL: service.url,
      TRUST_PROXY_HOPS: 1,
      BODY_TIMEOUT_MS,
      MAX_CONCURRENT_PER_ADDRESS: 4,
      PUBLIC_UPSTREAM_SOCKETS: 2,
    }),
  )
})
afterAll(async () => {
  await gateway.close()
  await service.close()
})

describe('the edge against one address that would starve a service', () => {
  it('cuts a body that arrives too slowly with a JSON 408, while signed-in calls answer at once', async () => {
    const upload = slowUpload('198.51.100.10')
    const cutYet = settledFlag(upload)
    await begunAtLeast('/api/leads', 1)
    const meanwhile = await signedIn('203.0.113.10')
    expect(meanwhile.status).toBe(200)
    // The signed-in call did not wait for the slow body to be cut.
    expect(cutYet()).toBe(false)
    const cut = await upload
    expect(cut.status).toBe(408)
    expect(JSON.parse(cut.body)).toMatchObject({ ok: false, error: 'request_timeout', status: 408 })
    // Nothing half-sent reached the service as a whole request.
    expect(service.received.filter((r) => r.url === '/api/leads')).toEqual([])
  })

  it('caps the calls one address has in flight (429 at once), and serves every other address', async () => {
    const held = Array.from({ length: 4 }, () => slowUpload('198.51.100.20'))
    await signedInUntil('198.51.100.20', 429)
    const over = await signedIn('198.51.100.20')
    expect(over.status).toBe(429)
    expect(JSON.parse(over.body)).toMatchObject({ error: 'rate_limited' })
    expect((await signedIn('198.51.100.21')).status).toBe(200)
    // Once those are cut, the address is served again.
    await Promise.all(held)
    expect((await signedIn('198.51.100.20')).status).toBe(200)
  })

  it('counts an IPv6 address by its /64: another address in it is the same caller', async () => {
    const v6 = Array.from({ length: 4 }, (_, i) => slowUpload(`2001:db8:5:6::${i + 1}`))
    await signedInUntil('2001:db8:5:6:ffff::1', 429)
    expect((await signedIn('2001:db8:5:7::1')).status).toBe(200)
    await Promise.all(v6)
  })

  it('keeps public calls to their own connections: a full public pool never delays a signed-in call', async () => {
    // Two slow public uploads from two addresses take both public connections to the service...
    const held = [slowUpload('198.51.100.30'), slowUpload('198.51.100.31')]
    await begunAtLeast('/api/leads', 2)
    // ...a third public call waits for one of them, and a signed-in call goes straight through.
    const third = fetch(`${gateway.url}/api/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.32' },
      body: JSON.stringify({ name: 'x' }),
    }).then((res) => res.status)
    const thirdDone = settledFlag(third)
    const signed = await signedIn('203.0.113.30')
    expect(signed.status).toBe(200)
    expect(thirdDone()).toBe(false)
    expect(await third).toBe(200)
    await Promise.all(held)
  })
})
