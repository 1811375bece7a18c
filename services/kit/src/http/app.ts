import Koa, { type Middleware } from 'koa'
import type Router from '@koa/router'
import { bodyParser } from '@koa/bodyparser'
import type { Logger } from 'pino'
import { AppError } from '../errors'
import { requestIdFrom } from './request-id'
import { parseTrustedProxies, trustForwardingFrom } from './client-address'
import { loggedPath } from './request-log'
import type { Knex } from 'knex'
import { createMetrics, metricsText, watchDbPool, type Metrics } from '../metrics'
import type {} from './context'

export type ReadinessCheck = { name: string; check: () => Promise<unknown> }

export interface AppOptions {
  name: string
  log: Logger
  routers: Router[]
  /** Checked by /readyz: the database, Redis, anything the service cannot work without. */
  checks?: ReadinessCheck[]
  /** JSON body limit; larger bodies answer 413. */
  bodyLimit?: string
  /** Larger limits for a few routes (e.g. bulk imports), by exact path; the rest keep bodyLimit. */
  bodyLimitsByPath?: Record<string, string>
  /** Paths whose body their route reads itself (a provider's protocol answers even a malformed body). */
  rawBodyPaths?: (path: string) => boolean
  /** Runs before the routers, after the body is parsed (e.g. Socket.io-free extras). */
  middleware?: Middleware[]
  /** The process's metrics, answered at GET /metrics; default: the request and process metrics alone. */
  metrics?: Metrics
  /** The service's database, whose pool the metrics watch. */
  db?: Knex
  /** Whose X-Forwarded-* to believe (TRUSTED_PROXIES); default loopback, where the gateway runs on one machine. */
  trustedProxies?: string
}

/** The one Koa app every service is built on: ids, logs, one error shape, health, 404s. */
export function createApp(opts: AppOptions): Koa {
  // Client addresses come from the gateway's X-Forwarded-For, its one entry, and only from the gateway.
  const app = new Koa({ proxy: true, maxIpsCount: 1 })
  app.silent = true
  app.use(trustForwardingFrom(parseTrustedProxies(opts.trustedProxies ?? '127.0.0.0/8,::1/128')))
  const metrics = opts.metrics ?? createMetrics(opts.name)
  if (opts.db) watchDbPool(metrics, opts.db)

  app.use(async (ctx, next) => {
    const requestId = requestIdFrom(ctx.get('x-request-id'))
    ctx.state.requestId = requestId
    ctx.state.log = opts.log.child({ requestId })
    ctx.set('X-Request-Id', requestId)
    const started = performance.now()
    try {
      await next()
      if (ctx.body == null && ctx.status === 404) throw new AppError('not_found')
      // The router answered a known path with a wrong method (405/501) and set Allow.
      if (ctx.body == null && (ctx.status === 405 || ctx.status === 501))
        throw new AppError('method_not_allowed')
    } catch (err) {
      respondWithError(ctx, err)
    } finally {
      // Answers hold a synagogue's people: no shared or browser cache keeps them unless a route says so.
      if (!ctx.response.get('Cache-Control')) ctx.set('Cache-Control', 'no-store')
      const ms = Math.round((performance.now() - started) * 10) / 10
      const probe = ctx.path === '/healthz' || ctx.path === '/readyz' || ctx.path === '/metrics'
      // By template only: raw paths would hold ids and the phone line's secret, and grow without bound.
      const route = typeof ctx._matchedRoute === 'string' ? ctx._matchedRoute : probe ? ctx.path : 'unmatched'
      metrics.httpDuration.observe({ method: ctx.method, route, status: String(ctx.status) }, ms / 1000)
      const level = ctx.status >= 500 ? 'error' : probe ? 'debug' : 'info'
      ctx.state.log[level]({ method: ctx.method, path: loggedPath(ctx), status: ctx.status, ms }, 'request')
    }
  })

  app.use(healthRoutes(opts.checks ?? []))
  app.use(async (ctx, next) => {
    if (ctx.method !== 'GET' || ctx.path !== '/metrics') return next()
    const { contentType, body } = await metricsText(metrics)
    ctx.body = body
    ctx.set('Content-Type', contentType)
  })
  const parserFor = (limit: string) =>
    bodyParser({
      enableTypes: ['json'],
      jsonLimit: limit,
      encoding: 'utf-8',
      // Bulk deletes carry their ids in the body.
      parsedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'],
      onError: (err) => {
        throw err
      },
    })
  const defaultParser = parserFor(opts.bodyLimit ?? '1mb')
  const pathParsers = new Map(
    Object.entries(opts.bodyLimitsByPath ?? {}).map(([path, limit]) => [path, parserFor(limit)]),
  )
  app.use((ctx, next) =>
    opts.rawBodyPaths?.(ctx.path) ? next() : (pathParsers.get(ctx.path) ?? defaultParser)(ctx, next),
  )
  for (const mw of opts.middleware ?? []) app.use(mw)
  for (const router of opts.routers) {
    app.use(router.routes())
    app.use(router.allowedMethods())
  }
  return app
}

function respondWithError(ctx: Koa.Context, err: unknown): void {
  const appError = toAppError(err)
  if (appError.code === 'internal_error') ctx.state.log.error({ err }, 'unhandled error')
  ctx.status = appError.status
  if (appError.headers) ctx.set(appError.headers)
  ctx.body = appError.toBody(ctx.state.requestId)
}

/** Maps library errors (body parser, router) to our codes; everything unknown stays internal. */
export function toAppError(err: unknown): AppError {
  if (err instanceof AppError) return err
  const e = err as { status?: number; type?: string; expose?: boolean; headers?: Record<string, string> }
  if (e?.type === 'entity.too.large' || e?.status === 413) return new AppError('payload_too_large')
  if (e?.type === 'entity.parse.failed') return new AppError('invalid_json')
  if (e?.status === 415) return new AppError('unsupported_media_type')
  if (e?.status === 405) return new AppError('method_not_allowed', e.headers ? { headers: e.headers } : {})
  if (e?.status === 501) return new AppError('method_not_allowed')
  if (e?.status === 404) return new AppError('not_found')
  // The body parser's only 400s are unparsable bodies (a SyntaxError carrying status 400).
  if (e?.status === 400) return new AppError('invalid_json')
  return new AppError('internal_error')
}

function healthRoutes(checks: ReadinessCheck[]): Middleware {
  return async (ctx, next) => {
    if (ctx.method !== 'GET' || (ctx.path !== '/healthz' && ctx.path !== '/readyz')) return next()
    if (ctx.path === '/healthz') {
      ctx.body = { ok: true }
      return
    }
    const results = await Promise.all(
      checks.map(async (c) => {
        try {
          await withTimeout(c.check(), 2_000)
          return [c.name, 'ok'] as const
        } catch {
          return [c.name, 'failing'] as const
        }
      }),
    )
    const ok = results.every(([, r]) => r === 'ok')
    ctx.status = ok ? 200 : 503
    ctx.body = ok
      ? { ok: true, checks: Object.fromEntries(results) }
      : { ...new AppError('not_ready').toBody(), checks: Object.fromEntries(results) }
  }
}

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const t = setTimeout(() => reject(new Error('timeout')), ms)
    p.then(
      (v) => (clearTimeout(t), resolve(v)),
      (e) => (clearTimeout(t), reject(e)),
    )
  })
}
