import {
  internalAccountSchema,
  type BillingChange,
  systemMailResultSchema,
  userSchema,
  type InternalAccount,
  type SubscriptionCredit,
  type SystemMailInput,
  type SystemMailResult,
  type User,
} from '@seats/contracts'
import { AppError, createInternalClient } from '@seats/kit'

export interface AuthClient {
  /** The account's plan and details; unauthorized when it no longer exists. */
  account(accountId: number): Promise<InternalAccount>
  /** The account as its owner sees it. */
  user(accountId: number): Promise<User>
  /** Moves the account's paid time, once per ref; answers the updated user. */
  credit(accountId: number, credit: SubscriptionCredit): Promise<User>
  /** Applies a plan (cap and price) and writes the change in the account's audit log. */
  billingChange(accountId: number, change: BillingChange): Promise<User>
  /** Mails the account once per key (auth's mail path: the admin's outbox shows it). */
  mail(input: SystemMailInput): Promise<SystemMailResult>
}

/** Auth's internal API. Failures are kit InternalCallErrors (upstream_unavailable / upstream_timeout). */
export function createAuthClient(opts: {
  authUrl: string
  internalToken: string
  timeoutMs: number
}): AuthClient {
  const auth = createInternalClient(opts.authUrl, opts.internalToken, { timeoutMs: opts.timeoutMs })
  const gone = () => new AppError('account_not_found')
  return {
    async account(accountId) {
      const account = await auth.call('GET', `/internal/accounts/${accountId}`, {
        schema: internalAccountSchema,
        notFoundIsNull: true,
      })
      if (!account) throw gone()
      return account
    },
    async user(accountId) {
      const user = await auth.call('GET', `/internal/users/${accountId}`, {
        schema: userSchema,
        notFoundIsNull: true,
      })
      if (!user) throw gone()
      return user
    },
    async credit(accountId, credit) {
      const user = await auth.call('POST', `/internal/accounts/${accountId}/subscription-credits`, {
        body: credit,
        schema: userSchema,
        notFoundIsNull: true,
      })
      if (!user) throw gone()
      return user
    },
    async billingChange(accountId, change) {
      const user = await auth.call('POST', `/internal/accounts/${accountId}/billing-changes`, {
        body: change,
        schema: userSchema,
        notFoundIsNull: true,
      })
      if (!user) throw gone()
      return user
    },
    mail(input) {
      return auth.call('POST', '/internal/mail', { body: input, schema: systemMailResultSchema })
    },
  }
}
