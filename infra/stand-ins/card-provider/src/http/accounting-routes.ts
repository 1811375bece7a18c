import Router from '@koa/router'
import type { CardStandInConfig } from '../app'
import type { CardStore } from '../domain/store'
import { businessError, invalidRequest, MESSAGES, success } from './envelope'
import { credentialsSchema, customerUpdateSchema } from './schemas'

/**
 * The accounting API's customer call: the details the customer's documents carry (name, registry number,
 * address, email), as SUMIT's /accounting/customers/update/ takes them under `Details`.
 */
export function accountingRoutes(store: CardStore, config: CardStandInConfig): Router {
  const router = new Router({ prefix: '/accounting' })

  router.post('/customers/update', (ctx) => {
    const creds = credentialsSchema.safeParse(ctx.request.body)
    if (
      !creds.success ||
      String(creds.data.Credentials.CompanyID) !== config.companyId ||
      creds.data.Credentials.APIKey !== config.apiKey
    ) {
      ctx.body = businessError(MESSAGES.credentials)
      return
    }
    const parsed = customerUpdateSchema.safeParse(ctx.request.body)
    if (!parsed.success) {
      ctx.body = invalidRequest(parsed.error)
      return
    }
    const d = parsed.data.Details
    const ref =
      d.ID != null ? { id: d.ID } : d.ExternalIdentifier ? { externalIdentifier: d.ExternalIdentifier } : null
    // The city (and zip) print on the address line, as a document shows them.
    const address = [d.Address, d.City, d.ZipCode].filter(Boolean).join(', ') || null
    const customer =
      ref &&
      store.updateCustomer(ref, {
        name: d.Name,
        email: d.EmailAddress,
        phone: d.Phone,
        companyNumber: d.CompanyNumber,
        address,
      })
    ctx.body = customer ? success({ CustomerID: customer.id }) : businessError(MESSAGES.unknownCustomer)
  })

  return router
}
