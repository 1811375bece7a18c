import Router from '@koa/router'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { baseEnvSchema } from '../env'
import { createLogger } from '../logger'
import { createApp } from './app'
import { acceptedCallersOf, requireServiceToken } from './auth'
import { serve, type RunningServer } from './serve'

const log = createLogger('kit-test', 'silent')
const WORKERS = 'workers-token-0123456789abcdef'
const LEADS = 'leads-token-0123456789abcdefgh'
let srv: RunningServer
let base: string

beforeAll(async () => {
  // As billing is set up: only the workers may run its maintenance.
  const env = baseEnvSchema.pick({ INTERNAL_TOKEN: true, INTERNAL_CALLERS: true }).parse({
    INTERNAL_TOKEN: 'billing-own-token-0123456789',
    INTERNAL_CALLERS: `workers=${WORKERS}`,
  })
  const router = new Router({ prefix: '/internal' })
  router.use(requireServiceToken(acceptedCallersOf(env)))
  router.post('/maintenance', (ctx) => {
    ctx.body = { caller: ctx.state.serviceCaller }
  })
  srv = await serve({
    app: createApp({ name: 'kit-test', log, routers: [router] }),
    port: 0,
    host: '127.0.0.1',
    log,
    handleSignals: false,
  })
  base = `http://127.0.0.1:${srv.port}`
})
afterAll(() => srv.close())

const call = (token?: string) =>
  fetch(`${base}/internal/maintenance`, {
    method: 'POST',
    headers: token ? { 'x-service-token': token } : {},
  })

describe('internal routes, a credential per caller', () => {
  it('let in the callers on the list, each known by name', async () => {
    const res = await call(WORKERS)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ caller: 'workers' })
  })

  it("refuse another service's token, the service's own, and none", async () => {
    expect((await call(LEADS)).status).toBe(403)
    expect((await call('billing-own-token-0123456789')).status).toBe(403)
    expect((await call()).status).toBe(403)
  })

  it('read INTERNAL_CALLERS strictly, and fall back to one shared token without it', () => {
    const schema = baseEnvSchema.pick({ INTERNAL_TOKEN: true, INTERNAL_CALLERS: true })
    expect(() => schema.parse({ INTERNAL_TOKEN: WORKERS, INTERNAL_CALLERS: 'workers=short' })).toThrow()
    expect(acceptedCallersOf(schema.parse({ INTERNAL_TOKEN: WORKERS }))).toBe(WORKERS)
  })
})
