import { randomInt, randomUUID } from 'node:crypto'
import { APPROVED, behaviourOf, DECLINED, outcomeFor, type CardBehaviour, type ChargeOutcome } from './cards'
import { dayOf, israelDate, nextMonthlyDate } from './dates'
import {
  ACTIVE_STATUSES,
  BILLED_STATUSES,
  emptyState,
  ItemStatus,
  type Customer,
  type PaymentRecord,
  type RecurringItem,
  type StoreState,
  type TokenRecord,
} from './state'

/** A SingleUseToken lives this long. */
export const TOKEN_TTL_MS = 20 * 60 * 1000

/** Payments per page of the payments list, as the provider pages it. */
export const PAYMENTS_PAGE_SIZE = 50

export interface StoreOptions {
  /** A saved snapshot to start from (STATE_FILE); otherwise an empty store. */
  state?: StoreState
  /** The real time; the clock never falls behind its Israel date. */
  now?: () => Date
  /** Called with the whole state after every change (the STATE_FILE writer). */
  onChange?: (state: StoreState) => void
}

export type CustomerRef = { id: number } | { externalIdentifier: string }

export interface CustomerDetails {
  externalIdentifier: string | null
  name: string | null
  email: string | null
  phone: string | null
}

export interface ItemRequest {
  name: string
  durationMonths: number
  quantity: number
  unitPrice: number
  currency: string | number
  description: string | null
  recurrence: number | null
  /** YYYY-MM-DD; the first charge is on this day. */
  dateStart: string
}

export interface ChargeRequest {
  /** An existing customer by id, or found (else created) by these details. */
  customer: { id: number } | CustomerDetails
  token: string
  items: ItemRequest[]
  authoriseOnly: boolean
}

export type ChargeResult =
  | { kind: 'unknown_customer' }
  | { kind: 'invalid_token' }
  | {
      kind: 'done'
      customerId: number
      /** The payment made now: null when nothing was due (a future start, or authorise only). */
      payment: PaymentRecord | null
      itemIds: number[]
      /** The card is the "timeout" test card: the answer should wait. */
      slowAnswer: boolean
    }

export interface PaymentFilter {
  dateFrom?: string
  dateTo?: string
  valid?: boolean
  startIndex?: number
}

const round2 = (n: number): number => Math.round(n * 100) / 100

/**
 * The provider's books in memory: customers with their current card, recurring items, payments, and
 * single-use tokens. Every change ends in `onChange` with the whole state.
 */
export class CardStore {
  private state: StoreState
  private readonly now: () => Date
  private readonly onChange: (state: StoreState) => void

  constructor(opts: StoreOptions = {}) {
    this.now = opts.now ?? (() => new Date())
    this.onChange = opts.onChange ?? (() => {})
    this.state = opts.state ? structuredClone(opts.state) : emptyState(this.realToday())
  }

  private realToday(): string {
    return israelDate(this.now())
  }

  private changed(): void {
    this.onChange(this.state)
  }

  /**
   * The provider's today. When the real Israel date has passed the clock (a new day, or a snapshot from an
   * earlier day), the clock moves up to it first and bills whatever fell due on the way.
   */
  today(): string {
    const real = this.realToday()
    if (real > this.state.clock) this.advanceTo(real)
    return this.state.clock
  }

  /**
   * Moves the clock forward to `date` and runs every due charge in date order. A date before the clock is
   * refused; the same date only runs what is due.
   */
  setClock(date: string): { ok: true; date: string; charged: number[] } | { ok: false; clock: string } {
    const current = this.today()
    if (date < current) return { ok: false, clock: current }
    return { ok: true, date, charged: this.advanceTo(date) }
  }

  private advanceTo(date: string): number[] {
    this.state.clock = date
    const charged: number[] = []
    for (;;) {
      const due = this.state.items
        .filter((item) => BILLED_STATUSES.includes(item.status) && item.dateNextBilling <= date)
        .sort((a, b) => a.dateNextBilling.localeCompare(b.dateNextBilling) || a.id - b.id)[0]
      if (!due) break
      charged.push(this.renew(due).id)
    }
    this.changed()
    return charged
  }

