import type { Logger } from 'pino'

/** Who is calling, from a verified access token. */
export interface AuthInfo {
  userId: number
  isAdmin: boolean
  isGuest: boolean
}

declare module 'koa' {
  interface DefaultState {
    requestId: string
    log: Logger
    auth?: AuthInfo
  }
}

export {}
