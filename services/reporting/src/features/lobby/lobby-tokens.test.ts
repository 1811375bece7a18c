import { describe, expect, it } from 'vitest'
import { linkTokens } from '@seats/kit'
import { lobbyLinkTokens } from './lobby-tokens'

const SECRET = 'a-secret-of-thirty-two-characters!'

describe('lobby link tokens', () => {
  it('open as lobby links, and never pass as a report link signed from the same secret, nor the reverse', () => {
    const lobby = lobbyLinkTokens(SECRET)
    const reports = linkTokens(SECRET)
    const screen = lobby.issue()
    expect(lobby.verify(screen.token)).toBe(screen.hash)
    expect(reports.verify(screen.token)).toBeNull()
    expect(lobby.verify(reports.issue().token)).toBeNull()
  })
})
