import type { InternalSms } from '@seats/contracts'
import type { ReportingDeps } from '../../deps'
import { smsProviderFor } from './sms-provider'

/** How long a key is remembered: a retry within it never texts the same message twice. */
const KEY_DAYS = 30

/**
 * A text another service sends through this one's provider (a household's seat request link, its seats):
 * once per key, through the local provider for demo and guest accounts, like every SMS of the product.
 */
export function smsOnBehalf(deps: Pick<ReportingDeps, 'accounts' | 'redis' | 'redisPrefix' | 'sms' | 'log'>) {
  return async (accountId: number, message: InternalSms): Promise<{ sent: boolean }> => {
    const mark = `${deps.redisPrefix}:sms-sent:${accountId}:${message.key}`
    const first = await deps.redis.set(mark, '1', 'EX', KEY_DAYS * 86_400, 'NX')
    if (first !== 'OK') return { sent: true }
    const account = await deps.accounts.get(accountId)
    const provider = smsProviderFor(deps.sms, account)
    const sent = await provider
      .send({ accountId, phone: message.phone, text: message.text })
      .catch((err: unknown) => {
        deps.log.warn({ err, accountId }, 'sms on behalf not sent')
        return false
      })
    // Refused: the key is free again, so the sender may try later.
    if (!sent) await deps.redis.del(mark)
    return { sent }
  }
}
