import { randomUUID } from 'node:crypto'
import { behaviourOf, type CardBehaviour, type CardExpiry } from './cards'
import type { StoreState, TokenRecord } from './state'

/** A SingleUseToken lives this long. */
export const TOKEN_TTL_MS = 20 * 60 * 1000

function dropExpiredTokens(state: StoreState, now: Date): void {
  state.tokens = state.tokens.filter((t) => t.expiresAt > now.getTime())
}

/** A new single-use token for a card that passed the checks; only its last digits, expiry and behaviour are kept. */
export function createToken(state: StoreState, cardNumber: string, expiry: CardExpiry, now: Date): string {
  dropExpiredTokens(state, now)
  const token = randomUUID()
  const behaviour: CardBehaviour = behaviourOf(cardNumber)
  state.tokens.push({
    token,
    lastDigits: cardNumber.slice(-4),
    expiry,
    behaviour,
    expiresAt: now.getTime() + TOKEN_TTL_MS,
  })
  return token
}

/** Uses a token up: null when it is unknown, already used or expired. */
export function takeToken(state: StoreState, token: string, now: Date): TokenRecord | null {
  dropExpiredTokens(state, now)
  const index = state.tokens.findIndex((t) => t.token === token)
  if (index < 0) return null
  const [found] = state.tokens.splice(index, 1)
  return found ?? null
}
