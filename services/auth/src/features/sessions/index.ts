export { durableRevocations } from './durable-revocations'
export type { DurableRevocations } from './durable-revocations'
export {
  REFRESH_COOKIE,
  clearRefreshCookie,
  readRefreshCookie,
  refreshCookieOptions,
  setRefreshCookie,
} from './refresh-cookie'
export type { RefreshCookieOptions } from './refresh-cookie'
export { hashRefreshToken } from './refresh-token'
export { sessionsRepo } from './sessions.repo'
export { createSessionsService } from './sessions.service'
export type { SessionsService } from './sessions.service'
