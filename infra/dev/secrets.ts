import { generateKeyPairSync, randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/** Everything local runs need that must not be committed. */
export interface Secrets {
  JWT_PUBLIC_KEY: string
  JWT_PRIVATE_KEY: string
  INTERNAL_TOKEN: string
  /** The phone provider's shared secret, part of its callback URL (reporting only). */
  IVR_SECRET: string
  /** The card provider stand-in's private API key (billing and the stand-in only). */
  CARD_API_KEY: string
  SEED_ADMIN_EMAIL: string
  SEED_ADMIN_PASSWORD: string
  SEED_DEMO_EMAIL: string
  SEED_DEMO_PASSWORD: string
}

const KEYS: readonly (keyof Secrets)[] = [
  'JWT_PUBLIC_KEY',
  'JWT_PRIVATE_KEY',
  'INTERNAL_TOKEN',
  'IVR_SECRET',
  'CARD_API_KEY',
  'SEED_ADMIN_EMAIL',
  'SEED_ADMIN_PASSWORD',
  'SEED_DEMO_EMAIL',
  'SEED_DEMO_PASSWORD',
]

/** PEMs travel as one line with literal \n, the form every service accepts in env. */
const oneLine = (pem: string): string => pem.trim().replace(/\n/g, '\\n')

/** A password any sane policy accepts: long, with lower and upper case letters and digits. */
export function generatePassword(): string {
  const body = randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')
  return `${body}Q7`
}

export function generateSecrets(): Secrets {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519', {
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  })
  return {
    JWT_PUBLIC_KEY: oneLine(publicKey),
    JWT_PRIVATE_KEY: oneLine(privateKey),
    INTERNAL_TOKEN: randomBytes(32).toString('base64url'),
    IVR_SECRET: randomBytes(24).toString('hex'),
    CARD_API_KEY: randomBytes(24).toString('base64url'),
    SEED_ADMIN_EMAIL: 'admin@example.com',
    SEED_ADMIN_PASSWORD: generatePassword(),
    SEED_DEMO_EMAIL: 'demo@example.com',
    SEED_DEMO_PASSWORD: generatePassword(),
  }
}

export function parseEnvFile(text: string): Record<string, string> {
  const out: Record<string, string> = {}
  for (const raw of text.split('\n')) {
    const line = raw.trim()
    if (!line || line.startsWith('#')) continue
    const eq = line.indexOf('=')
    if (eq <= 0) continue
    out[line.slice(0, eq).trim()] = line.slice(eq + 1).trim()
  }
  return out
}

export function formatEnvFile(secrets: Secrets): string {
  const lines = KEYS.map((k) => `${k}=${secrets[k]}`)
  return `# Local secrets, generated once by infra/bin/start. Never commit this file.\n${lines.join('\n')}\n`
}

/** Reads the secrets file, creating it (or completing a partial one) on first use. */
export function loadOrCreateSecrets(file: string): Secrets {
  const existing = existsSync(file) ? parseEnvFile(readFileSync(file, 'utf8')) : {}
  const fresh = generateSecrets()
  const merged = { ...fresh } as Secrets
  let changed = !existsSync(file)
  // A key pair is only valid as a pair: keep the old one only when both halves are there.
  const keepKeys = Boolean(existing.JWT_PUBLIC_KEY && existing.JWT_PRIVATE_KEY)
  for (const k of KEYS) {
    const old = existing[k]
    const isKey = k === 'JWT_PUBLIC_KEY' || k === 'JWT_PRIVATE_KEY'
    if (old && (!isKey || keepKeys)) merged[k] = old
    else changed = true
  }
  if (changed) {
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, formatEnvFile(merged), { mode: 0o600 })
  }
  return merged
}
