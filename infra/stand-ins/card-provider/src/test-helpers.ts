import type { RunningCardStandIn } from './testing'

/** Shared by the *.test.ts files: typed calls to a running stand-in over real HTTP. */

export interface Envelope<T> {
  Status: number
  UserErrorMessage: string | null
  TechnicalErrorDetails: string | null
  Data: T | null
}

export interface PaymentJson {
  ID: number
  CustomerID: number
  Date: string
  Amount: number
  Currency: string | number
  ValidPayment: boolean
  Status: string
  StatusDescription: string
  AuthNumber: string | null
  DocumentID: number | null
  DocumentDownloadURL: string | null
  RecurringCustomerItemID: number | null
  PaymentMethod: { CreditCard_LastDigits: string }
}

export interface ChargeData {
  Payment: PaymentJson | null
  CustomerID: number
  DocumentID: number | null
  DocumentDownloadURL: string | null
  RecurringCustomerItemIDs: number[]
}

export interface ItemJson {
  ID: number
  UnitPrice: number
  Currency: string | number
  Date_Start: string
  Date_NextBilling: string
  Date_PreviousBilling: string | null
  Status: number
  Description: string | null
  Item: { Name: string }
}

/** POST /billing/<path> with the stand-in's credentials (or the given ones). */
export async function callBilling<T>(
  s: RunningCardStandIn,
  path: string,
  body: Record<string, unknown>,
  opts: { credentials?: unknown; signal?: AbortSignal } = {},
): Promise<Envelope<T>> {
  const res = await fetch(`${s.url}/billing/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    // `credentials: null` sends none.
    body: JSON.stringify({ Credentials: 'credentials' in opts ? opts.credentials : s.credentials, ...body }),
    signal: opts.signal ?? null,
  })
  if (res.status !== 200) throw new Error(`${path} answered HTTP ${res.status}`)
  return (await res.json()) as Envelope<T>
}

/** A monthly subscription charge body, as the product's adapter sends it. */
export function chargeBody(
  token: string,
  opts: { externalId?: string; customerId?: number; dateStart?: string; price?: number; name?: string } = {},
): Record<string, unknown> {
  return {
    Customer:
      opts.customerId != null
        ? { ID: opts.customerId }
        : {
            Name: 'בית הכנסת אוהל משה',
            EmailAddress: 'gabbai@example.org',
            Phone: '0501234567',
            ExternalIdentifier: opts.externalId ?? `account-${Math.random().toString(36).slice(2)}`,
            SearchMode: 2,
          },
    SingleUseToken: token,
    Items: [
      {
        Item: { Name: opts.name ?? 'מנוי חודשי', Duration_Months: 1 },
        Quantity: 1,
        UnitPrice: opts.price ?? 49,
        Currency: 'ILS',
        Date_Start: opts.dateStart,
        Duration_Months: 1,
        Recurrence: 0,
        Description: 'מקום פנוי: מנוי חודשי',
      },
    ],
    VATIncluded: true,
    AuthoriseOnly: false,
  }
}

export async function charge(
  s: RunningCardStandIn,
  cardNumber: string,
  opts: Parameters<typeof chargeBody>[1] = {},
): Promise<Envelope<ChargeData>> {
  return callBilling<ChargeData>(s, 'recurring/charge/', chargeBody(await s.createToken(cardNumber), opts))
}

export async function itemsOf(
  s: RunningCardStandIn,
  customerId: number,
  includeInactive = true,
): Promise<ItemJson[]> {
  const answer = await callBilling<{ RecurringItems: ItemJson[] }>(s, 'recurring/listforcustomer/', {
    Customer: { ID: customerId },
    IncludeInactive: includeInactive,
  })
  if (answer.Status !== 0 || !answer.Data) throw new Error(`listforcustomer: ${answer.UserErrorMessage}`)
  return answer.Data.RecurringItems
}

/** A YYYY-MM-DD date moved by whole days. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}
