import { z } from 'zod'
import { schemaText } from './schema-texts'

/**
 * What a season's seats cost and what each household paid. A seat costs its area's price (a seat in no
 * area costs nothing, unless it has a price of its own); a household owes the seats its members hold on the
 * season's map. Payments are the warden's record of money received (cash, a cheque, a bank transfer).
 * Amounts are shekels with at most two decimals; every sum is made in whole agorot.
 */
const id = z.number().int().positive()

/** The largest price of a seat and the largest single payment: more is a slip of the keyboard. */
export const MAX_SEASON_AMOUNT = 100_000
/** A payment's note: a cheque's number, who brought it. */
export const SEASON_PAYMENT_NOTE_MAX = 200

/** Whole agorot of an amount in shekels that has at most two decimals (the schemas below check that). */
export const agorotOf = (shekels: number): number => Math.round(shekels * 100)
/** Shekels of whole agorot, for an answer or the screen; never summed again. */
export const shekelsOf = (agorot: number): number => agorot / 100

/** At most two decimals, read the way the warden typed it (1800.1 is 180010 agorot, not 180009.99…). */
const inAgorot = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6

const price = z
  .number(schemaText('price_invalid'))
  .min(0, schemaText('price_range', { max: MAX_SEASON_AMOUNT }))
  .max(MAX_SEASON_AMOUNT, schemaText('price_range', { max: MAX_SEASON_AMOUNT }))
  .refine(inAgorot, schemaText('agorot_only'))

const amount = z
  .number(schemaText('amount_invalid'))
  .positive(schemaText('amount_positive'))
  .max(MAX_SEASON_AMOUNT, schemaText('amount_max', { max: MAX_SEASON_AMOUNT }))
  .refine(inAgorot, schemaText('agorot_only'))

/** A seat priced apart from its area (a seat by the ark, one given free), by its cell on the season's map. */
export const seasonSeatPriceSchema = z.object({
  row: z.number().int().min(1),
  col: z.number().int().min(1),
  price,
})

/**
 * PUT /api/seasons/:id/prices: every area's price (an area left out costs nothing), the seats priced on their
 * own (exactly these). Either left out: those already set stay as they are.
 */
export const seasonPricesInputSchema = z.object({
  areas: z
    .array(z.object({ areaId: id, price }))
    .max(200)
    .refine((a) => new Set(a.map((p) => p.areaId)).size === a.length, schemaText('area_twice'))
    .optional(),
  seats: z
    .array(seasonSeatPriceSchema)
    .max(2_000)
    .refine(
      (s) => new Set(s.map((p) => `${p.row}:${p.col}`)).size === s.length,
      schemaText('seat_price_twice'),
    )
    .optional(),
})
export type SeasonPricesInput = z.input<typeof seasonPricesInputSchema>

/** GET and PUT /api/seasons/:id/prices: each area of the season's map with its seats and price. */
export const seasonPricesSchema = z.object({
  areas: z.array(z.object({ areaId: id, name: z.string(), seats: z.number().int(), price: z.number() })),
  /** Seats in no area: they cost nothing unless priced on their own. */
  seatsOutside: z.number().int(),
  seats: z.array(z.object({ row: z.number().int(), col: z.number().int(), price: z.number() })),
  /**
   * The map's rows that have seats, as printed: the row's letter and each seat's number and area. The screen
   * names a priced seat by them and finds the seat a warden names ('שורה ג, מושב 5').
   */
  rows: z.array(
    z.object({
      row: z.number().int(),
      label: z.string(),
      seats: z.array(z.object({ col: z.number().int(), number: z.number().int(), areaId: id.nullable() })),
    }),
  ),
})
export type SeasonPrices = z.infer<typeof seasonPricesSchema>

export const seasonPaymentMethods = ['cash', 'cheque', 'transfer'] as const
export type SeasonPaymentMethod = (typeof seasonPaymentMethods)[number]

/** POST /api/seasons/:id/payments: money a household gave the warden. A cheque may be dated ahead. */
export const seasonPaymentInputSchema = z.object({
  householdId: id,
  amount,
  method: z.enum(seasonPaymentMethods, schemaText('payment_method_missing')),
  paidOn: z.iso.date(schemaText('date_invalid')),
  note: z
    .string()
    .trim()
    .max(SEASON_PAYMENT_NOTE_MAX, schemaText('too_long', { max: SEASON_PAYMENT_NOTE_MAX }))
    .default(''),
})
export type SeasonPaymentInput = z.input<typeof seasonPaymentInputSchema>

export const seasonPaymentSchema = z.object({
  id,
  householdId: id,
  amount: z.number(),
  method: z.enum(seasonPaymentMethods),
  paidOn: z.string(),
  note: z.string(),
  createdAt: z.string(),
})
export type SeasonPayment = z.infer<typeof seasonPaymentSchema>

/** One household's account for the season: its seats, what they cost, what it paid, what is left. */
export const seasonHouseholdAccountSchema = z.object({
  householdId: id,
  name: z.string(),
  seats: z.number().int(),
  due: z.number(),
  paid: z.number(),
  /** due − paid: above 0 it owes, below 0 it paid ahead. */
  balance: z.number(),
  owes: z.boolean(),
  /** By the day paid, oldest first. */
  payments: z.array(seasonPaymentSchema),
})
export type SeasonHouseholdAccount = z.infer<typeof seasonHouseholdAccountSchema>

/**
 * GET /api/seasons/:id/payments: every household seated on the season's map or that paid, by name, and the
 * totals; `owed` adds up only what households still owe (one that paid ahead lowers no one else's debt).
 */
export const seasonPaymentsSchema = z.object({
  households: z.array(seasonHouseholdAccountSchema),
  totals: z.object({
    due: z.number(),
    paid: z.number(),
    owed: z.number(),
    /** Households that owe. */
    owing: z.number().int(),
  }),
  /** Worshippers seated on the season's map who are in no household: nobody is charged for their seats. */
  seatedWithoutHousehold: z.number().int(),
})
export type SeasonPayments = z.infer<typeof seasonPaymentsSchema>
