import type { InternalAccount } from '@seats/contracts'
import type { ReportingDeps } from '../../deps'

/** One text message to one phone, on behalf of an account. */
export interface SmsMessage {
  accountId: number
  phone: string
  text: string
}

/** An SMS provider (local or Yemot). */
export interface SmsProvider {
  name: string
  /** True when the provider accepted the message. Never retried on its own after a timeout. */
  send(message: SmsMessage): Promise<boolean>
}

/** Demo and guest accounts never text a real phone: their messages go to the local provider alone. */
export function smsProviderFor(
  sms: Pick<ReportingDeps['sms'], 'local' | 'provider'>,
  account: Pick<InternalAccount, 'isGuest' | 'isDemoGuest'>,
): SmsProvider {
  return account.isGuest || account.isDemoGuest ? sms.local : sms.provider
}
