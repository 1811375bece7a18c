import { internalAccountSchema, type InternalAccount } from '@seats/contracts'
import { AppError, type Logger, type Redis } from '@seats/kit'

export interface AccountsClient {
  /** The account's quota and subscription status, from auth (cached briefly in Redis). */
  get(accountId: number): Promise<InternalAccount>
  /** Drops the cached copy (the account changed or is gone). */
  forget(accountId: number): Promise<void>
}

export interface AccountsClientOptions {
  authUrl: string
  internalToken: string
  redis: Redis
  redisPrefix: string
  cacheSeconds: number
  timeoutMs: number
  log: Logger
}

/** Talks to auth's GET /internal/accounts/:id. Any failure to get an answer is upstream_unavailable (writes fail closed). */
export function createAccountsClient(opts: AccountsClientOptions): AccountsClient {
  const key = (id: number) => `${opts.redisPrefix}:seating:account:${id}`
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

  const fetchFromAuth = async (id: number): Promise<InternalAccount> => {
    let res: Response
    try {
      res = await fetch(new URL(`/internal/accounts/${id}`, opts.authUrl), {
        headers: { 'x-service-token': opts.internalToken, accept: 'application/json' },
        signal: AbortSignal.timeout(opts.timeoutMs),
      })
    } catch (err) {
      opts.log.warn({ err, accountId: id }, 'auth is unreachable')
      throw new AppError('upstream_unavailable')
    }
    // The token was valid but its account no longer exists: the session is over.
    if (res.status === 404) throw new AppError('unauthorized', { message: 'החשבון אינו קיים' })
    if (!res.ok) {
      opts.log.warn({ status: res.status, accountId: id }, 'auth answered with an error')
      throw new AppError('upstream_unavailable')
    }
    const parsed = internalAccountSchema.safeParse(await res.json().catch(() => null))
    if (!parsed.success) {
      opts.log.error({ accountId: id }, 'auth answered an account of an unknown shape')
      throw new AppError('upstream_unavailable')
    }
    if (opts.cacheSeconds > 0) {
      await opts.redis.set(key(id), JSON.stringify(parsed.data), 'EX', opts.cacheSeconds).catch(() => undefined)
    }
    return parsed.data
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
    async forget(accountId) {
      await opts.redis.del(key(accountId)).catch(() => undefined)
    },
  }
}
