import { describe, expect, it } from 'vitest'
import { hashPassword, passwordMatches } from './passwords'

describe('passwords', () => {
  it('hashes with argon2id and the agreed cost', async () => {
    const h = await hashPassword('סיסמה-ארוכה-1')
    expect(h).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    await expect(passwordMatches(h, 'סיסמה-ארוכה-1')).resolves.toBe(true)
    await expect(passwordMatches(h, 'סיסמה-ארוכה-2')).resolves.toBe(false)
  })

  it('never matches without a stored hash, and does the same work', async () => {
    await expect(passwordMatches(null, 'anything')).resolves.toBe(false)
    const known = await hashPassword('anything-else')
    const time = async (fn: () => Promise<unknown>) => {
      const t = performance.now()
      await fn()
      return performance.now() - t
    }
    // warm up both paths, then compare: an unknown account must not answer markedly faster
    await passwordMatches(null, 'x')
    const unknown = await time(() => passwordMatches(null, 'wrong-password'))
    const real = await time(() => passwordMatches(known, 'wrong-password'))
    expect(unknown).toBeGreaterThan(real / 4)
  })

  it('treats a corrupt stored hash as a mismatch', async () => {
    await expect(passwordMatches('not-a-hash', 'x')).resolves.toBe(false)
  })
})
