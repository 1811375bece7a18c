import type http from 'node:http'
import type { Duplex } from 'node:stream'
import Koa, { type Middleware } from 'koa'
import { AppError, createMetrics, redactedPath, requestIdFrom, type Logger, type Metrics } from '@seats/kit'
import { createAccessGate } from './access-gate'
import { clientAddress } from './client-address'
import type { GatewayEnv } from './env'
import { upstreamsFrom } from './env'
import { createConcurrencyGuard } from './concurrency-guard'
import { createFloodGuard } from './flood-guard'
import { healthRoutes } from './health'
import { RemotesManifest } from './manifest'
import { Precompressor } from './precompress'
import { ComposedPages } from './composed-pages'
import { writeSocketError } from './error-replies'
import { createUpstreamProxy } from './proxy'
import type { ForwardedFor } from './proxy-headers'
import { targetFrom } from './upstream-target'
import { isUnder, resolveRoute, type ServiceName } from './routes'
import { securityHeaders } from './security'
import { staticFiles } from './static'

declare module 'koa' {
  interface DefaultState {
    clientIp: string
    forwarded: ForwardedFor
    proxied?: boolean
  }
}

export type GatewayConfig = Pick<
  GatewayEnv,
  | 'NODE_ENV'
  | 'JWT_PUBLIC_KEY'
  | 'JWT_ISSUER'
  | 'JWT_AUDIENCE'
  | 'AUTH_URL'
  | 'SEATING_URL'
  | 'REPORTING_URL'
  | 'BILLING_URL'
  | 'LEADS_URL'
  | 'SHELL_DIST'
  | 'REMOTE_DISTS'
  | 'REMOTES_MANIFEST'
  | 'UPSTREAM_TIMEOUT_MS'
  | 'RATE_LIMIT_PER_MINUTE'
  | 'TRUST_PROXY_HOPS'
  | 'CARD_PROVIDER_ORIGINS'
> &
  Partial<Pick<GatewayEnv, 'MAX_CONCURRENT_PER_ADDRESS' | 'BODY_TIMEOUT_MS' | 'PUBLIC_UPSTREAM_SOCKETS'>> & {
    /** Precompress static files (brotli, gzip); tests of caching headers may turn it off. */
    precompress?: boolean
    /** Verified tokens remembered until they expire; 0 verifies every request. */
    tokenCacheSize?: number
  }

export interface Gateway {
  app: Koa
  /** For the HTTP server's 'upgrade' event (socket.io's WebSocket transport). */
  upgrade: (req: http.IncomingMessage, socket: Duplex, head: Buffer) => void
  /** Reads the manifest and starts precompressing; the gateway answers before it finishes. */
  start: () => Promise<void>
  /** Ends open WebSockets (their clients reconnect elsewhere) and releases connections and files. */
  close: () => Promise<void>
  /** Request and process metrics, served on METRICS_PORT by main.ts. */
  metrics: Metrics
}

