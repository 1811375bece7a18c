import { describe, expect, it } from 'vitest'
import { SignJWT, importPKCS8 } from 'jose'
import { AppError, createTokenVerifier } from '@seats/kit'
import { testKeyPair } from '@seats/kit/testing'
import { cachedVerifier } from './token-cache'

const keys = testKeyPair()
const sign = async (sub: string, exp: string | number) =>
  new SignJWT({ adm: false, gst: false })
    .setProtectedHeader({ alg: 'EdDSA' })
    .setSubject(sub)
    .setIssuer('i')
    .setAudience('a')
    .setExpirationTime(exp)
    .sign(await importPKCS8(keys.privateKeyPem, 'EdDSA'))

describe('cachedVerifier', () => {
  it('verifies a token once and answers it from memory after', async () => {
    let calls = 0
    const real = createTokenVerifier({ publicKeyPem: keys.publicKeyPem, issuer: 'i', audience: 'a' })
    const verify = cachedVerifier(async (t) => {
      calls++
      return real(t)
    })
    const token = await sign('7', '5m')
    expect(await verify(token)).toEqual({
      accountId: 7,
      memberId: 7,
      // Signed without a name, as tokens were before they carried one.
      memberName: '',
      role: 'owner',
      isAdmin: false,
      isGuest: false,
    })
    expect(await verify(token)).toEqual({
      accountId: 7,
      memberId: 7,
      memberName: '',
      role: 'owner',
      isAdmin: false,
      isGuest: false,
    })
    expect(calls).toBe(1)
  })

  it('never remembers a rejected token and stops trusting an expired one', async () => {
    const verify = cachedVerifier(
      createTokenVerifier({ publicKeyPem: keys.publicKeyPem, issuer: 'i', audience: 'a' }),
    )
    await expect(verify('x.y.z')).rejects.toBeInstanceOf(AppError)
    const soon = await sign('8', Math.floor(Date.now() / 1000) + 1)
    expect((await verify(soon)).accountId).toBe(8)
    await new Promise((r) => setTimeout(r, 1_100))
    await expect(verify(soon)).rejects.toMatchObject({ code: 'token_expired' })
  })
})
