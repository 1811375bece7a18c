import { describe, expect, it } from 'vitest'
import { decideRefresh } from './refresh-decision'

const now = new Date('2026-06-01T10:00:00.000Z')
const at = (secondsFromNow: number) => new Date(now.getTime() + secondsFromNow * 1000)
const live = { expiresAt: at(3600), rotatedAt: null, revokedAt: null }

describe('decideRefresh', () => {
  it('rotates a live token that was never used', () => {
    expect(decideRefresh(live, now, 20)).toEqual({ kind: 'rotate' })
  })
  it('answers an unknown token as invalid', () => {
    expect(decideRefresh(null, now, 20)).toEqual({ kind: 'invalid', reason: 'unknown' })
  })
  it('answers a revoked token as invalid even inside the grace window', () => {
    expect(decideRefresh({ ...live, rotatedAt: at(-1), revokedAt: at(-1) }, now, 20)).toEqual({
      kind: 'invalid',
      reason: 'revoked',
    })
  })
  it('answers an expired token as invalid, at the exact expiry too', () => {
    expect(decideRefresh({ ...live, expiresAt: at(-1) }, now, 20)).toEqual({
      kind: 'invalid',
      reason: 'expired',
    })
    expect(decideRefresh({ ...live, expiresAt: now }, now, 20)).toEqual({
      kind: 'invalid',
      reason: 'expired',
    })
  })
  it('tolerates a second use within the grace window, up to its edge', () => {
    expect(decideRefresh({ ...live, rotatedAt: at(-5) }, now, 20)).toEqual({ kind: 'grace' })
    expect(decideRefresh({ ...live, rotatedAt: at(-20) }, now, 20)).toEqual({ kind: 'grace' })
  })
  it('treats a second use after the grace window as reuse', () => {
    expect(decideRefresh({ ...live, rotatedAt: at(-21) }, now, 20)).toEqual({ kind: 'reuse' })
    expect(decideRefresh({ ...live, rotatedAt: at(-1) }, now, 0)).toEqual({ kind: 'reuse' })
  })
})
