import Router from '@koa/router'
import type { Context } from 'koa'
import { z } from 'zod'
import { calleeAnswers, type YemotStore } from '../domain/store'

const calleeSchema = z.object({
  answer: z.enum(calleeAnswers).default('answer'),
  digits: z.array(z.string().regex(/^[\d*#]{1,20}$/)).default([]),
})
const extensionSchema = z.object({
  ivrPath: z.string().min(1),
  apiLink: z.url(),
  post: z.boolean().default(true),
  hangupSend: z.boolean().default(true),
  add: z.record(z.string(), z.string()).default({}),
})

async function jsonBody(ctx: Context): Promise<unknown> {
  let text = ''
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) text += chunk.toString('utf8')
  try {
    return JSON.parse(text || '{}')
  } catch {
    return undefined
  }
}

/**
 * /__test/ (plain JSON, left out with TEST_ROUTES=false): program a callee, set an API extension, read the
 * calls placed (`wait=true` first lets every call in progress end) and the SMS sent, and forget everything.
 */
export function testRoutes(store: YemotStore, running: Set<Promise<void>>): Router {
  const router = new Router({ prefix: '/__test' })

  router.put('/callees/:phone', async (ctx) => {
    const parsed = calleeSchema.safeParse(await jsonBody(ctx))
    if (!parsed.success) {
      ctx.status = 400
      ctx.body = { error: 'invalid_callee', message: 'answer: answer | busy | no_answer; digits: keys' }
      return
    }
    store.callees.set(ctx.params.phone ?? '', parsed.data)
    ctx.body = parsed.data
  })

  router.put('/extensions', async (ctx) => {
    const parsed = extensionSchema.safeParse(await jsonBody(ctx))
    if (!parsed.success) {
      ctx.status = 400
      ctx.body = { error: 'invalid_extension', message: 'ivrPath and apiLink (a URL) are needed' }
      return
    }
    const { ivrPath, ...ext } = parsed.data
    store.setExtension(ivrPath, ext)
    ctx.body = parsed.data
  })

  router.get('/calls', async (ctx) => {
    if (ctx.query.wait === 'true') while (running.size > 0) await Promise.allSettled([...running])
    const phone = typeof ctx.query.phone === 'string' ? ctx.query.phone : undefined
    ctx.body = { calls: store.calls.filter((c) => !phone || c.phone === phone) }
  })

  router.get('/sms', (ctx) => {
    const phone = typeof ctx.query.phone === 'string' ? ctx.query.phone : undefined
    ctx.body = { sms: store.sms.filter((m) => !phone || m.phone === phone) }
  })

  router.post('/reset', (ctx) => {
    store.reset()
    ctx.body = { ok: true }
  })
  return router
}
