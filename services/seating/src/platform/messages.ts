import {
  isMobilePhone,
  internalSmsResultSchema,
  systemMailResultSchema,
  type InternalSms,
  type SystemMailInput,
} from '@seats/contracts'
import { createInternalClient, type Logger } from '@seats/kit'

/**
 * Texts and emails to households, through the product's one path for each: SMS by reporting's provider
 * (the local one for demo accounts), email by auth's mail queue (the admin's outbox shows it). Each is sent
 * once per key; a failure answers false and is logged, never thrown.
 */
export interface Messages {
  sms(accountId: number, message: InternalSms): Promise<boolean>
  mail(input: SystemMailInput): Promise<boolean>
}

export function createMessages(opts: {
  authUrl: string
  /** A getter: a test system learns reporting's port after seating has started. */
  reportingUrl: () => string
  internalToken: string
  log: Logger
}): Messages {
  const auth = createInternalClient(opts.authUrl, opts.internalToken, { timeoutMs: 10_000 })
  const failed = (what: string, accountId: number) => (err: unknown) => {
    opts.log.warn({ err, accountId }, `${what} not sent`)
    return false
  }
  return {
    async sms(accountId, message) {
      const reporting = createInternalClient(opts.reportingUrl(), opts.internalToken, { timeoutMs: 15_000 })
      return reporting
        .call('POST', `/internal/accounts/${accountId}/sms`, {
          body: message,
          schema: internalSmsResultSchema,
        })
        .then((r) => r.sent, failed('sms', accountId))
    },
    async mail(input) {
      return auth
        .call('POST', '/internal/mail', { body: input, schema: systemMailResultSchema })
        .then(() => true, failed('mail', input.accountId))
    },
  }
}

/** Where a household is reached: its mobile first, else its email. */
export const canReach = (to: { phone: string; email: string }): boolean =>
  isMobilePhone(to.phone) || to.email !== ''

/**
 * One message to a household (a link, a confirmation, its seats): by SMS to its mobile, else by email; once
 * per key. `no_contact` when it has neither.
 */
export async function tellHousehold(
  messages: Messages,
  accountId: number,
  to: { name: string; phone: string; email: string },
  key: string,
  words: { sms: string; mail: { subject: string; body: string } },
): Promise<'sent' | 'failed' | 'no_contact'> {
  if (!canReach(to)) return 'no_contact'
  const sent = isMobilePhone(to.phone)
    ? await messages.sms(accountId, { phone: to.phone, text: words.sms, key })
    : await messages.mail({ accountId, key, to: to.email, ...words.mail })
  return sent ? 'sent' : 'failed'
}

/**
 * Households told at once: a season's 400 messages leave in seconds, well inside the gateway's 30 s, and the
 * SMS provider is never flooded.
 */
export const HOUSEHOLDS_AT_ONCE = 8

/** `each` over the items, `size` at a time. */
export async function inBatches<T>(items: readonly T[], size: number, each: (item: T) => Promise<void>) {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(each))
}
