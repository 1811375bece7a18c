import { APPROVED, DECLINED, outcomeFor } from './cards'
import { customerById, customerFor } from './customers'
import { dayOf, nextMonthlyDate } from './dates'
import { recordPayment, round2 } from './payments'
import type { ChargeRequest, ChargeResult, ItemRequest } from './requests'
import {
  BILLED_STATUSES,
  ItemStatus,
  type Customer,
  type PaymentRecord,
  type RecurringItem,
  type StoredCard,
  type StoreState,
} from './state'
import { takeToken } from './tokens'

/** One scheduled charge of an item, dated its next billing date, on the customer's current card. */
function renew(state: StoreState, item: RecurringItem): PaymentRecord {
  const card = customerById(state, item.customerId)?.card ?? null
  const outcome = card ? outcomeFor(card.behaviour, card.charges) : DECLINED
  if (card) card.charges += 1
  const payment = recordPayment(state, {
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
    item.dateNextBilling = nextMonthlyDate(
      item.dateNextBilling,
      dayOf(item.dateStart),
      item.durationMonths || 1,
    )
    item.status = ItemStatus.active
  } else {
    item.status = ItemStatus.failedPayment
  }
  return payment
}

/**
 * Every charge due by `date`, in date order; answers the payments' ids. `among` limits it to some items
 * (a replayed history, whose dates are behind the clock).
 */
export function chargeDueItems(state: StoreState, date: string, among?: ReadonlySet<number>): number[] {
  const charged: number[] = []
  for (;;) {
    const due = state.items
      .filter(
        (item) =>
          BILLED_STATUSES.includes(item.status) &&
          item.dateNextBilling <= date &&
          (!among || among.has(item.id)),
      )
      .sort((a, b) => a.dateNextBilling.localeCompare(b.dateNextBilling) || a.id - b.id)[0]
    if (!due) break
    charged.push(renew(state, due).id)
  }
  return charged
}

/**
 * /billing/recurring/charge/: a declining card records a failed payment and creates nothing; otherwise the
 * card becomes the customer's, each item becomes a recurring item, and the items starting today (or
 * earlier) are paid now in one payment.
 */
export function chargeRecurring(
  state: StoreState,
  req: ChargeRequest,
  today: string,
  now: Date,
): ChargeResult {
  if ('id' in req.customer && !customerById(state, req.customer.id)) return { kind: 'unknown_customer' }
  const token = takeToken(state, req.token, now)
  if (!token) return { kind: 'invalid_token' }
  const customer =
    'id' in req.customer ? customerById(state, req.customer.id)! : customerFor(state, req.customer)
  return {
    kind: 'done',
    ...chargeNewCard(state, customer, token, req.items, req.authoriseOnly, today),
    slowAnswer: token.behaviour === 'timeout',
  }
}

/**
 * A card given with recurring items, on `today`: what the charge call does once the token is taken (and
 * what a replayed history does with the card it names).
 */
export function chargeNewCard(
  state: StoreState,
  customer: Customer,
  given: Pick<StoredCard, 'lastDigits' | 'expiry' | 'behaviour'>,
  requested: readonly ItemRequest[],
  authoriseOnly: boolean,
  today: string,
): { customerId: number; payment: PaymentRecord | null; itemIds: number[] } {
  const total = round2(requested.reduce((sum, i) => sum + i.unitPrice * i.quantity, 0))
  const first = requested[0]

  const outcome = outcomeFor(given.behaviour, 0)
  if (!outcome.valid) {
    const payment = recordPayment(state, {
      customerId: customer.id,
      date: today,
      amount: total,
      currency: first?.currency ?? 'ILS',
      outcome,
      recurringItemId: null,
      itemName: first?.name ?? null,
      lastDigits: given.lastDigits,
    })
    return { customerId: customer.id, payment, itemIds: [] }
  }

  const card = { lastDigits: given.lastDigits, expiry: given.expiry, behaviour: given.behaviour, charges: 0 }
  customer.card = card
  const items = requested.map((i): RecurringItem => {
    const item: RecurringItem = {
      id: ++state.sequences.item,
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
      status: authoriseOnly ? ItemStatus.cancelled : ItemStatus.pendingFirstPayment,
    }
    state.items.push(item)
    return item
  })

  const dueNow = authoriseOnly ? [] : items.filter((item) => item.dateStart <= today)
  let payment: PaymentRecord | null = null
  const [head] = dueNow
  if (head) {
    card.charges += 1
    payment = recordPayment(state, {
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
      item.dateNextBilling = nextMonthlyDate(item.dateStart, dayOf(item.dateStart), item.durationMonths || 1)
      item.status = ItemStatus.active
    }
  }
  return { customerId: customer.id, payment, itemIds: items.map((i) => i.id) }
}

/** Cancelled by the customer: no further charges. Cancelling again changes nothing; answers whether it changed. */
export function cancelItem(item: RecurringItem): boolean {
  if (item.status === ItemStatus.cancelledByCustomer) return false
  item.status = ItemStatus.cancelledByCustomer
  return true
}

/**
 * /billing/payments/charge/ on the customer's saved card (no token): one payment of the items now, with a
 * document when approved; the recurring items are not touched. No customer or no card: undefined.
 */
export function chargeSavedCard(
  state: StoreState,
  customerId: number,
  items: ReadonlyArray<Pick<ItemRequest, 'name' | 'unitPrice' | 'quantity' | 'currency'>>,
  today: string,
): PaymentRecord | undefined {
  const card = customerById(state, customerId)?.card
  if (!card) return undefined
  const outcome = outcomeFor(card.behaviour, card.charges)
  card.charges += 1
  return recordPayment(state, {
    customerId,
    date: today,
    amount: round2(items.reduce((sum, i) => sum + i.unitPrice * i.quantity, 0)),
    currency: items[0]?.currency ?? 'ILS',
    outcome,
    recurringItemId: null,
    itemName: items.map((i) => i.name).join(', '),
    lastDigits: card.lastDigits,
  })
}
