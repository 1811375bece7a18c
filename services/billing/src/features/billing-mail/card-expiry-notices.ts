import type { InternalAccount } from '@seats/contracts'
import type { Knex, Logger } from '@seats/kit'
import type { AuthClient } from '../../platform/auth-client'
import { sendBillingMail } from './billing-mail'
import { cardExpiringText } from './billing-mail-texts'

/** "MM/YY" of the month `offset` months after today's (Israel date YYYY-MM-DD). */
function monthText(today: string, offset: number): string {
  const [y, m] = today.split('-').map(Number) as [number, number]
  const d = new Date(Date.UTC(y, m - 1 + offset, 1))
  return `${String(d.getUTCMonth() + 1).padStart(2, '0')}/${String(d.getUTCFullYear() % 100).padStart(2, '0')}`
}

/**
 * Wardens whose running subscription bills a card that expires this month or next are told once per card,
 * with a link to give a new one before a renewal is declined.
 */
export async function noticeExpiringCards(
  core: { db: Knex; auth: AuthClient; log: Logger; now: () => Date; appUrl: string },
  today: string,
): Promise<number> {
  const months = [monthText(today, 0), monthText(today, 1)]
  const due = (await core
    .db('subscriptions')
    .whereIn('state', ['active', 'pending'])
    .whereIn('card_expiry', months)
    .where((q) => q.whereNull('card_expiry_noticed').orWhereRaw('card_expiry_noticed <> card_expiry'))
    .select('account_id', 'card_last_digits', 'card_expiry')) as Array<{
    account_id: number
    card_last_digits: string | null
    card_expiry: string
  }>
  for (const sub of due) {
    await sendBillingMail(
      core,
      sub.account_id,
      `card-expiring:${sub.account_id}:${sub.card_expiry}`,
      (account: InternalAccount) =>
        cardExpiringText(
          account,
          { lastDigits: sub.card_last_digits, expiry: sub.card_expiry },
          `${core.appUrl}/subscription?pay=1`,
        ),
    )
    await core
      .db('subscriptions')
      .where({ account_id: sub.account_id })
      .update({ card_expiry_noticed: sub.card_expiry })
  }
  return due.length
}
