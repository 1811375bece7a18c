import { describe, expect, it } from 'vitest'
import {
  communicationUpdateSchema,
  internalLeadCreateSchema,
  leadCreateSchema,
  leadListQuerySchema,
  leadStatuses,
  leadStatusMeta,
  leadUpdateSchema,
  markUserCreatedSchema,
} from './leads'
import { LEAD_SOURCE_DEMO, LEAD_SOURCE_LANDING } from './product'

const form = {
  name: '  ישראל ישראלי ',
  phone: ' 052-123 4567 ',
  email: ' Israel@Example.com ',
  message: ' שלום ',
}

describe('lead contracts', () => {
  it('every status has a Hebrew label and a severity', () => {
    for (const s of leadStatuses) {
      expect(leadStatusMeta[s].label).toMatch(/[\u0590-\u05FF]/)
      expect(['info', 'warning', 'success', 'danger']).toContain(leadStatusMeta[s].severity)
    }
    expect(leadStatusMeta.not_interested.severity).toBe('danger')
  })

  it('the contact form is trimmed, the email lower-cased and the source defaults to the landing page', () => {
    expect(leadCreateSchema.parse(form)).toEqual({
      name: 'ישראל ישראלי',
      phone: '052-123 4567',
      email: 'israel@example.com',
      message: 'שלום',
      source: LEAD_SOURCE_LANDING,
    })
  })

  it('refuses a phone that is not a phone and a missing email', () => {
    expect(leadCreateSchema.safeParse({ ...form, phone: 'call me' }).success).toBe(false)
    expect(leadCreateSchema.safeParse({ ...form, phone: '1234' }).success).toBe(false)
    expect(leadCreateSchema.safeParse({ ...form, phone: '' }).error?.issues).toHaveLength(1)
    expect(leadCreateSchema.safeParse({ ...form, phone: '+44 20 7946 0958' }).success).toBe(true)
    expect(leadCreateSchema.safeParse({ ...form, email: '' }).success).toBe(false)
  })

  it('an update takes any status and may clear the email; unknown statuses are refused', () => {
    const full = {
      id: 3,
      name: 'א',
      phone: '0521234567',
      email: '',
      message: '',
      source: LEAD_SOURCE_DEMO,
      status: 'interested',
      createdAt: 'x',
    }
    expect(leadUpdateSchema.parse(full)).toEqual({
      name: 'א',
      phone: '0521234567',
      email: '',
      message: '',
      source: LEAD_SOURCE_DEMO,
      status: 'interested',
    })
    expect(leadUpdateSchema.safeParse({ ...full, status: 'won' }).success).toBe(false)
  })

  it('the demo flow defaults to the demo source without an email', () => {
    expect(internalLeadCreateSchema.parse({ name: 'דוד', phone: '0531234567' })).toMatchObject({
      source: LEAD_SOURCE_DEMO,
      email: '',
    })
  })

  it('list filters, communication updates and user-created marks', () => {
    expect(leadListQuerySchema.parse({ q: ' כהן ' })).toEqual({ q: 'כהן' })
    expect(leadListQuerySchema.safeParse({ status: 'nope' }).success).toBe(false)
    expect(communicationUpdateSchema.parse({ leadId: 9, type: 'call', content: ' דיברנו ' })).toEqual({
      type: 'call',
      content: 'דיברנו',
    })
    expect(markUserCreatedSchema.safeParse({}).success).toBe(false)
    expect(markUserCreatedSchema.safeParse({ phone: '--' }).success).toBe(false)
    expect(markUserCreatedSchema.parse({ email: ' A@B.co ' })).toEqual({ email: 'a@b.co' })
  })
})
