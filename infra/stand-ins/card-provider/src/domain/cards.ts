/** How a card behaves when charged; the store keeps this and the last digits, never the number or CVV. */
export type CardBehaviour = 'success' | 'declined' | 'insufficient_funds' | 'timeout' | 'renewal_declines'

/** The documented test cards (CONTEXT.md). Any other valid number behaves as success. */
export const TEST_CARDS = {
  success: '4111111111111111',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  /** The charge is made, but the answer waits TIMEOUT_DELAY_MS: the client times out and must reconcile. */
  timeout: '4000000000000119',
  /** The first charge succeeds; every later renewal is declined. */
  renewalDeclines: '4000000000000341',
} as const

const BEHAVIOURS: Record<string, CardBehaviour> = {
  [TEST_CARDS.success]: 'success',
  [TEST_CARDS.declined]: 'declined',
  [TEST_CARDS.insufficientFunds]: 'insufficient_funds',
  [TEST_CARDS.timeout]: 'timeout',
  [TEST_CARDS.renewalDeclines]: 'renewal_declines',
}

export const behaviourOf = (cardNumber: string): CardBehaviour => BEHAVIOURS[cardNumber] ?? 'success'

/** The provider's answer to one charge attempt. */
export interface ChargeOutcome {
  valid: boolean
  status: string
  description: string
}

export const APPROVED: ChargeOutcome = { valid: true, status: '000', description: 'מאושר' }
export const DECLINED: ChargeOutcome = { valid: false, status: '004', description: 'העסקה לא אושרה' }
export const INSUFFICIENT_FUNDS: ChargeOutcome = {
  valid: false,
  status: '051',
  description: 'אין די כיסוי בכרטיס',
}
export const BLOCKED: ChargeOutcome = { valid: false, status: '001', description: 'הכרטיס נחסם' }

/** What charging a card with this behaviour answers, given how many charges it has had before. */
export function outcomeFor(behaviour: CardBehaviour, previousCharges: number): ChargeOutcome {
  switch (behaviour) {
    case 'declined':
      return DECLINED
    case 'insufficient_funds':
      return INSUFFICIENT_FUNDS
    case 'renewal_declines':
      return previousCharges === 0 ? APPROVED : BLOCKED
    default:
      return APPROVED
  }
}

export interface CardInput {
  CardNumber?: unknown
  ExpirationMonth?: unknown
  ExpirationYear?: unknown
  CVV?: unknown
  CitizenID?: unknown
}

/** A card's expiry: month 1-12, four-digit year. */
export interface CardExpiry {
  month: number
  year: number
}

export type CardCheck = { ok: true; number: string; expiry: CardExpiry } | { ok: false; message: string }

const text = (v: unknown): string =>
  typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : ''

/**
 * The checks the tokenising endpoint makes, in the order of the form's fields; `today` (YYYY-MM-DD) decides
 * whether the expiry has passed. Messages are Hebrew and name the field, as the real script shows them.
 */
export function checkCard(input: CardInput, today: string): CardCheck {
  const number = text(input.CardNumber).replace(/[\s-]/g, '')
  if (!/^\d{12,19}$/.test(number)) return { ok: false, message: 'מספר הכרטיס אינו תקין' }

  const monthText = text(input.ExpirationMonth)
  const month = Number(monthText)
  if (!/^\d{1,2}$/.test(monthText) || month < 1 || month > 12)
    return { ok: false, message: 'חודש התוקף אינו תקין' }

  const yearText = text(input.ExpirationYear)
  if (!/^(\d{2}|\d{4})$/.test(yearText)) return { ok: false, message: 'שנת התוקף אינה תקינה' }
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText)
  const [thisYear, thisMonth] = today.split('-').map(Number) as [number, number]
  if (year < thisYear) return { ok: false, message: 'שנת התוקף אינה תקינה: תוקף הכרטיס פג' }
  if (year === thisYear && month < thisMonth)
    return { ok: false, message: 'חודש התוקף אינו תקין: תוקף הכרטיס פג' }

  if (!/^\d{3,4}$/.test(text(input.CVV))) return { ok: false, message: 'קוד האבטחה (CVV) אינו תקין' }
  if (!/^\d{5,9}$/.test(text(input.CitizenID))) return { ok: false, message: 'מספר תעודת הזהות אינו תקין' }
  return { ok: true, number, expiry: { month, year } }
}
