import { internalAccountSchema, type InternalAccount } from '@seats/contracts'
import { AppError } from '../errors'
import type { Logger } from '../logger'
import type { Redis } from '../redis'
import { createInternalClient, InternalCallError } from './internal-client'

export interface AccountsClient {
  /** The account's quota and subscription status, from auth (cached briefly in Redis). */
  get(accountId: number): Promise<InternalAccount>
  /** Asks auth now, past any cached copy (rights that must hold at this moment, such as admin). */
  fresh(accountId: number): Promise<InternalAccount>
  /** Drops the cached copy (the account changed or is gone). */
  forget(accountId: number): Promise<void>
}

export interface AccountsClientOptions {
  authUrl: string
  internalToken: string
  redis: Redis
  redisPrefix: string
  /** The calling service's name, part of its cache key: each service keeps (and forgets) its own copy. */
  service: string
  cacheSeconds: number
  timeoutMs: number
  log: Logger
}

/** Talks to auth's GET /internal/accounts/:id. Any failure to get an answer is upstream_unavailable (writes fail closed). */
export function createAccountsClient(opts: AccountsClientOptions): AccountsClient {
  const key = (id: number) => `${opts.redisPrefix}:${opts.service}:account:${id}`
  const inFlight = new Map<number, Promise<InternalAccount>>()

  const cached = async (id: number): Promise<InternalAccount | null> => {
    if (opts.cacheSeconds === 0) return null
    try {
      const raw = await opts.redis.get(key(id))
      const parsed = raw ? internalAccountSchema.safeParse(JSON.parse(raw)) : null
      return parsed?.success ? parsed.data : null
    } catch {
      // A Redis hiccup only costs a call to auth.
      return null
    }
  }

  const auth = createInternalClient(opts.authUrl, opts.internalToken, { timeoutMs: opts.timeoutMs })

  const fetchFromAuth = async (id: number): Promise<InternalAccount> => {
    let account: InternalAccount | null
    try {
      account = await auth.call('GET', `/internal/accounts/${id}`, {
        schema: internalAccountSchema,
        notFoundIsNull: true,
      })
    } catch (err) {
      if (err instanceof InternalCallError)
        opts.log.warn({ ...err.detail, accountId: id }, 'auth did not answer the account')
      // Writes fail closed whatever went wrong (a timeout included).
      throw new AppError('upstream_unavailable')
    }
    // The token was valid but its account no longer exists: the session is over.
    if (!account) throw new AppError('account_not_found')
    // The copy never outlives the subscription's end: the write that comes after it is refused on time.
    const untilEnd = account.subscriptionEndsAt
      ? Math.ceil((Date.parse(account.subscriptionEndsAt) - Date.now()) / 1000)
      : Infinity
    const ttl = Math.min(opts.cacheSeconds, untilEnd)
    if (ttl > 0) await opts.redis.set(key(id), JSON.stringify(account), 'EX', ttl).catch(() => undefined)
    return account
  }

  return {
    async get(accountId) {
      const hit = await cached(accountId)
      if (hit) return hit
      // Concurrent requests of one account share one call to auth.
      let pending = inFlight.get(accountId)
      if (!pending) {
        pending = fetchFromAuth(accountId).finally(() => inFlight.delete(accountId))
        inFlight.set(accountId, pending)
      }
      return pending
    },
    fresh: (accountId) => fetchFromAuth(accountId),
    async forget(accountId) {
      await opts.redis.del(key(accountId)).catch(() => undefined)
    },
  }
}

/** The account, or null once it is gone (auth answers unauthorized for a deleted account). */
export async function accountOrNull(
  accounts: AccountsClient,
  accountId: number,
): Promise<InternalAccount | null> {
  try {
    return await accounts.get(accountId)
  } catch (err) {
    if (err instanceof AppError && err.code === 'unauthorized') return null
    throw err
  }
}
