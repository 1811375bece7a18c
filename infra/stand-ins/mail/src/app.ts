import Router from '@koa/router'
import Koa from 'koa'
import type { Logger } from './logger'
import { messageDetail, type MailOutbox } from './outbox'

/** The outbox's HTTP API: read what was sent, and a reset for tests. JSON only, no bodies in the logs. */
export function buildOutboxApp(outbox: MailOutbox, config: { testRoutes: boolean; log: Logger }): Koa {
  const app = new Koa()
  app.silent = true
  app.use(async (ctx, next) => {
    const started = performance.now()
    try {
      await next()
      if (ctx.body == null && ctx.status === 404) {
        ctx.body = { error: 'not_found' }
        ctx.status = 404
      }
    } catch (err) {
      config.log.error({ err }, 'unhandled error')
      ctx.status = 500
      ctx.body = { error: 'internal_error' }
    } finally {
      const ms = Math.round((performance.now() - started) * 10) / 10
      const probe = ctx.path === '/healthz' || ctx.path === '/readyz'
      config.log[probe ? 'debug' : 'info'](
        { method: ctx.method, path: ctx.path, status: ctx.status, ms },
        'request',
      )
    }
  })

  const router = new Router()
  router.get('/healthz', (ctx) => {
    ctx.body = { ok: true }
  })
  router.get('/readyz', (ctx) => {
    ctx.body = { ok: true }
  })
  router.get('/messages', (ctx) => {
    const to = typeof ctx.query.to === 'string' ? ctx.query.to : undefined
    ctx.body = { messages: outbox.list({ to }) }
  })
  const messageOf = (id: string) => (/^\d+$/.test(id) ? outbox.get(Number(id)) : undefined)
  router.get('/messages/:id', (ctx) => {
    const message = messageOf(ctx.params.id ?? '')
    if (!message) return
    ctx.body = messageDetail(message)
  })
  // An attachment's bytes, as sent (the index GET /messages/:id lists); 404 JSON for one it does not have.
  router.get('/messages/:id/attachments/:index', (ctx) => {
    const index = ctx.params.index ?? ''
    const attachment = /^\d+$/.test(index)
      ? messageOf(ctx.params.id ?? '')?.attachments[Number(index)]
      : undefined
    if (!attachment) return
    ctx.type = attachment.contentType
    ctx.body = Buffer.from(attachment.contentBase64, 'base64')
  })
  // The HTML part as a page, to look at in a browser.
  router.get('/messages/:id/html', (ctx) => {
    const message = messageOf(ctx.params.id ?? '')
    if (!message) return
    ctx.type = 'text/html; charset=utf-8'
    ctx.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; img-src data:")
    ctx.body = message.html
  })
  if (config.testRoutes) {
    router.post('/__test/reset', (ctx) => {
      outbox.reset()
      ctx.body = { ok: true }
    })
  }
  app.use(router.routes())
  app.use(router.allowedMethods())
  return app
}
