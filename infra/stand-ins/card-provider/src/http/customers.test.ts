import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startCardStandIn, TEST_CARDS, type RunningCardStandIn } from '../testing'
import { charge, type Envelope } from '../test-helpers'

let s: RunningCardStandIn
beforeAll(async () => {
  s = await startCardStandIn()
})
afterAll(() => s.close())

async function updateCustomer(details: Record<string, unknown>): Promise<Envelope<{ CustomerID: number }>> {
  const res = await fetch(`${s.url}/accounting/customers/update/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ Credentials: s.credentials, Details: details }),
  })
  return (await res.json()) as Envelope<{ CustomerID: number }>
}

const details = {
  Name: 'קהילת אהל משה (ע"ר)',
  CompanyNumber: '580012342',
  Address: 'רחוב הרב קוק 5',
  City: 'ירושלים',
  EmailAddress: 'treasurer@example.org',
}

describe('POST /accounting/customers/update/', () => {
  it("updates a customer's details by ID, and the receipts issued after it carry them", async () => {
    const first = await charge(s, TEST_CARDS.success, { price: 99 })
    const customerId = first.Data!.CustomerID
    const updated = await updateCustomer({ ID: customerId, ...details })
    expect(updated).toMatchObject({ Status: 0, Data: { CustomerID: customerId } })

    const later = await charge(s, TEST_CARDS.success, { customerId, price: 99 })
    const receipt = await (await fetch(later.Data!.DocumentDownloadURL!)).text()
    expect(receipt).toContain('קהילת אהל משה (ע&quot;ר)')
    expect(receipt).toContain('580012342')
    expect(receipt).toContain('רחוב הרב קוק 5, ירושלים')
    expect(receipt).toContain('treasurer@example.org')
    // A receipt already issued keeps the details it was issued with.
    const earlier = await (await fetch(first.Data!.DocumentDownloadURL!)).text()
    expect(earlier).not.toContain('580012342')
  })

  it('finds (or creates) the customer by ExternalIdentifier, so a charge made later carries the details', async () => {
    const externalId = `account-${Math.random().toString(36).slice(2)}`
    const made = await updateCustomer({ ExternalIdentifier: externalId, SearchMode: 2, ...details })
    expect(made.Status).toBe(0)
    const paid = await charge(s, TEST_CARDS.success, { externalId })
    expect(paid.Data!.CustomerID).toBe(made.Data!.CustomerID)
    const receipt = await (await fetch(paid.Data!.DocumentDownloadURL!)).text()
    expect(receipt).toContain('580012342')
  })

  it('refuses an unknown customer ID and a call without credentials', async () => {
    expect((await updateCustomer({ ID: 199999, ...details })).Status).toBe(1)
    const res = await fetch(`${s.url}/accounting/customers/update/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ Details: details }),
    })
    expect(((await res.json()) as Envelope<unknown>).Status).toBe(1)
  })
})
