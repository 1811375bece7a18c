import { describe, expect, it } from 'vitest'
import { createPrivateKey } from 'node:crypto'
import { SignJWT, UnsecuredJWT } from 'jose'
import { createTokenVerifier } from './tokens'
import { testKeyPair } from '../testing'

const keys = testKeyPair()
const verify = createTokenVerifier({ publicKeyPem: keys.publicKeyPem, issuer: 'iss', audience: 'aud' })
const sign = (
  claims: Record<string, unknown>,
  opts: { iss?: string; aud?: string; exp?: string | number; pem?: string } = {},
) =>
  new SignJWT({ adm: false, gst: false, ...claims })
    .setProtectedHeader({ alg: 'EdDSA' })
    .setSubject('7')
    .setIssuer(opts.iss ?? 'iss')
    .setAudience(opts.aud ?? 'aud')
    .setIssuedAt()
    .setExpirationTime(opts.exp ?? '5m')
    .sign(createPrivateKey(opts.pem ?? keys.privateKeyPem))

describe('createTokenVerifier', () => {
  it('accepts a token signed by the auth key', async () => {
    await expect(verify(await sign({ adm: true }))).resolves.toMatchObject({
      accountId: 7,
      memberId: 7,
      role: 'owner',
      isAdmin: true,
      isGuest: false,
    })
  })
  it('reads the synagogue and role a member acts with', async () => {
    await expect(verify(await sign({ acc: '40', rol: 'viewer' }))).resolves.toMatchObject({
      accountId: 40,
      memberId: 7,
      role: 'viewer',
    })
  })
  it("reads a read-only token (the PDF renderer's), and says nothing of it on the others", async () => {
    await expect(verify(await sign({ acc: '40', rol: 'viewer', ro: true }))).resolves.toMatchObject({
      role: 'viewer',
      readOnly: true,
    })
    expect(await verify(await sign({ acc: '40', rol: 'viewer' }))).not.toHaveProperty('readOnly')
    await expect(verify(await sign({ ro: false }))).rejects.toMatchObject({ code: 'unauthorized' })
  })
  it('rejects a token whose synagogue is not an id', async () => {
    await expect(verify(await sign({ acc: 'x' }))).rejects.toMatchObject({ code: 'unauthorized' })
  })
  it('rejects alg none', async () => {
    const token = new UnsecuredJWT({ adm: true, gst: false })
      .setSubject('7')
      .setIssuer('iss')
      .setAudience('aud')
      .encode()
    await expect(verify(token)).rejects.toMatchObject({ code: 'unauthorized' })
  })
  it('rejects another key, issuer or audience', async () => {
    await expect(verify(await sign({}, { pem: testKeyPair().privateKeyPem }))).rejects.toMatchObject({
      code: 'unauthorized',
    })
    await expect(verify(await sign({}, { iss: 'other' }))).rejects.toMatchObject({ code: 'unauthorized' })
    await expect(verify(await sign({}, { aud: 'other' }))).rejects.toMatchObject({ code: 'unauthorized' })
  })
  it("says 'jwt expired' for an expired token so clients refresh", async () => {
    const token = await sign({}, { exp: Math.floor(Date.now() / 1000) - 60 })
    await expect(verify(token)).rejects.toMatchObject({ code: 'token_expired', message: 'jwt expired' })
  })
  it('rejects missing claims and garbage', async () => {
    await expect(verify('not.a.token')).rejects.toMatchObject({ code: 'unauthorized' })
    const noAdm = await new SignJWT({})
      .setProtectedHeader({ alg: 'EdDSA' })
      .setSubject('7')
      .setIssuer('iss')
      .setAudience('aud')
      .setExpirationTime('5m')
      .sign(createPrivateKey(keys.privateKeyPem))
    await expect(verify(noAdm)).rejects.toMatchObject({ code: 'unauthorized' })
  })
})
