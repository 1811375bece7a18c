import Router from '@koa/router'
import type { CardStore } from '../domain/store'
import { clockSchema, historySchema } from './schemas'

/**
 * /__test/: the clock that drives renewals, a replayed history, reset and a dump of the store. Plain JSON,
 * not the provider's envelope; left out when TEST_CLOCK=false.
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

  // Customers with a past (sample accounts): replayed through the store's own rules up to today.
  router.post('/history', (ctx) => {
    const parsed = historySchema.safeParse(ctx.request.body)
    if (!parsed.success) {
      ctx.status = 400
      ctx.body = {
        error: 'invalid_history',
        message: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '),
      }
      return
    }
    const result = store.replayHistory(
      parsed.data.customers.map(({ card, ...c }) => ({
        ...c,
        card: {
          lastDigits: card.lastDigits,
          expiry: { month: card.expiryMonth, year: card.expiryYear },
          behaviour: card.behaviour,
        },
      })),
    )
    if (!result.ok) {
      ctx.status = 400
      ctx.body = { error: 'history_not_replayable', message: result.message, date: result.clock }
      return
    }
    ctx.body = { date: result.date, customers: result.customers }
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
