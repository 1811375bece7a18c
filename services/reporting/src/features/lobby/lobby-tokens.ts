import { createHmac } from 'node:crypto'
import { reportLinkTokens } from '../report-links'

/**
 * Lobby links are signed like report links, with a key of their own drawn from the same secret: a report
 * link's token never opens a lobby screen, nor the other way round.
 */
export function lobbyLinkTokens(secret: string) {
  return reportLinkTokens(createHmac('sha256', secret).update('lobby-screen').digest('base64url'))
}
export type LobbyLinkTokens = ReturnType<typeof lobbyLinkTokens>
