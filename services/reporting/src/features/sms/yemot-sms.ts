import type { Logger } from '@seats/kit'
import type { SmsProvider } from './sms-provider'

export interface YemotSmsOptions {
  /** "<system number>:<password>" (Yemot's token form), never logged. */
  token: string
  /** The approved sender (Yemot refuses a sender it has not approved for SMS). */
  from: string
  baseUrl: string
  timeoutMs: number
  log: Logger
}

/**
 * Yemot HaMashiach's SendSms: sent only on `responseStatus === "OK"` with a message counted (`sendCount`;
 * an invalid phone is answered OK with none sent). A refusal, an HTTP error, no connection or a timeout
 * answers false and is never retried here: after a timeout the message may have gone out.
 */
export function yemotSmsProvider(opts: YemotSmsOptions): SmsProvider {
  return {
    name: 'yemot',
    async send(message) {
      try {
        const res = await fetch(`${opts.baseUrl}/SendSms`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            token: opts.token,
            phones: message.phone,
            message: message.text,
            from: opts.from,
          }),
          signal: AbortSignal.timeout(opts.timeoutMs),
        })
        const body = (await res.json().catch(() => ({}))) as {
          responseStatus?: string
          message?: string
          sendCount?: number
          errors?: Record<string, string>
        }
        if (body.responseStatus === 'OK' && body.sendCount !== 0) return true
        opts.log.warn(
          {
            http: res.status,
            status: body.responseStatus,
            message: body.message,
            errors: body.errors,
            accountId: message.accountId,
          },
          'yemot sms refused',
        )
        return false
      } catch (err) {
        opts.log.warn(
          { err: (err as Error).name, accountId: message.accountId },
          'yemot sms: no answer from the provider',
        )
        return false
      }
    },
  }
}
