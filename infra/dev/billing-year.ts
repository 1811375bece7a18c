/**
 * A believable year of billing for `npm start`: about forty sample synagogues that signed up over the last
 * twelve months (more of them lately), each on a trial of TRIAL_DAYS and then never paying, still in it, or
 * paying monthly or yearly, some cancelling and some lapsing after a declined renewal. Pure and
 * deterministic: the same day gives the same plan. The plan says what every place holds: auth's account
 * (sign-up, paid time), the card provider's customer and charges, billing's subscription and payments.
 */
import {
  DEFAULT_MAX_PEOPLE,
  DEFAULT_PRICE,
  PAID_SUBSCRIPTION_TYPE,
  PAYMENT_GRACE_DAYS,
  TRIAL_DAYS,
  TRIAL_SUBSCRIPTION_TYPE,
  addDays,
  addMonths,
  firstChargeDate,
  israelDate,
  trialEndsAt,
} from '@seats/contracts'

export const sampleOutcomes = ['trial', 'trial_ended', 'monthly', 'yearly', 'cancelled', 'lapsed'] as const
export type SampleOutcome = (typeof sampleOutcomes)[number]

/** What each outcome means, as the start command reports it. */
export const sampleOutcomeLabels: Record<SampleOutcome, string> = {
  trial: 'in their trial',
  trial_ended: 'never paid',
  monthly: 'paying monthly',
  yearly: 'paying yearly',
  cancelled: 'cancelled',
  lapsed: 'lapsed after a declined renewal',
}

/** How many sample synagogues end each way (40 in all). */
export const SAMPLE_OUTCOME_COUNTS: Record<SampleOutcome, number> = {
  trial: 4,
  trial_ended: 9,
  monthly: 14,
  yearly: 4,
  cancelled: 5,
  lapsed: 4,
}

/** The product's one plan: DEFAULT_PRICE a month; billed yearly, two months free. */
export const SAMPLE_MONTHLY_PRICE = DEFAULT_PRICE
export const SAMPLE_YEARLY_PRICE = DEFAULT_PRICE * 10

/** The plan's item as billing names it at the provider (services/billing provider-refs.ts). */
const ITEM_NAMES = { monthly: 'מקום פנוי: מנוי חודשי', yearly: 'מקום פנוי: מנוי שנתי' } as const

/** Billing knows an account's provider customer by this id (services/billing provider-refs.ts, externalIdOf). */
export const customerIdentifierOf = (accountId: number): string => `seats-account-${accountId}`

export interface SampleCharge {
  /** YYYY-MM-DD, the provider's day. */
  date: string
  amount: number
  valid: boolean
}

export interface SampleSubscription {
  period: 'monthly' | 'yearly'
  periodMonths: 1 | 12
  price: number
  itemName: string
  card: {
    lastDigits: string
    expiryMonth: number
    expiryYear: number
    /** A renewal-declining card pays its first charge and declines the renewal after it. */
    behaviour: 'success' | 'renewal_declines'
  }
  /** The card was given and the first period charged on the day the trial's time ran out. */
  firstCharge: string
  /** When the warden cancelled (ISO instant); null when it was not cancelled. */
  cancelledAt: string | null
  /** Every charge the provider makes up to today, oldest first. */
  charges: SampleCharge[]
  /** The provider's next billing date (a declined one stays on its day). */
  nextCharge: string
  state: 'active' | 'cancelled' | 'failed'
}

export interface SampleAccount {
  /** 1..40, in sign-up order. */
  n: number
  email: string
  contactName: string
  synagogueName: string
  /** A 050-555 number: no real person is dialled. */
  phone: string
  outcome: SampleOutcome
  /** ISO instant. */
  signedUpAt: string
  subscriptionType: string
  /** ISO instant: the trial's end, or the end of the last paid period with the grace days. */
  subscriptionEndsAt: string
  price: number
  maxPeople: number
  subscription: SampleSubscription | null
}

export interface BillingYearPlan {
  /** The day the plan was made for (YYYY-MM-DD, Israel time). */
  today: string
  accounts: SampleAccount[]
}

