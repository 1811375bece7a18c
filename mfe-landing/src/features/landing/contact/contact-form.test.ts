import { LEAD_SOURCE_LANDING } from '@seats/contracts'
import { describe, expect, it } from 'vitest'
import { emptyContactForm, isContactFormComplete, leadBodyFrom } from './contact-form'

const filled = { ...emptyContactForm, name: 'יוסף כהן', phone: '050-1234567', email: 'yosef@example.com' }

describe('contact form rules', () => {
  it('is complete only when name, phone and email all hold more than spaces', () => {
    expect(isContactFormComplete(emptyContactForm)).toBe(false)
    expect(isContactFormComplete(filled)).toBe(true)
    expect(isContactFormComplete({ ...filled, name: '   ' })).toBe(false)
    expect(isContactFormComplete({ ...filled, phone: '\t' })).toBe(false)
    expect(isContactFormComplete({ ...filled, email: ' ' })).toBe(false)
  })

  it('sends trimmed values, the optional message and the landing source', () => {
    expect(
      leadBodyFrom({
        ...filled,
        name: '  יוסף כהן ',
        email: ' yosef@example.com  ',
        message: ' שאלה\nקצרה ',
      }),
    ).toEqual({
      name: 'יוסף כהן',
      phone: '050-1234567',
      email: 'yosef@example.com',
      message: 'שאלה\nקצרה',
      source: LEAD_SOURCE_LANDING,
    })
  })

  it('passes the honeypot on only when something filled it', () => {
    expect(leadBodyFrom(filled)).not.toHaveProperty('website')
    expect(leadBodyFrom({ ...filled, website: 'http://spam.example' }).website).toBe('http://spam.example')
  })
})
