import type { Logger } from 'pino'
import type { MemberRole } from '@seats/contracts'

/** Who is calling, from a verified access token. */
export interface AuthInfo {
  /** The synagogue the call acts for: every query of its data is scoped by it. */
  accountId: number
  /** The person calling (a member of that synagogue). */
  memberId: number
  /** The person's name as the token carries it ('' in tokens from before names were carried). */
  memberName: string
  /** The person's role in that synagogue. */
  role: MemberRole
  isAdmin: boolean
  isGuest: boolean
  /** The token's id (jti), session (sid: its refresh family) and issue time (iat, seconds): for revocation. */
  tokenId?: string
  sessionId?: string
  issuedAt?: number
  /** A read-only token (claim ro, the PDF renderer's): requireAuth lets it read and nothing more. */
  readOnly?: boolean
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