const SYNAGOGUES = [
  'אוהל יעקב',
  'היכל שלמה',
  'בית יוסף',
  'שערי תפילה',
  'נצח ישראל',
  'אור החיים',
  'תפארת ציון',
  'קהילת יעקב',
  'אהבת שלום',
  'שערי צדק',
  'מגן אברהם',
  'בית אל',
  'עץ חיים',
  'חסדי אבות',
  'זכור לאברהם',
  'ישורון',
  'אוהל רחל',
  'משכן שילה',
  'נחלת צבי',
  'רמת שלמה',
  'שבטי ישראל',
  'אור תורה',
  'בני ציון',
  'יד אליהו',
  'כתר תורה',
  'מקור חיים',
  'נווה צדק',
  'עטרת ישועה',
  'פאר הדור',
  'קול יעקב',
  'רינת ישראל',
  'שירת הים',
  'תפילה למשה',
  'אהל מועד',
  'בית שמואל',
  'גאולת ישראל',
  'דרכי נועם',
  'ויזרח',
  'חזון יחזקאל',
  'מנחת אהרן',
].map((name) => `בית הכנסת ${name}`)

const CONTACTS = [
  'אברהם כהן',
  'יצחק לוי',
  'יעקב מזרחי',
  'משה פרץ',
  'אהרן ביטון',
  'דוד דהן',
  'שלמה אברהם',
  'יוסף פרידמן',
  'בנימין אזולאי',
  'נחום שפירא',
  'אליהו מלכה',
  'חיים גולדברג',
  'מרדכי אוחיון',
  'שמואל רוזנברג',
  'צבי כץ',
  'מנחם אשכנזי',
  'גרשון חדד',
  'עזרא יוסף',
  'פנחס עמר',
  'זאב בן דוד',
  'רפאל גבאי',
  'נתן אלון',
  'ישראל שטרן',
  'אליעזר וקנין',
  'יהודה סויסה',
  'מאיר ששון',
  'עמרם בוזגלו',
  'שמעון טל',
  'ברוך הלוי',
  'אריה ויס',
  'דניאל חזן',
  'גדליה קליין',
  'יונתן אלמוג',
  'חנוך זילבר',
  'אלחנן רבינוביץ',
  'עובדיה נגר',
  'יחזקאל ברגר',
  'מתתיהו דיין',
  'שאול קורן',
  'זכריה לנדאו',
]

/** A small seeded generator (mulberry32): the same numbers on every run. */
function numbers(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

const pad = (n: number) => String(n).padStart(2, '0')

const wallClockFormat = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Jerusalem',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** "YYYY-MM-DD HH:mm" on the Israel wall clock. */
const israelWallClock = (at: Date): string => wallClockFormat.format(at)

/** The instant of hh:mm on an Israel date (two or three hours ahead of UTC, summer time included). */
export function israelTime(date: string, hour: number, minute = 0): Date {
  const wall = Date.parse(`${date}T${pad(hour)}:${pad(minute)}:00Z`)
  for (const aheadHours of [2, 3]) {
    const at = new Date(wall - aheadHours * 3_600_000)
    if (israelWallClock(at) === `${date} ${pad(hour)}:${pad(minute)}`) return at
  }
  throw new Error(`${date} ${hour}:${minute} does not exist in Israel time`)
}

/** What billing credits for a charge on `date`: its period, through its next charge day, plus the grace days. */
export const paidThroughAfterCharge = (date: string, months: number): Date =>
  israelTime(addDays(addMonths(date, months), 1 + PAYMENT_GRACE_DAYS), 0)

/** The day a card given during the trial is first charged (contracts firstChargeDate). */
export const firstChargeAfterTrial = (signedUpAt: Date): string =>
  firstChargeDate(trialEndsAt(signedUpAt).toISOString(), israelDate(signedUpAt))

/** Days before today each outcome's sign-ups may fall on (paying ones need room for what they did). */
const AGE_RANGES: Record<SampleOutcome, [number, number]> = {
  trial: [1, TRIAL_DAYS - 2],
  trial_ended: [TRIAL_DAYS + 2, 350],
  monthly: [TRIAL_DAYS + 2, 340],
  yearly: [TRIAL_DAYS + 5, 330],
  cancelled: [TRIAL_DAYS + 60, 340],
  lapsed: [TRIAL_DAYS + 45, 330],
}

/** `count` ages in [lo, hi], denser towards lo (more sign-ups lately), youngest first. */
function agesIn([lo, hi]: [number, number], count: number, random: () => number): number[] {
  return Array.from({ length: count }, (_, j) => {
    const u = Math.min(0.999, Math.max(0, (j + 0.1 + 0.8 * random()) / count))
    return lo + Math.round((hi - lo) * u ** 1.7)
  })
}

const wholeDaysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)

