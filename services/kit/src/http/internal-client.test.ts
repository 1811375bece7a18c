import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createInternalClient, InternalCallError } from './internal-client'

let server: Server
let base: string
const seen: Array<{ method?: string; token?: string; body: string }> = []

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = ''
    req.on('data', (c: Buffer) => (body += c.toString()))
    req.on('end', () => {
      seen.push({ method: req.method, token: req.headers['x-service-token'] as string | undefined, body })
      if (req.url === '/ok')
        return res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ n: 1, extra: true }))
      if (req.url === '/shape')
        return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ n: 'one' }))
      if (req.url === '/slow') return setTimeout(() => res.writeHead(200).end('{}'), 500)
      res.writeHead(req.url === '/missing' ? 404 : 500).end('{}')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const schema = z.object({ n: z.number() })
const codeOf = (p: Promise<unknown>) =>
  p.then(
    () => 'resolved',
    (err: unknown) => (err instanceof InternalCallError ? err.code : 'other'),
  )

describe('internal client', () => {
  it('sends JSON with the service token and answers the parsed body', async () => {
    const client = createInternalClient(base, 'the-service-token')
    expect(await client.call('POST', '/ok', { body: { a: 1 }, schema })).toEqual({ n: 1 })
    expect(seen.at(-1)).toEqual({ method: 'POST', token: 'the-service-token', body: '{"a":1}' })
  })

  it('answers null for a 404 only when asked to; other failures are upstream errors', async () => {
    const client = createInternalClient(base, 'the-service-token', { timeoutMs: 100 })
    expect(await client.call('GET', '/missing', { schema, notFoundIsNull: true })).toBeNull()
    expect(await codeOf(client.call('GET', '/missing', { schema }))).toBe('upstream_unavailable')
    expect(await codeOf(client.call('GET', '/boom', { schema }))).toBe('upstream_unavailable')
    expect(await codeOf(client.call('GET', '/shape', { schema }))).toBe('upstream_unavailable')
    expect(await codeOf(client.call('GET', '/slow', { schema }))).toBe('upstream_timeout')
    expect(await codeOf(createInternalClient('http://127.0.0.1:9', 't').call('GET', '/ok', { schema }))).toBe(
      'upstream_unavailable',
    )
  })
})
