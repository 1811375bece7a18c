import type { CardExpiry } from './cards'
import { findCustomer, updateCustomer } from './customers'
import { israelDate } from './dates'
import { historyProblem, replayHistory, type HistoryCustomer, type HistoryOutcome } from './history'
import { listPayments } from './payments'
import { cancelItem, chargeDueItems, chargeRecurring, chargeSavedCard } from './recurring-charges'
import type {
  ChargeRequest,
  ChargeResult,
  CustomerRef,
  CustomerUpdate,
  ItemRequest,
  PaymentFilter,
} from './requests'
import {
  ACTIVE_STATUSES,
  emptyState,
  type Customer,
  type PaymentRecord,
  type RecurringItem,
  type StoreState,
} from './state'
import { createToken } from './tokens'

export type { HistoryCustomer, HistoryOutcome } from './history'
export { PAYMENTS_PAGE_SIZE } from './payments'
export type {
  ChargeRequest,
  ChargeResult,
  CustomerDetails,
  CustomerRef,
  ItemRequest,
  PaymentFilter,
} from './requests'
export { TOKEN_TTL_MS } from './tokens'

export interface StoreOptions {
  /** A saved snapshot to start from (STATE_FILE); otherwise an empty store. */
  state?: StoreState
  /** The real time; the clock never falls behind its Israel date. */
  now?: () => Date
  /** Called with the whole state after every change (the STATE_FILE writer). */
  onChange?: (state: StoreState) => void
}

/**
 * The provider's books in memory: customers with their current card, recurring items, payments, and
 * single-use tokens. Every change ends in `onChange` with the whole state. The books' rules are in
 * `tokens.ts`, `customers.ts`, `payments.ts` and `recurring-charges.ts`; the store keeps the clock.
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
    const charged = chargeDueItems(this.state, date)
    this.changed()
    return charged
  }

  /** A new single-use token for a card that passed the checks; only its last digits, expiry and behaviour are kept. */
  createToken(cardNumber: string, expiry: CardExpiry): string {
    const token = createToken(this.state, cardNumber, expiry, this.now())
    this.changed()
    return token
  }

  findCustomer(ref: CustomerRef): Customer | undefined {
    return findCustomer(this.state, ref)
  }

  /** /accounting/customers/update/ (see `updateCustomer`). */
  updateCustomer(ref: CustomerRef, change: CustomerUpdate): Customer | undefined {
    const customer = updateCustomer(this.state, ref, change)
    if (customer) this.changed()
    return customer
  }

  /** /billing/recurring/charge/ (see `chargeRecurring`), on the provider's today. */
  charge(req: ChargeRequest): ChargeResult {
    const today = this.today()
    const result = chargeRecurring(this.state, req, today, this.now())
    // An unknown customer changes nothing; a refused token was still used up (or expired).
    if (result.kind !== 'unknown_customer') this.changed()
    return result
  }

  /** /billing/payments/charge/ on the customer's saved card (see `chargeSavedCard`), on the provider's today. */
  chargeSaved(
    customerId: number,
    items: ReadonlyArray<Pick<ItemRequest, 'name' | 'unitPrice' | 'quantity' | 'currency'>>,
  ): PaymentRecord | undefined {
    const payment = chargeSavedCard(this.state, customerId, items, this.today())
    if (payment) this.changed()
    return payment
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
    if (cancelItem(item)) this.changed()
    return 'ok'
  }

  /** A running item's price or quantity changes; its charges from the next one on use them. */
  updateItem(
    customerId: number,
    itemId: number,
    change: { unitPrice?: number; quantity?: number; nextBilling?: string },
  ): 'ok' | 'not_found' {
    const today = this.today()
    const item = this.state.items.find((i) => i.id === itemId && i.customerId === customerId)
    if (!item || !ACTIVE_STATUSES.includes(item.status)) return 'not_found'
    // A next charge today or earlier would bill at once: the provider takes only a later day.
    if (change.nextBilling !== undefined && change.nextBilling <= today) return 'not_found'
    if (change.nextBilling !== undefined) item.dateNextBilling = change.nextBilling
    if (change.unitPrice !== undefined) item.unitPrice = change.unitPrice
    if (change.quantity !== undefined) item.quantity = change.quantity
    this.changed()
    return 'ok'
  }

  /** Payments by id, filtered by date (inclusive) and validity, one page from startIndex. */
  listPayments(filter: PaymentFilter): { payments: PaymentRecord[]; hasNextPage: boolean } {
    this.today()
    return listPayments(this.state, filter)
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

  /**
   * Customers it does not know yet, as if their history had happened (see `replayHistory`): their charges,
   * documents and next billing dates as the clock's rules make them. The clock stays at today; nothing in
   * the history may be later.
   */
  replayHistory(
    customers: readonly HistoryCustomer[],
  ): { ok: true; date: string; customers: HistoryOutcome[] } | { ok: false; clock: string; message: string } {
    const today = this.today()
    const problem = historyProblem(customers, today)
    if (problem) return { ok: false, clock: today, message: problem }
    const outcomes = replayHistory(this.state, customers, today)
    if (outcomes.some((o) => o.created)) this.changed()
    return { ok: true, date: today, customers: outcomes }
  }

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
