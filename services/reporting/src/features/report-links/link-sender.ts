import { REPORT_LINK_DAYS, reportLinkPath, reportLinkSms, type InternalAccount } from '@seats/contracts'
import type { ReportingDeps } from '../../deps'
import { smsProviderFor } from '../sms'
import { reportLinksRepo } from './report-links.repo'

const DAY_MS = 24 * 60 * 60 * 1000

/** One phone's link: issued, stored (the phone's last one stops opening) and texted. */
export function reportLinkSender(deps: Pick<ReportingDeps, 'db' | 'sms' | 'reportLinks' | 'now' | 'log'>) {
  const repo = reportLinksRepo(deps.db)
  return {
    /** True when the provider took the SMS; a link it refused is revoked at once (it reached nobody). */
    async send(account: InternalAccount, phone: string, sentBy: number | null): Promise<boolean> {
      const tokens = deps.reportLinks.tokens
      if (!tokens) return false
      const now = deps.now()
      const { token, hash } = tokens.issue()
      const id = await repo.replace({
        accountId: account.id,
        phone,
        tokenHash: hash,
        sentBy,
        now,
        expiresAt: new Date(now.getTime() + REPORT_LINK_DAYS * DAY_MS),
      })
      const url = `${deps.reportLinks.appUrl}${reportLinkPath(token)}`
      const text = reportLinkSms(account.synagogueName.trim(), url)
      if (await smsProviderFor(deps.sms, account).send({ accountId: account.id, phone, text })) return true
      await repo.revokeOne(id, deps.now())
      deps.log.warn({ accountId: account.id }, 'report link not sent')
      return false
    },
  }
}
export type ReportLinkSender = ReturnType<typeof reportLinkSender>
