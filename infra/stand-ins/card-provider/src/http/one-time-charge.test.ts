import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startCardStandIn, TEST_CARDS, type RunningCardStandIn } from '../testing'
import { callBilling, charge, type PaymentJson } from '../test-helpers'

let s: RunningCardStandIn
beforeAll(async () => {
  s = await startCardStandIn()
})
afterAll(() => s.close())

interface OneTimeData {
  Payment: PaymentJson | null
  CustomerID: number
  DocumentID: number | null
  DocumentDownloadURL: string | null
}

const oneTime = (customerId: number, price: number) =>
  callBilling<OneTimeData>(s, 'payments/charge/', {
    Customer: { ID: customerId },
    Items: [{ Item: { Name: 'שדרוג מסלול' }, Quantity: 1, UnitPrice: price, Description: 'plan:2' }],
    VATIncluded: true,
  })

describe('POST /billing/payments/charge/', () => {
  it("charges the customer's saved card once, with a receipt, and leaves the recurring items as they are", async () => {
    const first = await charge(s, TEST_CARDS.success, { price: 99 })
    const customerId = first.Data!.CustomerID
    const answer = await oneTime(customerId, 33.5)
    expect(answer.Status).toBe(0)
    expect(answer.Data?.Payment).toMatchObject({
      ValidPayment: true,
      Amount: 33.5,
      CustomerID: customerId,
      RecurringCustomerItemID: null,
      PaymentMethod: { CreditCard_LastDigits: '1111' },
    })
    const receipt = await (await fetch(answer.Data!.DocumentDownloadURL!)).text()
    expect(receipt).toContain('שדרוג מסלול')
    expect(receipt).toContain('₪33.50')
  })

  it('a card that declines renewals declines it, and a customer without a card cannot be charged', async () => {
    const first = await charge(s, TEST_CARDS.renewalDeclines)
    const declined = await oneTime(first.Data!.CustomerID, 20)
    expect(declined.Status).toBe(0)
    expect(declined.Data?.Payment).toMatchObject({ ValidPayment: false, StatusDescription: 'הכרטיס נחסם' })
    expect((await oneTime(199999, 20)).Status).toBe(1)
  })
})