/**
 * The sample synagogues as of `today` (YYYY-MM-DD, Israel time): who signed up when, and what each place
 * holds about them. Charges fall on days 1-28 of a month, so the provider's "same day each month" never
 * needs a shorter month's last day.
 */
export function billingYearPlan(today: string): BillingYearPlan {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today) || israelDate(new Date(`${today}T12:00:00Z`)) !== today)
    throw new Error(`not a date: ${today}`)
  const random = numbers(5786)
  const drafts: Array<{ outcome: SampleOutcome; age: number }> = []
  for (const outcome of sampleOutcomes) {
    for (const age of agesIn(AGE_RANGES[outcome], SAMPLE_OUTCOME_COUNTS[outcome], random))
      drafts.push({ outcome, age })
  }
  // The oldest monthly payer is first charged in the chart's first month, so every month has revenue.
  const firstMonth = addMonths(`${today.slice(0, 7)}-01`, -11)
  const oldestCharge = [addDays(firstMonth, 2), addDays(today, -343)].sort().at(-1)!
  const oldest = drafts.filter((d) => d.outcome === 'monthly').at(-1)!
  oldest.age = wholeDaysBetween(oldestCharge, today) + TRIAL_DAYS + 1

  const made = drafts.map((draft) => {
    const hour = 8 + Math.floor(random() * 14)
    const minute = Math.floor(random() * 60)
    let signUpDay = addDays(today, -draft.age)
    if (draft.outcome !== 'trial' && draft.outcome !== 'trial_ended') {
      // A charge day past the 28th moves the sign-up back to land on the 28th.
      const day = Number(firstChargeAfterTrial(israelTime(signUpDay, hour, minute)).slice(8))
      if (day > 28) signUpDay = addDays(signUpDay, 28 - day)
    }
    return {
      ...draft,
      signedUpAt: israelTime(signUpDay, hour, minute),
      draws: [random(), random(), random()],
    }
  })
  made.sort((a, b) => a.signedUpAt.getTime() - b.signedUpAt.getTime())

  const accounts = made.map((m, i): SampleAccount => {
    const n = i + 1
    const [r1, r2, r3] = m.draws as [number, number, number]
    const base = {
      n,
      email: `sample-${pad(n)}@example.com`,
      contactName: CONTACTS[i % CONTACTS.length]!,
      synagogueName: SYNAGOGUES[i % SYNAGOGUES.length]!,
      phone: `05055501${pad(n)}`,
      outcome: m.outcome,
      signedUpAt: m.signedUpAt.toISOString(),
      maxPeople: DEFAULT_MAX_PEOPLE,
    }
    if (m.outcome === 'trial' || m.outcome === 'trial_ended')
      return {
        ...base,
        subscriptionType: TRIAL_SUBSCRIPTION_TYPE,
        subscriptionEndsAt: trialEndsAt(m.signedUpAt).toISOString(),
        price: SAMPLE_MONTHLY_PRICE,
        subscription: null,
      }
    const subscription = subscriptionOf(m.outcome, firstChargeAfterTrial(m.signedUpAt), today, [r1, r2, r3])
    const lastPaid = subscription.charges.filter((c) => c.valid).at(-1)!
    return {
      ...base,
      subscriptionType: PAID_SUBSCRIPTION_TYPE,
      subscriptionEndsAt: paidThroughAfterCharge(lastPaid.date, subscription.periodMonths).toISOString(),
      price: subscription.price,
      subscription,
    }
  })
  return { today, accounts }
}

