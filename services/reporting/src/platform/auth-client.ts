import { internalAccountSchema } from '@seats/contracts'
import { createInternalClient, InternalCallError, type Logger } from '@seats/kit'

/** What this service asks auth (its internal API): whether an account is an admin right now. */
export interface AuthClient {
  /** False for an account that is not (or no longer) an admin, or that is gone. */
  isAdmin(accountId: number): Promise<boolean>
}

export function createAuthClient(opts: {
  baseUrl: string
  internalToken: string
  timeoutMs: number
  log: Logger
}): AuthClient {
  const auth = createInternalClient(opts.baseUrl, opts.internalToken, { timeoutMs: opts.timeoutMs })
  return {
    async isAdmin(accountId) {
      try {
        const account = await auth.call('GET', `/internal/accounts/${accountId}`, {
          schema: internalAccountSchema,
          notFoundIsNull: true,
        })
        return Boolean(account?.isAdmin)
      } catch (err) {
        if (err instanceof InternalCallError) opts.log.warn(err.detail, 'auth internal call failed')
        throw err
      }
    },
  }
}
