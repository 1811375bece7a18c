import { addDays, israelDate } from '@seats/contracts'
import type { Knex, Logger } from '@seats/kit'
import type { AuthClient } from '../../platform/auth-client'
import { sendBillingMail } from './billing-mail'
import { lapsingText, retryReminderText } from './billing-mail-texts'

/**
 * After a declined renewal the account keeps working through the grace days; on the last of them its
 * warden is told once more, with the link to pay, before the map stops taking changes.
 */
export async function noticeLapsingAccounts(
  core: { db: Knex; auth: AuthClient; log: Logger; appUrl: string },
  today: string,
): Promise<void> {
  const failed = (await core.db('subscriptions').where({ state: 'failed' }).pluck('account_id')) as number[]
  for (const accountId of failed) {
    const account = await core.auth.account(accountId).catch(() => null)
    if (!account?.subscriptionEndsAt) continue
    // The paid time ends at the midnight that starts its day after the last working day.
    const lastDay = addDays(israelDate(new Date(account.subscriptionEndsAt)), -1)
    const declinedOn = await core
      .db('subscriptions')
      .where({ account_id: accountId })
      .first('next_charge_date')
    const declined = declinedOn?.next_charge_date
      ? new Date(declinedOn.next_charge_date as string).toISOString().slice(0, 10)
      : null
    // The retry days: after the decline's own email and before the last day's, one reminder a day.
    if (declined && today > declined && today < lastDay) {
      await sendBillingMail(core, accountId, `retry:${accountId}:${today}`, (a) =>
        retryReminderText(a, lastDay, `${core.appUrl}/subscription?pay=1`),
      )
      continue
    }
    if (lastDay !== today) continue
    await sendBillingMail(core, accountId, `lapsing:${accountId}:${lastDay}`, (a) =>
      lapsingText(a, lastDay, `${core.appUrl}/subscription?pay=1`),
    )
  }
}
