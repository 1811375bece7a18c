import type { InternalAccount } from '@seats/contracts'
import type { Logger } from '@seats/kit'
import type { AuthClient } from '../../platform/auth-client'
import type { MailText } from './billing-mail-texts'

/**
 * Sends a billing notice once per key, through auth's mail path. A notice never fails what caused it (a
 * charge is recorded even if mail is away): the failure is logged.
 */
export async function sendBillingMail(
  core: { auth: AuthClient; log: Logger },
  accountId: number,
  key: string,
  text: (account: InternalAccount) => MailText,
): Promise<void> {
  try {
    const account = await core.auth.account(accountId)
    if (account.isGuest || account.isDemoGuest) return
    await core.auth.mail({ accountId, key, ...text(account) })
  } catch (err) {
    core.log.warn({ err, accountId, key }, 'billing mail not sent')
  }
}
