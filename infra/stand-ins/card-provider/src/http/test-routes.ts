import Router from '@koa/router'
import type { CardStore } from '../domain/store'
import { clockSchema } from './schemas'

/**
 * /__test/: the clock that drives renewals, reset and a dump of the store. Plain JSON, not the provider's
 * envelope; left out when TEST_CLOCK=false.
 */
export function testRoutes(store: CardStore): Router {
  const router = new Router({ prefix: '/__test' })

  router.get('/clock', (ctx) => {
    ctx.body = { date: store.today() }
  })

  router.post('/clock', (ctx) => {
    const parsed = clockSchema.safeParse(ctx.request.body)
    if (!parsed.success) {
      ctx.status = 400
      ctx.body = { error: 'invalid_date', message: 'date must be YYYY-MM-DD' }
      return
    }
    const result = store.setClock(parsed.data.date)
    if (!result.ok) {
      ctx.status = 400
      ctx.body = {
        error: 'clock_moves_forward_only',
        message: 'the clock never goes back',
        date: result.clock,
      }
      return
    }
    ctx.body = { date: result.date, charged: result.charged }
  })

  router.post('/reset', (ctx) => {
    store.reset()
    ctx.body = { ok: true, date: store.today() }
  })

  router.get('/state', (ctx) => {
    ctx.body = store.dump()
  })

  return router
}
