import { describe, expect, it } from 'vitest'
import { decodeJwt, decodeProtectedHeader } from 'jose'
import { createTokenVerifier } from '@seats/kit'
import { testKeyPair } from '@seats/kit/testing'
import { createAccessTokenSigner } from './access-token'

const keys = testKeyPair()
const opts = {
  privateKeyPem: keys.privateKeyPem,
  publicKeyPem: keys.publicKeyPem,
  issuer: 'iss',
  audience: 'aud',
  ttlSeconds: 900,
}

describe('createAccessTokenSigner', () => {
  it('signs tokens the kit verifier accepts, with the agreed claims', async () => {
    const sign = createAccessTokenSigner(opts)
    const token = await sign({
      id: 12,
      isAdmin: true,
      isGuest: false,
      accountId: 40,
      role: 'warden',
      name: 'ראובן לוי',
    })
    const verify = createTokenVerifier({ publicKeyPem: keys.publicKeyPem, issuer: 'iss', audience: 'aud' })
    await expect(verify(token)).resolves.toMatchObject({
      memberId: 12,
      memberName: 'ראובן לוי',
      accountId: 40,
      role: 'warden',
      isAdmin: true,
      isGuest: false,
    })
    const claims = decodeJwt(token)
    expect(decodeProtectedHeader(token).alg).toBe('EdDSA')
    expect(claims.exp! - claims.iat!).toBe(900)
    expect(claims.jti).toMatch(/^[0-9a-f-]{36}$/)
    expect(claims).toMatchObject({
      sub: '12',
      acc: '40',
      rol: 'warden',
      nm: 'ראובן לוי',
      adm: true,
      gst: false,
      iss: 'iss',
      aud: 'aud',
    })
  })

  it('reads a token signed before teams as its person acting for their own synagogue, as its owner', async () => {
    const { SignJWT } = await import('jose')
    const { createPrivateKey } = await import('node:crypto')
    const old = await new SignJWT({ adm: false, gst: false })
      .setProtectedHeader({ alg: 'EdDSA' })
      .setSubject('7')
      .setIssuer('iss')
      .setAudience('aud')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(createPrivateKey(keys.privateKeyPem))
    const verify = createTokenVerifier({ publicKeyPem: keys.publicKeyPem, issuer: 'iss', audience: 'aud' })
    await expect(verify(old)).resolves.toMatchObject({ memberId: 7, accountId: 7, role: 'owner' })
  })

  it('refuses to start with a private key that does not match the public key', () => {
    expect(() => createAccessTokenSigner({ ...opts, publicKeyPem: testKeyPair().publicKeyPem })).toThrow(
      /does not match/,
    )
  })
})