  /** One scheduled charge of an item, dated its next billing date, on the customer's current card. */
  private renew(item: RecurringItem): PaymentRecord {
    const customer = this.customerById(item.customerId)
    const card = customer?.card ?? null
    const outcome = card ? outcomeFor(card.behaviour, card.charges) : DECLINED
    if (card) card.charges += 1
    const payment = this.recordPayment({
      customerId: item.customerId,
      date: item.dateNextBilling,
      amount: round2(item.unitPrice * item.quantity),
      currency: item.currency,
      outcome,
      recurringItemId: item.id,
      itemName: item.name,
      lastDigits: card?.lastDigits ?? '',
    })
    if (outcome.valid) {
      item.datePreviousBilling = item.dateNextBilling
      item.dateNextBilling = nextMonthlyDate(item.dateNextBilling, dayOf(item.dateStart))
      item.status = ItemStatus.active
    } else {
      item.status = ItemStatus.failedPayment
    }
    return payment
  }

  private recordPayment(p: {
    customerId: number
    date: string
    amount: number
    currency: string | number
    outcome: ChargeOutcome
    recurringItemId: number | null
    itemName: string | null
    lastDigits: string
  }): PaymentRecord {
    const seq = this.state.sequences
    const payment: PaymentRecord = {
      id: ++seq.payment,
      customerId: p.customerId,
      date: p.date,
      amount: p.amount,
      currency: p.currency,
      valid: p.outcome.valid,
      status: p.outcome.status,
      statusDescription: p.outcome.description,
      authNumber: p.outcome.valid ? String(randomInt(1_000_000, 10_000_000)) : null,
      documentId: p.outcome.valid ? ++seq.document : null,
      recurringItemId: p.recurringItemId,
      itemName: p.itemName,
      lastDigits: p.lastDigits,
    }
    this.state.payments.push(payment)
    return payment
  }

  // Tokens

  /** A new single-use token for a card that passed the checks; only its last digits and behaviour are kept. */
  createToken(cardNumber: string): string {
    this.dropExpiredTokens()
    const token = randomUUID()
    const behaviour: CardBehaviour = behaviourOf(cardNumber)
    this.state.tokens.push({
      token,
      lastDigits: cardNumber.slice(-4),
      behaviour,
      expiresAt: this.now().getTime() + TOKEN_TTL_MS,
    })
    this.changed()
    return token
  }

  /** Uses a token up: null when it is unknown, already used or expired. */
  private takeToken(token: string): TokenRecord | null {
    this.dropExpiredTokens()
    const index = this.state.tokens.findIndex((t) => t.token === token)
    if (index < 0) return null
    const [found] = this.state.tokens.splice(index, 1)
    return found ?? null
  }

  private dropExpiredTokens(): void {
    const now = this.now().getTime()
    this.state.tokens = this.state.tokens.filter((t) => t.expiresAt > now)
  }

  // Customers

  private customerById(id: number): Customer | undefined {
    return this.state.customers.find((c) => c.id === id)
  }

  findCustomer(ref: CustomerRef): Customer | undefined {
    if ('id' in ref) return this.customerById(ref.id)
    return this.state.customers.find((c) => c.externalIdentifier === ref.externalIdentifier)
  }

  private customerFor(details: CustomerDetails): Customer {
    const existing = details.externalIdentifier
      ? this.findCustomer({ externalIdentifier: details.externalIdentifier })
      : undefined
    if (existing) {
      existing.name = details.name ?? existing.name
      existing.email = details.email ?? existing.email
      existing.phone = details.phone ?? existing.phone
      return existing
    }
    const customer: Customer = {
      id: ++this.state.sequences.customer,
      name: details.name,
      email: details.email,
      phone: details.phone,
      externalIdentifier: details.externalIdentifier,
      card: null,
    }
    this.state.customers.push(customer)
    return customer
  }

  // Recurring charges

