import { bodyParser } from '@koa/bodyparser'
import Router from '@koa/router'
import Koa from 'koa'
import type { CardStore } from './domain/store'
import { accountingRoutes } from './http/accounting-routes'
import { billingRoutes } from './http/billing-routes'
import { browserRoutes } from './http/browser-routes'
import { documentRoutes } from './http/document-routes'
import { technicalError } from './http/envelope'
import { testRoutes } from './http/test-routes'
import type { Logger } from './logger'

export interface CardStandInConfig {
  companyId: string
  /** Private: the server API's key. */
  apiKey: string
  /** Public: what the browser script sends when tokenising. */
  apiPublicKey: string
  /** This process as others reach it, without a trailing slash (document links). */
  publicUrl: string
  /** How long the "timeout" test card makes the charge answer wait. */
  timeoutDelayMs: number
  /** Serve /__test/ (clock, reset, state). */
  testClock: boolean
  log: Logger
}

/** The whole stand-in as one Koa app over `store`; main.ts and the testing entry both build it here. */
export function buildCardStandInApp(store: CardStore, config: CardStandInConfig): Koa {
  const app = new Koa()
  app.silent = true

  app.use(async (ctx, next) => {
    const started = performance.now()
    try {
      await next()
    } catch (err) {
      const status = (err as { status?: number }).status
      if (status && status >= 400 && status < 500) {
        // A body that is not JSON, or too large.
        ctx.status = status
        ctx.body = technicalError((err as Error).message)
      } else {
        config.log.error({ err }, 'unhandled error')
        ctx.status = 500
        ctx.body = technicalError('internal error')
      }
    } finally {
      const ms = Math.round((performance.now() - started) * 10) / 10
      const probe = ctx.path === '/healthz' || ctx.path === '/readyz'
      // Method, path and status only: bodies carry card data and keys.
      config.log[probe ? 'debug' : 'info'](
        { method: ctx.method, path: ctx.path, status: ctx.status, ms },
        'request',
      )
    }
  })

  const health = new Router()
  health.get('/healthz', (ctx) => {
    ctx.body = { ok: true }
  })
  health.get('/readyz', (ctx) => {
    ctx.body = { ok: true }
  })

  app.use(
    bodyParser({
      enableTypes: ['json'],
      jsonLimit: '256kb',
      encoding: 'utf-8',
      onError: (err) => {
        throw err
      },
    }),
  )

  const routers = [
    health,
    browserRoutes(store, config),
    billingRoutes(store, config),
    accountingRoutes(store, config),
    documentRoutes(store),
  ]
  if (config.testClock) routers.push(testRoutes(store))
  for (const router of routers) {
    app.use(router.routes())
    app.use(router.allowedMethods())
  }
  return app
}
