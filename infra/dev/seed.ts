import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { promisify } from 'node:util'
import { authCliEnv, type SystemConfig } from './env.js'
import { fromRoot } from './paths.js'
import { tsxCli } from './tools.js'

const run = promisify(execFile)

/** How to invoke the auth CLI: the built bundle, or its sources through tsx in dev mode. */
export function authCli(mode: SystemConfig['mode']): string[] | undefined {
  const dir = fromRoot('services', 'auth')
  const built = fromRoot('services', 'auth', 'dist', 'cli.js')
  const source = ['src/cli.ts', 'src/cli/index.ts']
    .map((f) => fromRoot('services', 'auth', f))
    .find(existsSync)
  if (mode === 'prod' || !source) return existsSync(built) ? [built] : undefined
  return [tsxCli(dir), source]
}

/** Idempotent: makes sure the admin and the demo synagogue account exist. */
export async function runAuthSeed(config: SystemConfig): Promise<void> {
  const cli = authCli(config.mode)
  if (!cli) throw new Error('services/auth has no CLI to seed with (expected services/auth/dist/cli.js)')
  try {
    await run('node', [...cli, 'seed'], {
      cwd: fromRoot('services', 'auth'),
      env: { ...process.env, ...authCliEnv(config) },
      timeout: 120_000,
    })
  } catch (err) {
    const e = err as { stdout?: string; stderr?: string; message: string }
    throw new Error(`auth seed failed: ${e.message}\n${e.stdout ?? ''}${e.stderr ?? ''}`, { cause: err })
  }
}

/**
 * Gives the demo account a believable synagogue (map, worshippers, seats) through seating's internal API,
 * so `npm start` opens on a real map, and, with reporting's URL, half a year of past weeks for its plots.
 * Idempotent on both sides.
 */
export async function seedDemoSynagogue(opts: {
  gatewayUrl: string
  seatingUrl: string
  reportingUrl?: string
  internalToken: string
  email: string
  password: string
}): Promise<number> {
  const login = await fetch(`${opts.gatewayUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: opts.email, password: opts.password }),
  })
  if (!login.ok) throw new Error(`demo login answered ${login.status}`)
  const { user } = (await login.json()) as { user: { id: number } }
  const res = await fetch(`${opts.seatingUrl}/internal/accounts/${user.id}/demo-synagogue`, {
    method: 'POST',
    headers: { 'x-service-token': opts.internalToken },
  })
  if (!res.ok) throw new Error(`demo synagogue answered ${res.status}`)
  const { mapId } = (await res.json()) as { mapId: number }
  if (opts.reportingUrl) {
    const history = await fetch(`${opts.reportingUrl}/internal/accounts/${user.id}/demo-history`, {
      method: 'POST',
      headers: { 'x-service-token': opts.internalToken },
    })
    if (!history.ok) throw new Error(`demo history answered ${history.status}`)
  }
  return mapId
}
