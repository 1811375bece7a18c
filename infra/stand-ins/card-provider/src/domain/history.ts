import type { CardBehaviour, CardExpiry } from './cards'
import { customerFor, findCustomer } from './customers'
import { cancelItem, chargeDueItems, chargeNewCard } from './recurring-charges'
import type { StoreState } from './state'

/** A customer as a replayed history names them: their card, and the one recurring item they kept. */
export interface HistoryCustomer {
  externalIdentifier: string
  name: string
  email: string | null
  phone: string | null
  card: { lastDigits: string; expiry: CardExpiry; behaviour: CardBehaviour }
  item: {
    name: string
    unitPrice: number
    durationMonths: number
    description: string | null
    /** YYYY-MM-DD: the card was given and the first period charged on this day. */
    dateStart: string
    /** YYYY-MM-DD: cancelled by the customer on this day; null while it runs. */
    cancelOn: string | null
  }
}

export interface HistoryOutcome {
  externalIdentifier: string
  customerId: number
  /** The customer's recurring item (an existing customer's latest); null when the first charge declined. */
  itemId: number | null
  /** False for a customer the store already knew: left as it was. */
  created: boolean
}

/** Why a history cannot be replayed on the store's today. */
export function historyProblem(customers: readonly HistoryCustomer[], today: string): string | null {
  const ids = new Set<string>()
  for (const c of customers) {
    if (ids.has(c.externalIdentifier)) return `${c.externalIdentifier} is named twice`
    ids.add(c.externalIdentifier)
    if (c.item.dateStart > today)
      return `${c.externalIdentifier} starts after the provider's today (${today})`
    if (c.item.cancelOn !== null && (c.item.cancelOn < c.item.dateStart || c.item.cancelOn > today))
      return `${c.externalIdentifier} is cancelled outside its start and the provider's today (${today})`
  }
  return null
}

/**
 * Replays customers the store does not know yet as if the days since their start had passed one by one:
 * each card is given and its first period charged on its start day (with a document), the renewals are
 * charged by the clock's own rule as their dates come (a renewal-declining card declines its first),
 * and a cancel stops the charges from its day on. The clock itself stays where it is (today); a customer
 * the store already knows is left as it is. `historyProblem` must have found nothing.
 */
export function replayHistory(
  state: StoreState,
  customers: readonly HistoryCustomer[],
  today: string,
): HistoryOutcome[] {
  const outcomes: HistoryOutcome[] = customers.map((c) => {
    const known = findCustomer(state, { externalIdentifier: c.externalIdentifier })
    const latest = known && state.items.filter((i) => i.customerId === known.id).at(-1)
    return {
      externalIdentifier: c.externalIdentifier,
      customerId: known?.id ?? 0,
      itemId: latest?.id ?? null,
      created: !known,
    }
  })
  // A start before a cancel on the same day; otherwise as given.
  const events = customers
    .flatMap((c, index) =>
      outcomes[index]?.created
        ? [
            { date: c.item.dateStart, kind: 0, index },
            ...(c.item.cancelOn === null ? [] : [{ date: c.item.cancelOn, kind: 1, index }]),
          ]
        : [],
    )
    .sort((a, b) => a.date.localeCompare(b.date) || a.kind - b.kind || a.index - b.index)

  const replayed = new Set<number>()
  for (const event of events) {
    // The days up to this one pass first: whatever fell due on them is charged.
    chargeDueItems(state, event.date, replayed)
    const c = customers[event.index]!
    const outcome = outcomes[event.index]!
    if (event.kind === 0) {
      const customer = customerFor(state, {
        externalIdentifier: c.externalIdentifier,
        name: c.name,
        email: c.email,
        phone: c.phone,
      })
      const made = chargeNewCard(
        state,
        customer,
        c.card,
        [{ ...c.item, quantity: 1, currency: 'ILS', recurrence: 0 }],
        false,
        event.date,
      )
      outcome.customerId = made.customerId
      outcome.itemId = made.itemIds[0] ?? null
      for (const id of made.itemIds) replayed.add(id)
    } else {
      const item = state.items.find((i) => i.id === outcome.itemId)
      if (item) cancelItem(item)
    }
  }
  chargeDueItems(state, today, replayed)
  return outcomes
}
