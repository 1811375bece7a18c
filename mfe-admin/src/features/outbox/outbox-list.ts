import type { Intent } from '@seats/sdk'
import { mailStatusLabels, type MailMessage, type MailStatus, type OutboxPage } from '@seats/contracts'

export const mailStatusIntent: Record<MailStatus, Intent> = {
  queued: 'warning',
  sent: 'success',
  failed: 'danger',
}
export const mailStatusLabel = (status: MailStatus): string => mailStatusLabels[status]

export interface OutboxState {
  messages: MailMessage[]
  counts: Partial<Record<MailStatus, number>>
  nextBefore: number | null
}
export const emptyOutbox: OutboxState = { messages: [], counts: {}, nextBefore: null }

/** The first page replaces what was shown; an older page goes below it (a message is never listed twice). */
export function withPage(current: OutboxState, page: OutboxPage, older: boolean): OutboxState {
  if (!older) return { messages: page.messages, counts: page.counts, nextBefore: page.nextBefore }
  const seen = new Set(current.messages.map((m) => m.id))
  return {
    messages: [...current.messages, ...page.messages.filter((m) => !seen.has(m.id))],
    counts: page.counts,
    nextBefore: page.nextBefore,
  }
}

export const totalCount = (counts: Partial<Record<MailStatus, number>>): number =>
  Object.values(counts).reduce((sum, n) => sum + (n ?? 0), 0)
