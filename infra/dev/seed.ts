import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import {
  billingAccounts,
  billingYearPlan,
  historyCustomers,
  outcomeCounts,
  sampleOutcomeLabels,
  type SampleOutcome,
} from './billing-year.js'
import type { DemoSeason } from '@seats/contracts'
import { HTTP_SERVICES } from './catalog.js'
import { authCliEnv, cardStandInUrl, serviceEnv, type SystemConfig } from './env.js'
import { fromRoot } from './paths.js'
import { tsxCli } from './tools.js'

const run = promisify(execFile)

/** How to invoke a service's CLI: the built bundle, or its sources through tsx in dev mode. */
export function serviceCli(service: string, mode: SystemConfig['mode']): string[] | undefined {
  const dir = fromRoot('services', service)
  const built = fromRoot('services', service, 'dist', 'cli.js')
  const source = ['src/cli.ts', 'src/cli/index.ts']
    .map((f) => fromRoot('services', service, f))
    .find(existsSync)
  if (mode === 'prod' || !source) return existsSync(built) ? [built] : undefined
  return [tsxCli(dir), source]
}

/** How to invoke the auth CLI. */
export const authCli = (mode: SystemConfig['mode']): string[] | undefined => serviceCli('auth', mode)

/** Runs a service's CLI in its folder with `env`; answers its standard output. */
async function runCli(service: string, config: SystemConfig, args: string[], env: Record<string, string>) {
  const cli = serviceCli(service, config.mode)
  if (!cli) throw new Error(`services/${service} has no CLI (expected services/${service}/dist/cli.js)`)
  try {
    const { stdout } = await run('node', [...cli, ...args], {
      cwd: fromRoot('services', service),
      env: { ...process.env, ...env },
      timeout: 120_000,
    })
    return stdout
  } catch (err) {
    const e = err as { stdout?: string; stderr?: string; message: string }
    throw new Error(`${service} ${args[0]} failed: ${e.message}\n${e.stdout ?? ''}${e.stderr ?? ''}`, {
      cause: err,
    })
  }
}

/** Idempotent: makes sure the admin and the demo synagogue account exist. */
export async function runAuthSeed(config: SystemConfig): Promise<void> {
  if (!authCli(config.mode))
    throw new Error('services/auth has no CLI to seed with (expected services/auth/dist/cli.js)')
  await runCli('auth', config, ['seed'], authCliEnv(config))
}

export type SampleYearOutcome =
  | { seeded: true; counts: Record<SampleOutcome, number>; payments: number }
  | { seeded: false; accounts: number }

/** One line for the console: what was seeded, or that it was there already. */
export function describeSampleYear(done: SampleYearOutcome): string {
  if (!done.seeded) return `sample billing year already there (${done.accounts} synagogues)`
  const parts = Object.entries(done.counts).map(
    ([outcome, n]) => `${n} ${sampleOutcomeLabels[outcome as SampleOutcome]}`,
  )
  const total = Object.values(done.counts).reduce((a, b) => a + b, 0)
  return `sample billing year seeded: ${total} synagogues (${parts.join(', ')}), ${done.payments} payments`
}

/**
 * About forty sample synagogues with a year of billing behind them (billing-year.ts), so the admin's billing
 * views have something to show: auth's accounts (backdated), then their history replayed by the local card
 * provider up to its today, then billing's records read from it. For `npm start` with the local provider
 * only. Once the accounts exist nothing is done again: the three places were filled together, on one day,
 * and from then on the product's own renewals and reconcile keep them in step.
 */
export async function seedSampleYear(config: SystemConfig): Promise<SampleYearOutcome> {
  const billing = HTTP_SERVICES.find((s) => s.name === 'billing')
  if (!config.cardStandIn || !billing) throw new Error('the local card provider is not running')
  // Checked before any account is made: a half-made year would never be finished.
  if (!serviceCli('billing', config.mode)) throw new Error('services/billing has no CLI (dist/cli.js)')
  const standIn = cardStandInUrl(config)
  const clock = await fetch(`${standIn}/__test/clock`)
  if (!clock.ok) throw new Error(`the card provider's clock answered ${clock.status} (TEST_CLOCK off?)`)
  const { date: today } = (await clock.json()) as { date: string }
  const plan = billingYearPlan(today)

  const dir = await mkdtemp(path.join(tmpdir(), 'seats-sample-year-'))
  try {
    const planFile = path.join(dir, 'plan.json')
    await writeFile(planFile, JSON.stringify(plan))
    const accounts = JSON.parse(
      await runCli('auth', config, ['sample-accounts', '--file', planFile], authCliEnv(config)),
    ) as Array<{ email: string; id: number; created: boolean }>
    if (!accounts.some((a) => a.created)) return { seeded: false, accounts: accounts.length }
    const ids = new Map(accounts.map((a) => [a.email, a.id]))
    const idOf = (email: string) => {
      const id = ids.get(email)
      if (id === undefined) throw new Error(`auth gave no id for ${email}`)
      return id
    }

    const history = await fetch(`${standIn}/__test/history`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ customers: historyCustomers(plan, idOf) }),
    })
    if (!history.ok)
      throw new Error(`the card provider's history answered ${history.status}: ${await history.text()}`)

    const yearFile = path.join(dir, 'year.json')
    await writeFile(yearFile, JSON.stringify({ accounts: billingAccounts(plan, idOf) }))
    const written = JSON.parse(
      await runCli('billing', config, ['sample-year', '--file', yearFile], serviceEnv(config, billing)),
    ) as { payments: number }
    return { seeded: true, counts: outcomeCounts(plan), payments: written.payments }
  } finally {
    await rm(dir, { recursive: true, force: true })
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

/**
 * Gives the season demo account its synagogue of 400 households ready to run the High Holiday season, through
 * seating's internal API (idempotent there: a second start answers the same synagogue).
 */
export async function seedSeasonDemo(opts: {
  gatewayUrl: string
  seatingUrl: string
  internalToken: string
  email: string
  password: string
}): Promise<DemoSeason> {
  const login = await fetch(`${opts.gatewayUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: opts.email, password: opts.password }),
  })
  if (!login.ok) throw new Error(`season demo login answered ${login.status}`)
  const { user } = (await login.json()) as { user: { id: number } }
  const res = await fetch(`${opts.seatingUrl}/internal/accounts/${user.id}/demo-season`, {
    method: 'POST',
    headers: { 'x-service-token': opts.internalToken },
  })
  if (!res.ok) throw new Error(`season demo answered ${res.status}`)
  return (await res.json()) as DemoSeason
}

/** One line for the console: the season demo's synagogue as it stands. */
export function describeSeasonDemo(season: DemoSeason): string {
  return (
    `season demo: ${season.households} households, ${season.persons} worshippers, ${season.seats} seats, ` +
    `${season.requests} answers to this year's High Holiday requests`
  )
}
