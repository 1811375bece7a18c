import type { MailMessage } from '@seats/contracts'
import { describe, expect, it } from 'vitest'
import { emptyOutbox, mailStatusIntent, mailStatusLabel, totalCount, withPage } from './outbox-list'

const message = (id: number): MailMessage => ({
  id,
  batchId: '0123456789abcdef',
  userId: 1,
  to: 'a@example.com',
  toName: 'משה',
  subject: 'שלום',
  status: 'sent',
  attempts: 1,
  error: null,
  sentBy: 2,
  createdAt: '2026-01-01T10:00:00Z',
  updatedAt: '2026-01-01T10:00:00Z',
  sentAt: '2026-01-01T10:00:01Z',
})

describe('outbox list', () => {
  it('replaces with a first page and appends older pages without repeats', () => {
    const first = withPage(
      emptyOutbox,
      { messages: [message(5), message(4)], nextBefore: 4, counts: { queued: 0, sent: 3, failed: 0 } },
      false,
    )
    expect(first.messages.map((m) => m.id)).toEqual([5, 4])
    const older = withPage(
      first,
      { messages: [message(4), message(3)], nextBefore: null, counts: { queued: 0, sent: 3, failed: 0 } },
      true,
    )
    expect(older.messages.map((m) => m.id)).toEqual([5, 4, 3])
    expect(older.nextBefore).toBeNull()
    const reloaded = withPage(
      older,
      { messages: [message(6)], nextBefore: 6, counts: { queued: 0, sent: 4, failed: 0 } },
      false,
    )
    expect(reloaded.messages.map((m) => m.id)).toEqual([6])
  })

  it('labels statuses in Hebrew with an intent, and counts them', () => {
    expect(mailStatusLabel('queued')).toBe('בתור')
    expect(mailStatusLabel('failed')).toBe('נכשל')
    expect(mailStatusIntent.sent).toBe('success')
    expect(totalCount({ queued: 1, sent: 5, failed: 2 })).toBe(8)
  })
})
