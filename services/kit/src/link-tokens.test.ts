import { describe, expect, it } from 'vitest'
import { linkTokens } from './link-tokens'

const tokens = linkTokens('a-secret-of-the-test-long-enough-for-hmac')

describe('link tokens', () => {
  it('a token it issued verifies to the hash it stored, and is short enough for an SMS', () => {
    const { token, hash } = tokens.issue()
    expect(token).toHaveLength(44)
    expect(tokens.verify(token)).toBe(hash)
    expect(tokens.issue().token).not.toBe(token)
  })

  it('refuses a token with any character changed, a token of another secret and a malformed one', () => {
    const { token } = tokens.issue()
    for (const i of [0, 10, 22, 43]) {
      const c = token[i] === 'A' ? 'B' : 'A'
      expect(tokens.verify(token.slice(0, i) + c + token.slice(i + 1))).toBeNull()
    }
    const other = linkTokens('another-secret-of-another-system-entirely')
    expect(tokens.verify(other.issue().token)).toBeNull()
    expect(tokens.verify('')).toBeNull()
    expect(tokens.verify(`${token}x`)).toBeNull()
    expect(tokens.verify(`${token.slice(22)}${token.slice(0, 22)}`)).toBeNull()
  })
})
