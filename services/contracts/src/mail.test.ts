import { describe, expect, it } from 'vitest'
import { changePasswordSchema, extendTrialSchema, markPaidSchema } from './admin'
import {
  base64Bytes,
  emailQueuedMessage,
  internalMailMessageSchema,
  mailAttachmentSchema,
  mailJobId,
  MAX_MAIL_ATTACHMENT_BYTES,
  sendEmailSchema,
  systemMailSchema,
} from './mail'

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

describe('systemMailSchema', () => {
  const base = { accountId: 1, key: 'k', subject: 'נושא', body: 'גוף' }
  const pdf = (filename = 'מפה.pdf', contentBase64 = 'JVBERg==') => ({
    filename,
    contentType: 'application/pdf',
    contentBase64,
  })
  it("takes an address on the account's behalf, trimmed and in one spelling, and no files by default", () => {
    expect(systemMailSchema.parse({ ...base, to: ' Gabbai@Example.com ' })).toMatchObject({
      to: 'gabbai@example.com',
      attachments: [],
    })
    expect(systemMailSchema.safeParse({ ...base, to: 'not an address' }).success).toBe(false)
    expect(systemMailSchema.safeParse({ ...base, to: `${'a'.repeat(250)}@example.com` }).success).toBe(false)
  })
  it('takes PDFs with a plain file name only', () => {
    expect(mailAttachmentSchema.safeParse(pdf()).success).toBe(true)
    for (const name of ['a/b.pdf', 'a\\b.pdf', 'a\nb.pdf', '', 'x'.repeat(151)])
      expect(mailAttachmentSchema.safeParse(pdf(name)).success).toBe(false)
    expect(mailAttachmentSchema.safeParse({ ...pdf(), contentType: 'text/html' }).success).toBe(false)
    expect(mailAttachmentSchema.safeParse(pdf('a.pdf', 'not base64!')).success).toBe(false)
  })
  it('takes at most 6 files and 15 MB of them together, decoded', () => {
    expect(systemMailSchema.safeParse({ ...base, attachments: Array(7).fill(pdf()) }).success).toBe(false)
    const bytes = (n: number) => pdf('a.pdf', Buffer.alloc(n).toString('base64'))
    const half = MAX_MAIL_ATTACHMENT_BYTES / 2
    expect(systemMailSchema.safeParse({ ...base, attachments: [bytes(half), bytes(half)] }).success).toBe(
      true,
    )
    const over = systemMailSchema.safeParse({ ...base, attachments: [bytes(half), bytes(half + 1)] })
    expect(over.error?.issues.map((i) => [i.path, i.message])).toEqual([
      [['attachments'], 'attachments over 15 MB together (decoded)'],
    ])
    for (const n of [0, 1, 2, 3, 4, 1000]) expect(base64Bytes(Buffer.alloc(n).toString('base64'))).toBe(n)
  })
  it('always gives the worker a list of files, [] when the message has none', () => {
    const message = {
      id: 1,
      key: 'k',
      status: 'queued',
      to: 'a@b.c',
      toName: '',
      subject: 's',
      html: '',
      text: '',
    }
    expect(internalMailMessageSchema.parse(message).attachments).toEqual([])
  })
})
