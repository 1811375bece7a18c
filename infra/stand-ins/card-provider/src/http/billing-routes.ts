import Router from '@koa/router'
import type { Context } from 'koa'
import type { z } from 'zod'
import type { CardStandInConfig } from '../app'
import type { CardStore, CustomerRef, ItemRequest } from '../domain/store'
import { businessError, invalidRequest, MESSAGES, success } from './envelope'
import {
  cancelSchema,
  chargeSchema,
  credentialsSchema,
  getPaymentSchema,
  listItemsSchema,
  listPaymentsSchema,
  oneTimeChargeSchema,
  paymentMethodSchema,
  updateItemSchema,
} from './schemas'
import { itemView, paymentMethodView, paymentView } from './views'

/** Waits without keeping a stopping process alive. */
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref())

/**
 * The server API: JSON POSTs under /billing/ answering the provider's envelope. Every call carries
 * `Credentials: {CompanyID, APIKey}`; a wrong pair answers Status 1 before anything else is read.
 */
export function billingRoutes(store: CardStore, config: CardStandInConfig): Router {
  // The provider's paths end in a slash (/billing/recurring/charge/); both spellings are answered.
  const router = new Router({ prefix: '/billing' })

  /** The body parsed by `schema`, or undefined after answering the credentials or validation error. */
  function read<S extends z.ZodType>(ctx: Context, schema: S): z.infer<S> | undefined {
    const creds = credentialsSchema.safeParse(ctx.request.body)
    if (
      !creds.success ||
      String(creds.data.Credentials.CompanyID) !== config.companyId ||
      creds.data.Credentials.APIKey !== config.apiKey
    ) {
      ctx.body = businessError(MESSAGES.credentials)
      return undefined
    }
    const parsed = schema.safeParse(ctx.request.body)
    if (!parsed.success) {
      ctx.body = invalidRequest(parsed.error)
      return undefined
    }
    return parsed.data
  }

  const customerRef = (c: { ID?: number | null; ExternalIdentifier: string | null }): CustomerRef | null =>
    c.ID != null ? { id: c.ID } : c.ExternalIdentifier ? { externalIdentifier: c.ExternalIdentifier } : null

  /** The customer a call names, or undefined after answering that there is no such customer. */
  function namedCustomer(ctx: Context, ref: CustomerRef | null) {
    const customer = ref ? store.findCustomer(ref) : undefined
    if (!customer) ctx.body = businessError(MESSAGES.unknownCustomer)
    return customer
  }

  router.post('/recurring/charge', async (ctx) => {
    const body = read(ctx, chargeSchema)
    if (!body) return
    const today = store.today()
    const items = body.Items.map((i): ItemRequest => ({
      name: i.Item.Name,
      durationMonths: i.Duration_Months ?? i.Item.Duration_Months ?? 1,
      quantity: i.Quantity,
      unitPrice: i.UnitPrice,
      currency: i.Currency,
      description: i.Description,
      recurrence: i.Recurrence ?? null,
      dateStart: i.Date_Start ?? today,
    }))
    const c = body.Customer
    const result = store.charge({
      customer:
        c.ID != null
          ? { id: c.ID }
          : { externalIdentifier: c.ExternalIdentifier, name: c.Name, email: c.EmailAddress, phone: c.Phone },
      token: body.SingleUseToken ?? '',
      items,
      authoriseOnly: body.AuthoriseOnly ?? false,
    })
    if (result.kind === 'unknown_customer') {
      ctx.body = businessError(MESSAGES.unknownCustomer)
      return
    }
    if (result.kind === 'invalid_token') {
      ctx.body = businessError(MESSAGES.invalidPaymentMethod)
      return
    }
    const payment = result.payment ? paymentView(result.payment, config.publicUrl) : null
    if (result.slowAnswer) {
      config.log.info({ delayMs: config.timeoutDelayMs }, 'timeout test card: the answer waits')
      await sleep(config.timeoutDelayMs)
    }
    ctx.body = success({
      Payment: payment,
      CustomerID: result.customerId,
      DocumentID: payment?.DocumentID ?? null,
      DocumentDownloadURL: payment?.DocumentDownloadURL ?? null,
      RecurringCustomerItemIDs: result.itemIds,
    })
  })

  router.post('/recurring/listforcustomer', (ctx) => {
    const body = read(ctx, listItemsSchema)
    if (!body) return
    const customer = namedCustomer(ctx, customerRef(body.Customer))
    if (!customer) return
    ctx.body = success({
      RecurringItems: store.itemsOf(customer.id, body.IncludeInactive ?? false).map(itemView),
    })
  })

  router.post('/recurring/cancel', (ctx) => {
    const body = read(ctx, cancelSchema)
    if (!body) return
    if (!store.findCustomer({ id: body.Customer.ID })) {
      ctx.body = businessError(MESSAGES.unknownCustomer)
      return
    }
    const result = store.cancel(body.Customer.ID, body.RecurringCustomerItemID)
    ctx.body = result === 'ok' ? success({}) : businessError(MESSAGES.unknownItem)
  })

  router.post('/recurring/update', (ctx) => {
    const body = read(ctx, updateItemSchema)
    if (!body) return
    const customer = namedCustomer(ctx, customerRef(body.Customer))
    if (!customer) return
    const result = store.updateItem(customer.id, body.RecurringCustomerItemID, {
      unitPrice: body.UnitPrice ?? undefined,
      quantity: body.Quantity ?? undefined,
      nextBilling: body.Date_NextBilling ?? undefined,
    })
    ctx.body = result === 'ok' ? success({}) : businessError(MESSAGES.unknownItem)
  })

  // A one-time charge of the customer's saved card (an upgrade's difference), beside their recurring items.
  router.post('/payments/charge', (ctx) => {
    const body = read(ctx, oneTimeChargeSchema)
    if (!body) return
    const payment = store.chargeSaved(
      body.Customer.ID,
      body.Items.map((i) => ({
        name: i.Item.Name,
        unitPrice: i.UnitPrice,
        quantity: i.Quantity,
        currency: i.Currency,
      })),
    )
    if (!payment) {
      ctx.body = businessError(MESSAGES.unknownCustomer)
      return
    }
    const view = paymentView(payment, config.publicUrl)
    ctx.body = success({
      Payment: view,
      CustomerID: payment.customerId,
      DocumentID: view.DocumentID,
      DocumentDownloadURL: view.DocumentDownloadURL,
    })
  })

  router.post('/payments/list', (ctx) => {
    const body = read(ctx, listPaymentsSchema)
    if (!body) return
    const page = store.listPayments({
      dateFrom: body.Date_From ?? undefined,
      dateTo: body.Date_To ?? undefined,
      valid: body.Valid ?? undefined,
      startIndex: body.StartIndex ?? 0,
    })
    ctx.body = success({
      Payments: page.payments.map((p) => paymentView(p, config.publicUrl)),
      HasNextPage: page.hasNextPage,
    })
  })

  router.post('/payments/get', (ctx) => {
    const body = read(ctx, getPaymentSchema)
    if (!body) return
    const payment = store.payment(body.PaymentID)
    ctx.body = payment
      ? success({ Payment: paymentView(payment, config.publicUrl) })
      : businessError(MESSAGES.unknownPayment)
  })

  // The card a customer's recurring charges bill, known before any charge (a first charge dated later).
  router.post('/paymentmethods/getforcustomer', (ctx) => {
    const body = read(ctx, paymentMethodSchema)
    if (!body) return
    const ref =
      body.CustomerID != null ? { id: body.CustomerID } : body.Customer && customerRef(body.Customer)
    const customer = ref && store.findCustomer(ref)
    ctx.body = customer
      ? success({ PaymentMethod: paymentMethodView(customer) })
      : businessError(MESSAGES.unknownCustomer)
  })

  return router
}