/** What the provider holds of one paying synagogue, and billing after it. */
function subscriptionOf(
  outcome: Exclude<SampleOutcome, 'trial' | 'trial_ended'>,
  firstCharge: string,
  today: string,
  [r1, r2, r3]: [number, number, number],
): SampleSubscription {
  const yearly = outcome === 'yearly'
  const periodMonths = yearly ? 12 : 1
  const price = yearly ? SAMPLE_YEARLY_PRICE : SAMPLE_MONTHLY_PRICE
  const due: string[] = []
  for (let k = 0; addMonths(firstCharge, k * periodMonths) <= today; k++)
    due.push(addMonths(firstCharge, k * periodMonths))
  const thisYear = Number(today.slice(0, 4))
  const common = {
    period: yearly ? ('yearly' as const) : ('monthly' as const),
    periodMonths: periodMonths as 1 | 12,
    price,
    itemName: yearly ? ITEM_NAMES.yearly : ITEM_NAMES.monthly,
    card: {
      lastDigits: String(1000 + Math.floor(r1 * 9000)),
      expiryMonth: 1 + Math.floor(r2 * 12),
      // Two years ahead at least: no card-expiry notice is due.
      expiryYear: thisYear + 2 + Math.floor(r3 * 3),
      behaviour: outcome === 'lapsed' ? ('renewal_declines' as const) : ('success' as const),
    },
    firstCharge,
  }
  const paid = (dates: string[]) => dates.map((date) => ({ date, amount: price, valid: true }))

  if (outcome === 'lapsed') {
    // The first renewal is declined (a week ago at least: its reminders are over); nothing after it.
    const declined = addMonths(firstCharge, 1)
    return {
      ...common,
      cancelledAt: null,
      charges: [...paid([firstCharge]), { date: declined, amount: price, valid: false }],
      nextCharge: declined,
      state: 'failed',
    }
  }
  if (outcome === 'cancelled') {
    // Cancelled some days into a paid month, at least two days ago.
    const daysIn = 6 + Math.floor(r2 * 15)
    const fits = due.filter((d) => addDays(d, daysIn) <= addDays(today, -2))
    const k = Math.max(1, Math.ceil(fits.length * (0.3 + 0.6 * r3)))
    const lastPaid = fits[k - 1] ?? firstCharge
    const cancelDay = addDays(lastPaid, daysIn)
    return {
      ...common,
      cancelledAt: israelTime(cancelDay, 9 + Math.floor(r1 * 12), Math.floor(r2 * 60)).toISOString(),
      charges: paid(fits.slice(0, k)),
      nextCharge: addMonths(firstCharge, k * periodMonths),
      state: 'cancelled',
    }
  }
  return {
    ...common,
    cancelledAt: null,
    charges: paid(due),
    nextCharge: addMonths(firstCharge, due.length * periodMonths),
    state: 'active',
  }
}

/** How many sample synagogues end each way. */
export function outcomeCounts(plan: BillingYearPlan): Record<SampleOutcome, number> {
  const counts = Object.fromEntries(sampleOutcomes.map((o) => [o, 0])) as Record<SampleOutcome, number>
  for (const a of plan.accounts) counts[a.outcome]++
  return counts
}

/** POST /__test/history's customers: the paying sample synagogues, by the ids auth gave their accounts. */
export function historyCustomers(plan: BillingYearPlan, idOf: (email: string) => number) {
  return plan.accounts.flatMap((a) => {
    const s = a.subscription
    if (!s) return []
    return [
      {
        externalIdentifier: customerIdentifierOf(idOf(a.email)),
        name: a.synagogueName,
        email: a.email,
        phone: a.phone,
        card: s.card,
        item: {
          name: s.itemName,
          unitPrice: s.price,
          durationMonths: s.periodMonths,
          dateStart: s.firstCharge,
          cancelOn: s.cancelledAt ? israelDate(new Date(s.cancelledAt)) : null,
        },
      },
    ]
  })
}

/** Billing's sample-year file: each paying account's id, period and cancel time (the rest is the provider's). */
export function billingAccounts(plan: BillingYearPlan, idOf: (email: string) => number) {
  return plan.accounts.flatMap((a) =>
    a.subscription
      ? [
          {
            accountId: idOf(a.email),
            periodMonths: a.subscription.periodMonths,
            cancelledAt: a.subscription.cancelledAt,
          },
        ]
      : [],
  )
}
