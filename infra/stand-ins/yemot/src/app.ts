import Koa from 'koa'
import type { YemotStore } from './domain/store'
import { restRoutes } from './http/rest-routes'
import { testRoutes } from './http/test-routes'
import type { Logger } from './logger'

export interface YemotStandInConfig {
  /** The system's number: the token is "<systemNumber>:<password>", and ApiDID on its calls. */
  systemNumber: string
  password: string
  /** How long a phone rings before the callee answers. */
  answerDelayMs: number
  /** Serve /__test/ (callees, extensions, calls, reset). */
  testRoutes: boolean
  log: Logger
}

export interface YemotStandInApp {
  app: Koa
  /** Calls in progress, so a reader (and a graceful stop) can wait for them. */
  running: Set<Promise<void>>
}

/** The whole stand-in as one Koa app over `store`; main.ts and the testing entry both build it here. */
export function buildYemotStandInApp(store: YemotStore, config: YemotStandInConfig): YemotStandInApp {
  const app = new Koa()
  app.silent = true
  const running = new Set<Promise<void>>()

  app.use(async (ctx, next) => {
    const started = performance.now()
    try {
      await next()
    } catch (err) {
      const status = (err as { status?: number }).status
      ctx.status = status && status >= 400 && status < 500 ? status : 500
      if (ctx.status === 500) config.log.error({ err }, 'unhandled error')
      ctx.body = { responseStatus: 'EXCEPTION', message: (err as Error).message }
    } finally {
      const ms = Math.round((performance.now() - started) * 10) / 10
      // Method, path and status only: requests carry the system's token.
      config.log.info({ method: ctx.method, path: ctx.path, status: ctx.status, ms }, 'request')
    }
  })
  app.use(async (ctx, next) => {
    if (ctx.path === '/healthz' || ctx.path === '/readyz') ctx.body = { ok: true }
    else await next()
  })

  const routers = [restRoutes(store, config, running)]
  if (config.testRoutes) routers.push(testRoutes(store, running))
  for (const router of routers) {
    app.use(router.routes())
    app.use(router.allowedMethods())
  }
  return { app, running }
}
