import { canWrite, type InternalAccount } from '@seats/contracts'
import { AppError } from '../errors'
import { authOf } from './validate'
import type { Context, Middleware } from 'koa'
import type { AccountsClient } from './accounts-client'

declare module 'koa' {
  interface DefaultState {
    /** Set on writes: the caller's account as auth knows it. */
    account?: InternalAccount
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Every change needs a live subscription (PRODUCT.md: expired accounts keep reading, changes answer 402);
 * reads never call auth, so they keep working while auth is down.
 */
export function requireWritableAccount(accounts: AccountsClient): Middleware {
  return async (ctx, next) => {
    if (SAFE_METHODS.has(ctx.method)) return next()
    const account = await accounts.get(authOf(ctx).accountId)
    if (!canWrite(account.subscriptionStatus)) throw new AppError('payment_required')
    ctx.state.account = account
    await next()
  }
}

/** The writing account, checked by requireWritableAccount. */
export function writerOf(ctx: Context): InternalAccount {
  const account = ctx.state.account
  if (!account) throw new AppError('internal_error')
  return account
}
