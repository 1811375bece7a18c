import type { Context } from 'koa'
import type { SignInClient } from './sign-ins.repo'

/** The client address as the gateway saw it (the app trusts its X-Forwarded-For hop) and its user agent. */
export function clientOf(ctx: Context): SignInClient {
  return { ip: ctx.ip || 'unknown', userAgent: ctx.get('user-agent') }
}
