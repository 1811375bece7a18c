import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import Router from '@koa/router'
import { z } from 'zod'
import { createApp } from './app'
import { serve, type RunningServer } from './serve'
import { handle, idParams } from './validate'
import { createLogger } from '../logger'

const log = createLogger('kit-test', 'silent')
let srv: RunningServer
let base: string
let ready = true

beforeAll(async () => {
  const router = new Router()
  router.post(
    '/things',
    handle(
      { body: z.object({ name: z.string().min(1), phone: z.string().regex(/^\d+$/) }) },
      (ctx, { body }) => {
        ctx.body = { got: body.name }
      },
    ),
  )
  router.post(
    '/bulk',
    handle({ body: z.array(z.string()) }, (ctx, { body }) => {
      ctx.body = { count: body.length }
    }),
  )
  router.delete(
    '/batch',
    handle({ body: z.object({ ids: z.array(z.number()) }) }, (ctx, { body }) => {
      ctx.body = { deleted: body.ids }
    }),
  )
  router.get(
    '/things/:id',
    handle({ params: idParams }, (ctx, { params }) => {
      ctx.body = { id: params.id }
    }),
  )
  router.get('/cached', (ctx) => {
    ctx.set('Cache-Control', 'private, no-cache')
    ctx.body = { ok: true }
  })
  router.get('/boom', () => {
    throw new Error('secret database detail')
  })
  const app = createApp({
    name: 'kit-test',
    log,
    routers: [router],
    bodyLimit: '1kb',
    bodyLimitsByPath: { '/bulk': '8kb' },
    checks: [
      {
        name: 'fake',
        check: async () => {
          if (!ready) throw new Error('down')
        },
      },
    ],
  })
  srv = await serve({ app, port: 0, log, handleSignals: false })
  base = `http://127.0.0.1:${srv.port}`
})
afterAll(() => srv.close())

const post = (path: string, body: string, type = 'application/json') =>
  fetch(base + path, { method: 'POST', headers: { 'content-type': type }, body })

describe('createApp', () => {
  it('answers Prometheus metrics by route template, never by raw path', async () => {
    await fetch(`${base}/things/12345`)
    await fetch(`${base}/no/such/secret-path-abcdef0123456789`)
    const res = await fetch(`${base}/metrics`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/)
    const text = await res.text()
    expect(text).toMatch(/http_request_duration_seconds_count\{[^}]*route="\/things\/:id"[^}]*status="200"/)
    expect(text).toMatch(/route="unmatched"/)
    // Label values only: a metric's number (a memory size, a timestamp) may hold any digits.
    const labels = [...text.matchAll(/\{[^}]*\}/g)].map((m) => m[0]).join('\n')
    expect(labels).toContain('route="/things/:id"')
    expect(labels).not.toContain('12345')
    expect(labels).not.toContain('secret-path')
    expect(text).toContain('process_resident_memory_bytes')
    expect(text).toContain('service="kit-test"')
  })

  it('keeps answers out of every cache unless the route says otherwise, errors included', async () => {
    expect((await fetch(`${base}/things/3`)).headers.get('cache-control')).toBe('no-store')
    expect((await fetch(`${base}/things/x`)).headers.get('cache-control')).toBe('no-store')
    expect((await fetch(`${base}/cached`)).headers.get('cache-control')).toBe('private, no-cache')
  })

  it('answers malformed JSON with 400 invalid_json', async () => {
    const res = await post('/things', '{"name": ')
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ ok: false, error: 'invalid_json', status: 400 })
  })

  it('names every bad field in Hebrew', async () => {
    const res = await post('/things', JSON.stringify({ phone: 'abc' }))
    const body = (await res.json()) as { error: string; message: string; fields: Array<{ field: string }> }
    expect(res.status).toBe(400)
    expect(body.error).toBe('validation_failed')
    expect(body.fields.map((f: { field: string }) => f.field).sort()).toEqual(['name', 'phone'])
    expect(body.message).toContain('שם')
    expect(body.message).toContain('טלפון')
  })

  it('refuses a body over the limit with 413', async () => {
    const res = await post('/things', JSON.stringify({ name: 'x'.repeat(5000), phone: '1' }))
    expect(res.status).toBe(413)
    expect(((await res.json()) as { error: string }).error).toBe('payload_too_large')
  })

  it('lets a listed path take a larger body, and only that path', async () => {
    const big = JSON.stringify(Array.from({ length: 300 }, () => 'abcdefghij'))
    const res = await post('/bulk', big)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ count: 300 })
    expect((await post('/things', big)).status).toBe(413)
    expect(
      (await post('/bulk', JSON.stringify(Array.from({ length: 1000 }, () => 'abcdefghij')))).status,
    ).toBe(413)
  })

  it('parses a JSON body on DELETE', async () => {
    const res = await fetch(base + '/batch', {
      method: 'DELETE',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ids: [1, 2] }),
    })
    expect(await res.json()).toEqual({ deleted: [1, 2] })
  })

  it('answers unknown routes and bad ids with a JSON 404', async () => {
    const a = await fetch(base + '/nowhere')
    expect(a.status).toBe(404)
    expect(((await a.json()) as { error: string }).error).toBe('not_found')
    const b = await fetch(base + '/things/abc')
    expect(b.status).toBe(404)
    const c = await fetch(base + '/things/12')
    expect(await c.json()).toEqual({ id: 12 })
  })

  it('answers a wrong method with 405 and Allow', async () => {
    const res = await fetch(base + '/things', { method: 'DELETE' })
    expect(res.status).toBe(405)
    expect(res.headers.get('allow')).toContain('POST')
  })

  it('hides unexpected errors behind internal_error and keeps the request id', async () => {
    const res = await fetch(base + '/boom', { headers: { 'x-request-id': 'req-123' } })
    const text = await res.text()
    expect(res.status).toBe(500)
    expect(text).not.toContain('secret')
    expect(JSON.parse(text) as unknown).toMatchObject({ error: 'internal_error', requestId: 'req-123' })
    expect(res.headers.get('x-request-id')).toBe('req-123')
  })

  it('reports readiness from its checks', async () => {
    expect((await fetch(base + '/healthz')).status).toBe(200)
    expect((await fetch(base + '/readyz')).status).toBe(200)
    ready = false
    const res = await fetch(base + '/readyz')
    expect(res.status).toBe(503)
    expect(((await res.json()) as { checks: unknown }).checks).toEqual({ fake: 'failing' })
    ready = true
  })
})