  /**
   * /billing/recurring/charge/: a declining card records a failed payment and creates nothing; otherwise the
   * card becomes the customer's, each item becomes a recurring item, and the items starting today (or
   * earlier) are paid now in one payment.
   */
  charge(req: ChargeRequest): ChargeResult {
    const today = this.today()
    if ('id' in req.customer && !this.customerById(req.customer.id)) return { kind: 'unknown_customer' }
    const token = this.takeToken(req.token)
    if (!token) {
      this.changed()
      return { kind: 'invalid_token' }
    }
    const customer =
      'id' in req.customer ? this.customerById(req.customer.id)! : this.customerFor(req.customer)
    const slowAnswer = token.behaviour === 'timeout'
    const total = round2(req.items.reduce((sum, i) => sum + i.unitPrice * i.quantity, 0))
    const first = req.items[0]

    const outcome = outcomeFor(token.behaviour, 0)
    if (!outcome.valid) {
      const payment = this.recordPayment({
        customerId: customer.id,
        date: today,
        amount: total,
        currency: first?.currency ?? 'ILS',
        outcome,
        recurringItemId: null,
        itemName: first?.name ?? null,
        lastDigits: token.lastDigits,
      })
      this.changed()
      return { kind: 'done', customerId: customer.id, payment, itemIds: [], slowAnswer }
    }

    const card = { lastDigits: token.lastDigits, behaviour: token.behaviour, charges: 0 }
    customer.card = card
    const items = req.items.map((i): RecurringItem => {
      const item: RecurringItem = {
        id: ++this.state.sequences.item,
        customerId: customer.id,
        name: i.name,
        durationMonths: i.durationMonths,
        quantity: i.quantity,
        unitPrice: i.unitPrice,
        currency: i.currency,
        description: i.description,
        recurrence: i.recurrence,
        dateStart: i.dateStart,
        dateNextBilling: i.dateStart,
        datePreviousBilling: null,
        status: req.authoriseOnly ? ItemStatus.cancelled : ItemStatus.pendingFirstPayment,
      }
      this.state.items.push(item)
      return item
    })

    const dueNow = req.authoriseOnly ? [] : items.filter((item) => item.dateStart <= today)
    let payment: PaymentRecord | null = null
    const [head] = dueNow
    if (head) {
      card.charges += 1
      payment = this.recordPayment({
        customerId: customer.id,
        date: today,
        amount: round2(dueNow.reduce((sum, i) => sum + i.unitPrice * i.quantity, 0)),
        currency: head.currency,
        outcome: APPROVED,
        recurringItemId: head.id,
        itemName: dueNow.map((i) => i.name).join(', '),
        lastDigits: card.lastDigits,
      })
      for (const item of dueNow) {
        item.datePreviousBilling = today
        item.dateNextBilling = nextMonthlyDate(item.dateStart, dayOf(item.dateStart))
        item.status = ItemStatus.active
      }
    }
    this.changed()
    return { kind: 'done', customerId: customer.id, payment, itemIds: items.map((i) => i.id), slowAnswer }
  }

  /** A customer's recurring items, oldest first; the stopped ones only when asked. */
  itemsOf(customerId: number, includeInactive: boolean): RecurringItem[] {
    this.today()
    return this.state.items.filter(
      (i) => i.customerId === customerId && (includeInactive || ACTIVE_STATUSES.includes(i.status)),
    )
  }

  /** Cancelled by the customer: no further charges. Cancelling again changes nothing. */
  cancel(customerId: number, itemId: number): 'ok' | 'not_found' {
    this.today()
    const item = this.state.items.find((i) => i.id === itemId && i.customerId === customerId)
    if (!item) return 'not_found'
    if (item.status !== ItemStatus.cancelledByCustomer) {
      item.status = ItemStatus.cancelledByCustomer
      this.changed()
    }
    return 'ok'
  }

  // Payments

  /** Payments by id, filtered by date (inclusive) and validity, one page from startIndex. */
  listPayments(filter: PaymentFilter): { payments: PaymentRecord[]; hasNextPage: boolean } {
    this.today()
    const matching = this.state.payments
      .filter(
        (p) =>
          (!filter.dateFrom || p.date >= filter.dateFrom) &&
          (!filter.dateTo || p.date <= filter.dateTo) &&
          (filter.valid === undefined || p.valid === filter.valid),
      )
      .sort((a, b) => a.id - b.id)
    const start = Math.max(0, filter.startIndex ?? 0)
    return {
      payments: matching.slice(start, start + PAYMENTS_PAGE_SIZE),
      hasNextPage: matching.length > start + PAYMENTS_PAGE_SIZE,
    }
  }

  payment(id: number): PaymentRecord | undefined {
    this.today()
    return this.state.payments.find((p) => p.id === id)
  }

  /** The valid payment a document (receipt) was issued for. */
  paymentByDocument(documentId: number): PaymentRecord | undefined {
    return this.state.payments.find((p) => p.documentId === documentId && p.valid)
  }

  // Test support

  /** Forgets everything; the clock goes back to the real Israel date. */
  reset(): void {
    this.state = emptyState(this.realToday())
    this.changed()
  }

  /** The state without the tokens, for GET /__test/state. */
  dump(): Omit<StoreState, 'tokens'> {
    this.today()
    const { tokens: _tokens, ...rest } = structuredClone(this.state)
    return rest
  }

  /** A copy of the whole state. */
  snapshot(): StoreState {
    return structuredClone(this.state)
  }
}