/** The whole gateway, built from its configuration so tests can run it on a loopback port. */
export function createGateway(config: GatewayConfig, log: Logger): Gateway {
  const upstreams = upstreamsFrom(config as GatewayEnv)
  const targets = new Map(
    Object.entries(upstreams).map(([name, url]) => [name as ServiceName, targetFrom(url)]),
  )
  const metrics = createMetrics('gateway')
  const manifest = new RemotesManifest(config.REMOTES_MANIFEST, log)
  const precompressor = config.precompress === false ? null : new Precompressor(log)
  const pages = config.SHELL_DIST
    ? new ComposedPages(config.SHELL_DIST, config.REMOTE_DISTS, manifest, log)
    : null
  const proxy = createUpstreamProxy({
    timeoutMs: config.UPSTREAM_TIMEOUT_MS,
    log,
    bodyTimeoutMs: config.BODY_TIMEOUT_MS ?? 10_000,
    publicMaxSockets: config.PUBLIC_UPSTREAM_SOCKETS ?? 64,
  })
  const checkToken = createAccessGate({
    publicKeyPem: config.JWT_PUBLIC_KEY,
    issuer: config.JWT_ISSUER,
    audience: config.JWT_AUDIENCE,
    cacheSize: config.tokenCacheSize ?? 10_000,
  })
  const admit = config.RATE_LIMIT_PER_MINUTE > 0 ? createFloodGuard(config.RATE_LIMIT_PER_MINUTE) : null
  const maxConcurrent = config.MAX_CONCURRENT_PER_ADDRESS ?? 32
  const concurrency = maxConcurrent > 0 ? createConcurrencyGuard(maxConcurrent) : null
  const upgraded = new Set<Duplex>()

  const app = new Koa()
  app.silent = true

  const requestContext: Middleware = async (ctx, next) => {
    const started = performance.now()
    const requestId = requestIdFrom(ctx.get('x-request-id'))
    const address = clientAddress(ctx.req, config.TRUST_PROXY_HOPS)
    ctx.state.requestId = requestId
    ctx.state.log = log
    ctx.state.clientIp = address.ip
    ctx.state.forwarded = { requestId, clientIp: address.ip, proto: address.proto, host: address.host }
    ctx.set('X-Request-Id', requestId)
    try {
      await next()
      if (ctx.respond !== false && ctx.body == null && ctx.status === 404) throw new AppError('not_found')
    } catch (err) {
      const appError = err instanceof AppError ? err : new AppError('internal_error')
      if (appError.code === 'internal_error') log.error({ err, requestId }, 'unhandled error')
      ctx.status = appError.status
      if (appError.headers) ctx.set(appError.headers)
      ctx.set('Cache-Control', 'no-store')
      ctx.body = appError.toBody(requestId)
    } finally {
      const status = ctx.respond === false ? ctx.res.statusCode : ctx.status
      const ms = Math.round((performance.now() - started) * 10) / 10
      const probe = ctx.path === '/healthz' || ctx.path === '/readyz'
      // An undeployed service is a known state, not a fault to page anyone about. A proxied call that went
      // well is logged by the service that answered it (same request id); here it is debug, saving a write.
      const quiet = probe || (ctx.state.proxied === true && status < 400)
      const level =
        status >= 500 && status !== 503 ? 'error' : status === 503 ? 'warn' : quiet ? 'debug' : 'info'
      log[level]({ requestId, method: ctx.method, path: redactedPath(ctx.path), status, ms }, 'request')
      // Routes by what they reach (a service, or the front end's files): never by raw path.
      const route =
        typeof ctx.state.upstream === 'string' ? `api:${ctx.state.upstream}` : probe ? ctx.path : 'files'
      metrics.httpDuration.observe({ method: ctx.method, route, status: String(status) }, ms / 1000)
    }
  }

  // Documents carry the CSP, so they wait for a changed manifest; API answers settle for one a second old.
  const freshManifest: Middleware = async (ctx, next) => {
    if (isUnder(ctx.path, '/api') || isUnder(ctx.path, '/socket.io')) void manifest.refresh(1000)
    else await manifest.refresh()
    return next()
  }

  const apiRoutes: Middleware = async (ctx, next) => {
    const resolution = resolveRoute(ctx.method, ctx.path)
    if (resolution.kind === 'other') return next()
    if (admit && isUnder(ctx.path, '/api')) await admit(ctx.state.clientIp)
    if (resolution.kind === 'refused') throw new AppError('not_found')
    const { rule } = resolution
    if (rule.access === 'token') await checkToken(ctx.get('authorization') || undefined)
    const target = targets.get(rule.service)
    if (!target) throw new AppError('service_not_deployed')
    const leave = concurrency?.enter(ctx.state.clientIp)
    ctx.respond = false
    ctx.state.proxied = true
    ctx.state.upstream = rule.service
    try {
      await proxy.web(
        ctx.req,
        ctx.res,
        target,
        ctx.state.forwarded,
        rule.access === 'token' ? 'signed-in' : 'public',
      )
    } finally {
      leave?.()
    }
  }

  app.use(requestContext)
  app.use(freshManifest)
  app.use(
    securityHeaders({
      production: config.NODE_ENV === 'production',
      remoteOrigins: () => manifest.snapshot()?.origins ?? [],
      cardProviderOrigins: config.CARD_PROVIDER_ORIGINS,
      inlineScriptHashes: pages?.scriptHashes() ?? [],
    }),
  )
  app.use(healthRoutes(upstreams))
  app.use(apiRoutes)
  app.use(
    staticFiles({
      shellDist: config.SHELL_DIST,
      remoteDists: config.REMOTE_DISTS,
      manifest,
      precompressor,
      pages,
    }),
  )

  function upgrade(req: http.IncomingMessage, socket: Duplex, head: Buffer): void {
    const requestId = requestIdFrom(req.headers['x-request-id'] as string | undefined)
    const path = (req.url ?? '/').split('?')[0] ?? '/'
    const resolution = resolveRoute(req.method ?? 'GET', path)
    if (resolution.kind !== 'route' || !resolution.rule.websocket)
      return writeSocketError(socket, 'not_found', requestId)
    const target = targets.get(resolution.rule.service)
    if (!target) return writeSocketError(socket, 'service_not_deployed', requestId)
    const address = clientAddress(req, config.TRUST_PROXY_HOPS)
    upgraded.add(socket)
    socket.once('close', () => upgraded.delete(socket))
    log.info({ requestId, path: redactedPath(path), upgrade: 'websocket' }, 'request')
    proxy.ws(req, socket, head, target, {
      requestId,
      clientIp: address.ip,
      proto: address.proto,
      host: address.host,
    })
  }

  async function start(): Promise<void> {
    await manifest.refresh()
    // Composed now, so the first visitor does not wait for it (and its compressed copies are made too).
    const composed = await pages?.fileFor('/')
    const roots = [config.SHELL_DIST, ...Object.values(config.REMOTE_DISTS), composed?.root].filter(
      (r): r is string => !!r,
    )
    if (precompressor) {
      const started = performance.now()
      void precompressor
        .warm(roots)
        .then(() => log.info({ ms: Math.round(performance.now() - started) }, 'static files precompressed'))
    }
  }

  let closing: Promise<void> | null = null
  function close(): Promise<void> {
    closing ??= (async () => {
      for (const socket of upgraded) socket.destroy()
      proxy.close()
      await precompressor?.close()
      await pages?.close()
    })()
    return closing
  }

  return { app, upgrade, start, close, metrics }
}
