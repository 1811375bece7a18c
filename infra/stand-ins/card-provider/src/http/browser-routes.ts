import Router from '@koa/router'
import type { Middleware } from 'koa'
import type { CardStandInConfig } from '../app'
import { PAYMENTS_SCRIPT } from '../browser/payments-script'
import { checkCard } from '../domain/cards'
import type { CardStore } from '../domain/store'
import { businessError, MESSAGES, success } from './envelope'

/** Pages on any origin may load the script and tokenise: the request's Origin is echoed, preflights answered. */
const cors: Middleware = async (ctx, next) => {
  const origin = ctx.get('Origin')
  if (origin) {
    ctx.set('Access-Control-Allow-Origin', origin)
    ctx.vary('Origin')
  }
  if (ctx.method === 'OPTIONS') {
    ctx.set('Access-Control-Allow-Methods', 'GET, POST, OPTIONS')
    ctx.set('Access-Control-Allow-Headers', ctx.get('Access-Control-Request-Headers') || 'Content-Type')
    ctx.set('Access-Control-Max-Age', '600')
    ctx.status = 204
    return
  }
  await next()
}

/** What the browser talks to: the tokenising script and the endpoint it posts the card to. */
export function browserRoutes(store: CardStore, config: CardStandInConfig): Router {
  const router = new Router()

  router.all('/scripts/payments.js', cors, (ctx) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      ctx.status = 405
      return
    }
    ctx.type = 'application/javascript; charset=utf-8'
    ctx.set('Cache-Control', 'no-store')
    ctx.body = PAYMENTS_SCRIPT
  })

  // Card data only passes through: it is checked and reduced to last digits and behaviour, never logged.
  router.all('/tokens/create', cors, (ctx) => {
    if (ctx.method !== 'POST') {
      ctx.status = 405
      return
    }
    const body = (ctx.request.body ?? {}) as Record<string, unknown>
    if (String(body.CompanyID ?? '') !== config.companyId || body.APIPublicKey !== config.apiPublicKey) {
      ctx.body = businessError(MESSAGES.credentials)
      return
    }
    const card = checkCard(body, store.today())
    if (!card.ok) {
      ctx.body = businessError(card.message)
      return
    }
    ctx.body = success({ SingleUseToken: store.createToken(card.number, card.expiry) })
  })

  return router
}
