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
    const token = await sign({ id: 12, isAdmin: true, isGuest: false })
    const verify = createTokenVerifier({ publicKeyPem: keys.publicKeyPem, issuer: 'iss', audience: 'aud' })
    await expect(verify(token)).resolves.toMatchObject({ userId: 12, isAdmin: true, isGuest: false })
    const claims = decodeJwt(token)
    expect(decodeProtectedHeader(token).alg).toBe('EdDSA')
    expect(claims.exp! - claims.iat!).toBe(900)
    expect(claims.jti).toMatch(/^[0-9a-f-]{36}$/)
    expect(claims).toMatchObject({ sub: '12', adm: true, gst: false, iss: 'iss', aud: 'aud' })
  })

  it('refuses to start with a private key that does not match the public key', () => {
    expect(() => createAccessTokenSigner({ ...opts, publicKeyPem: testKeyPair().publicKeyPem })).toThrow(
      /does not match/,
    )
  })
})
