import { createLimiter, type Knex, type Redis } from '@seats/kit'
import type { ReportingDeps } from '../../deps'
import type { LobbyVerifier } from '../../platform/realtime'
import { lobbyScreensRepo } from './lobby-screens.repo'
import { lobbyLinkTokens, type LobbyLinkTokens } from './lobby-tokens'

/**
 * How often a lobby page is read. A screen reads it when a report comes and once a minute, so a busy Friday
 * stays far below; a stranger guessing links is slow.
 */
const LIMITS = {
  pagePerAddress: { points: 1_200, durationSec: 600 },
  pagePerLink: { points: 600, durationSec: 600 },
}

/** The lobby screens' part of the service's deps; without a secret (REPORT_LINK_SECRET) they are off. */
export function lobbyDeps(opts: {
  redis: Redis
  redisPrefix: string
  secret: string | undefined
}): ReportingDeps['lobby'] {
  const limiter = (keyPrefix: keyof typeof LIMITS) =>
    createLimiter(opts.redis, {
      prefix: opts.redisPrefix,
      keyPrefix: `lobby-${keyPrefix}`,
      ...LIMITS[keyPrefix],
    })
  return {
    tokens: opts.secret ? lobbyLinkTokens(opts.secret) : null,
    limits: { pagePerAddress: limiter('pagePerAddress'), pagePerLink: limiter('pagePerLink') },
  }
}

/** The screen behind a lobby link, or null: what the realtime server asks before a screen connects. */
export async function openLobbyScreen(db: Knex, tokens: LobbyLinkTokens | null, token: string) {
  const hash = tokens?.verify(token)
  return hash ? lobbyScreensRepo(db).byHash(hash) : null
}

/** The realtime server's check of a lobby screen's handshake. */
export const lobbyVerifier =
  (db: Knex, secret: string | undefined): LobbyVerifier =>
  async (token) => {
    const screen = await openLobbyScreen(db, secret ? lobbyLinkTokens(secret) : null, token)
    return screen ? { accountId: screen.accountId, mapId: screen.mapId } : null
  }
