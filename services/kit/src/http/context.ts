import type { Logger } from 'pino'

/** Who is calling, from a verified access token. */
export interface AuthInfo {
  userId: number
  isAdmin: boolean
  isGuest: boolean
  /** The token's id (jti), session (sid: its refresh family) and issue time (iat, seconds): for revocation. */
  tokenId?: string
  sessionId?: string
  issuedAt?: number
}

declare module 'koa' {
  interface DefaultState {
    requestId: string
    log: Logger
    auth?: AuthInfo
    /** The service that called an /internal route (requireServiceToken). */
    serviceCaller?: string
  }
}

export {}
