import { addDays, israelDate } from '@seats/contracts'
import type { Knex, Logger } from '@seats/kit'
import type { AuthClient } from '../../platform/auth-client'
import { sendBillingMail } from './billing-mail'
import { lapsingText } from './billing-mail-texts'

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
    if (lastDay !== today) continue
    await sendBillingMail(core, accountId, `lapsing:${accountId}:${lastDay}`, (a) =>
      lapsingText(a, lastDay, `${core.appUrl}/subscription?pay=1`),
    )
  }
}
