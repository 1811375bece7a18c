import { describe, expect, it } from 'vitest'
import { billingDetailsSchema, documentCustomerName, isIsraeliRegistryNumber } from './billing'

const good = {
  legalName: 'קהילת אהל משה',
  entityType: 'association',
  entityNumber: '580012342',
  address: 'רחוב הרב קוק 5, ירושלים',
  billingEmail: 'Gabbai@Example.com ',
}

describe('billing details', () => {
  it('takes an association with its registry number, and keeps the email in one spelling', () => {
    expect(billingDetailsSchema.parse({ ...good, entityNumber: '58-001234-2' })).toMatchObject({
      entityNumber: '580012342',
      billingEmail: 'gabbai@example.com',
    })
  })
  it("refuses a registry number whose check digit is wrong, and an association's missing number", () => {
    expect(isIsraeliRegistryNumber('580012342')).toBe(true)
    expect(isIsraeliRegistryNumber('580012345')).toBe(false)
    const wrong = billingDetailsSchema.safeParse({ ...good, entityNumber: '580012345' })
    expect(wrong.success).toBe(false)
    expect(wrong.error?.issues[0]?.path).toEqual(['entityNumber'])
    expect(billingDetailsSchema.safeParse({ ...good, entityNumber: '' }).success).toBe(false)
    expect(billingDetailsSchema.safeParse({ ...good, entityType: 'other', entityNumber: '' }).success).toBe(
      true,
    )
  })
  it('names an association as its receipts do', () => {
    expect(documentCustomerName({ legalName: 'קהילת אהל משה', entityType: 'association' })).toBe(
      'קהילת אהל משה (ע"ר)',
    )
    expect(documentCustomerName({ legalName: 'אהל משה בע"מ', entityType: 'company' })).toBe('אהל משה בע"מ')
  })
})
