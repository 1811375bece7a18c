import { describe, expect, it } from 'vitest'
import { TEST_CARDS } from './cards'
import { CardStore, TOKEN_TTL_MS, type ChargeRequest } from './store'

const item = (dateStart: string) => ({
  name: 'מנוי חודשי',
  durationMonths: 1,
  quantity: 1,
  unitPrice: 49,
  currency: 'ILS',
  description: null,
  recurrence: 0,
  dateStart,
})

const EXPIRY = { month: 12, year: 2030 }

const request = (token: string, dateStart: string): ChargeRequest => ({
  customer: { externalIdentifier: 'account-1', name: null, email: null, phone: null },
  token,
  items: [item(dateStart)],
  authoriseOnly: false,
})

describe('CardStore', () => {
  it('lets a token expire after 20 minutes', () => {
    let now = new Date('2026-11-23T10:00:00Z')
    const store = new CardStore({ now: () => now })
    const early = store.createToken(TEST_CARDS.success, EXPIRY)
    const late = store.createToken(TEST_CARDS.success, EXPIRY)
    now = new Date(now.getTime() + TOKEN_TTL_MS - 1000)
    expect(store.charge(request(early, '2026-11-23')).kind).toBe('done')
    now = new Date(now.getTime() + 2000)
    expect(store.charge(request(late, '2026-11-23')).kind).toBe('invalid_token')
  })

  it('follows the real Israel date and bills what falls due on the way', () => {
    let now = new Date('2027-01-31T10:00:00Z')
    const store = new CardStore({ now: () => now })
    const first = store.charge(request(store.createToken(TEST_CARDS.success, EXPIRY), '2027-01-31'))
    expect(first.kind).toBe('done')
    expect(store.today()).toBe('2027-01-31')

    // 22:30 UTC on Feb 27 is already Feb 28 in Israel.
    now = new Date('2027-02-27T22:30:00Z')
    expect(store.today()).toBe('2027-02-28')
    const state = store.dump()
    expect(state.payments.map((p) => p.date)).toEqual(['2027-01-31', '2027-02-28'])
    expect(state.items[0]).toMatchObject({ dateNextBilling: '2027-03-31', datePreviousBilling: '2027-02-28' })
  })

  it('tells every change, and starts from a snapshot', () => {
    const changes: number[] = []
    const store = new CardStore({ onChange: (s) => changes.push(s.payments.length) })
    store.charge(request(store.createToken(TEST_CARDS.success, EXPIRY), store.today()))
    expect(changes.at(-1)).toBe(1)

    const copy = new CardStore({ state: store.snapshot() })
    expect(copy.dump()).toEqual(store.dump())
  })
})
