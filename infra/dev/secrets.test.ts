import { createPrivateKey, createPublicKey, sign, verify } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { generatePassword, loadOrCreateSecrets, loadSecrets, parseEnvFile } from './secrets.js'

const pem = (oneLine: string): string => oneLine.replace(/\\n/g, '\n')

const dirs: string[] = []
const tempFile = (): string => {
  const dir = mkdtempSync(path.join(tmpdir(), 'seats-secrets-'))
  dirs.push(dir)
  return path.join(dir, 'secrets.env')
}
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })))

describe('secrets', () => {
  it('generates a working Ed25519 pair kept on one line', () => {
    const file = tempFile()
    const s = loadOrCreateSecrets(file)
    expect(s.JWT_PUBLIC_KEY).not.toContain('\n')
    const data = Buffer.from('payload')
    const signature = sign(null, data, createPrivateKey(pem(s.JWT_PRIVATE_KEY)))
    expect(verify(null, data, createPublicKey(pem(s.JWT_PUBLIC_KEY)), signature)).toBe(true)
  })

  it('generates once and then keeps what is there', () => {
    const file = tempFile()
    const first = loadOrCreateSecrets(file)
    expect(loadOrCreateSecrets(file)).toEqual(first)
  })

  it('completes a partial file without replacing the values it has', () => {
    const file = tempFile()
    writeFileSync(file, 'INTERNAL_TOKEN_SEATING=kept-token-value-1234\nJWT_PUBLIC_KEY=orphan\n')
    const s = loadOrCreateSecrets(file)
    expect(s.INTERNAL_TOKEN_SEATING).toBe('kept-token-value-1234')
    // A token per service: no two the same.
    const tokens = Object.entries(s).filter(([k]) => k.startsWith('INTERNAL_TOKEN_'))
    expect(new Set(tokens.map(([, v]) => v)).size).toBe(tokens.length)
    // A public key without its private half is useless: a new pair replaces it.
    expect(s.JWT_PUBLIC_KEY).not.toBe('orphan')
    expect(parseEnvFile(readFileSync(file, 'utf8')).SEED_ADMIN_PASSWORD).toBe(s.SEED_ADMIN_PASSWORD)
  })

  it('says which secrets it just made, so the start command shows a password only the first time', () => {
    const file = tempFile()
    expect(loadSecrets(file).created.has('SEED_ADMIN_PASSWORD')).toBe(true)
    expect([...loadSecrets(file).created]).toEqual([])
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^IVR_SECRET=.*$/m, ''))
    expect([...loadSecrets(file).created]).toEqual(['IVR_SECRET'])
  })

  it('makes passwords with letters of both cases and digits', () => {
    for (let i = 0; i < 20; i += 1) {
      const p = generatePassword()
      expect(p.length).toBeGreaterThanOrEqual(12)
      expect(p).toMatch(/\d/)
      expect(p).toMatch(/[A-Z]/)
    }
  })
})
