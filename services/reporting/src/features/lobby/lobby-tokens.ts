import { linkKey, linkTokens } from '@seats/kit'

/**
 * Lobby links are signed like report links, with a key of their own drawn from the same secret: a report
 * link's token never opens a lobby screen, nor the other way round.
 */
export function lobbyLinkTokens(secret: string) {
  return linkTokens(linkKey(secret, 'lobby-screen'))
}
export type LobbyLinkTokens = ReturnType<typeof lobbyLinkTokens>
