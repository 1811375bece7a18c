import { describe, expect, it } from 'vitest'
import { changePasswordSchema, extendTrialSchema, markPaidSchema } from './admin'
import { emailQueuedMessage, mailJobId, sendEmailSchema } from './mail'

describe('sendEmailSchema', () => {
  const text = { subject: ' שלום ', body: 'תוכן' }
  it('takes a list of users or everyone, never both or neither', () => {
    expect(sendEmailSchema.parse({ ...text, userIds: [1, 2] })).toMatchObject({ subject: 'שלום' })
    expect(sendEmailSchema.parse({ ...text, to: 'all' }).to).toBe('all')
    expect(sendEmailSchema.safeParse({ ...text, userIds: [1], to: 'all' }).success).toBe(false)
    const neither = sendEmailSchema.safeParse(text)
    expect(neither.error?.issues[0]?.path).toEqual(['userIds'])
  })
  it('bounds the list at 500 and needs a subject and a body', () => {
    const many = Array.from({ length: 501 }, (_, i) => i + 1)
    expect(sendEmailSchema.safeParse({ ...text, userIds: many }).success).toBe(false)
    expect(sendEmailSchema.safeParse({ ...text, userIds: [] }).success).toBe(false)
    const empty = sendEmailSchema.safeParse({ subject: ' ', body: '', to: 'all' })
    expect(empty.error?.issues.map((i) => i.path[0]).sort()).toEqual(['body', 'subject'])
  })
  it('says how many in Hebrew, and names jobs without a colon', () => {
    expect(emailQueuedMessage(3)).toBe('המייל נשלח ל-3 משתמשים')
    expect(emailQueuedMessage(1)).toBe('המייל נשלח למשתמש אחד')
    expect(mailJobId('0123456789abcdef', 42)).toBe('mail-0123456789abcdef-42')
  })
})

describe('admin quick actions', () => {
  it('extends by 1 to 365 whole days', () => {
    expect(extendTrialSchema.safeParse({ days: 14 }).success).toBe(true)
    for (const days of [0, 366, 1.5, '7']) expect(extendTrialSchema.safeParse({ days }).success).toBe(false)
  })
  it('marks paid until a future instant only', () => {
    expect(markPaidSchema.safeParse({ until: '2099-01-01T00:00:00Z' }).success).toBe(true)
    expect(markPaidSchema.safeParse({ until: '2000-01-01T00:00:00Z' }).success).toBe(false)
    expect(markPaidSchema.safeParse({ until: 'soon' }).success).toBe(false)
  })
  it('needs the current password and a new one of 8 or more', () => {
    expect(changePasswordSchema.safeParse({ currentPassword: 'x', newPassword: 'long-enough' }).success).toBe(
      true,
    )
    const bad = changePasswordSchema.safeParse({ currentPassword: '', newPassword: 'short' })
    expect(bad.error?.issues.map((i) => i.path[0]).sort()).toEqual(['currentPassword', 'newPassword'])
  })
})
