import { randomBytes } from 'node:crypto'
import { copyFileSync, createWriteStream, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { deleteRedisPrefix, dropDatabases } from '../dev/databases.js'
import { DEFAULT_REMOTES_MANIFEST, RUN_DIR } from '../dev/paths.js'
import { generateSecrets } from '../dev/secrets.js'
import { cardStandInUrl, mailStandInUrl } from '../dev/env.js'
import { startSystem } from '../dev/system.js'
import { parseClockSetting } from '../dev/test-clock.js'
import { waitUntilQuiet } from '../dev/warmup.js'
import { axeSummary, clearAxeLog, readAxeLog } from './axe-summary.js'
import { E2E_PORTS, SCREENSHOTS_DIR, STATE_ENV } from './e2e-env.js'

/**
 * Starts the already built system on its own ports, with fresh databases and Redis keys, and returns the
 * teardown that stops it and drops them. Builds nothing: `npm test` builds once before every layer.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const id = randomBytes(4).toString('hex')
  const prefix = `seats_e2e_${id}`
  const runDir = path.join(RUN_DIR, `e2e-${id}`)
  // Logs of the previous run stay until this one starts, so a failure can be read afterwards.
  if (existsSync(RUN_DIR)) {
    for (const old of readdirSync(RUN_DIR))
      if (old.startsWith('e2e-')) rmSync(path.join(RUN_DIR, old), { recursive: true, force: true })
  }
  mkdirSync(runDir, { recursive: true })
  // Only this run's screenshots, so none of them is left over from a screen that changed since.
  rmSync(SCREENSHOTS_DIR, { recursive: true, force: true })
  mkdirSync(SCREENSHOTS_DIR, { recursive: true })
  clearAxeLog()
  // The redeploy test rewrites the manifest: it gets its own copy, never the committed default.
  const manifest = path.join(runDir, 'remotes.json')
  copyFileSync(DEFAULT_REMOTES_MANIFEST, manifest)
  const logFile = path.join(runDir, 'system.log')
  const log = createWriteStream(logFile)
  const secrets = generateSecrets()
  // The run's calendar: SEATS_CLOCK, or the real time. Tests that need a given day move it (support/clock.ts).
  const clockAt = parseClockSetting(process.env.SEATS_CLOCK)
  const clockOffsetMs = clockAt ? clockAt.getTime() - Date.now() : 0
  if (clockAt) console.log(`[e2e] the system's calendar starts at ${clockAt.toISOString()} (SEATS_CLOCK)`)

  console.log(
    `[e2e] starting the built system on :${E2E_PORTS.gateway} (db prefix ${prefix}, logs ${logFile})`,
  )
  const t0 = Date.now()
  const system = await startSystem({
    mode: 'prod',
    ports: E2E_PORTS,
    dbPrefix: prefix,
    redisPrefix: prefix,
    secrets,
    remotesManifest: manifest,
    output: log,
    colors: false,
    testClock: { offsetMs: clockOffsetMs },
    // Every test signs up (and may send the contact form or start a demo) from 127.0.0.1: lift the per-address limits,
    // which their own services' tests cover.
    processEnv: {
      auth: { REGISTER_IP_MAX: '10000', DEMO_IP_MAX: '10000' },
      leads: { LEAD_IP_MAX: '10000' },
      // The reminders' local provider: every callee answers and presses 1 (reminders.spec.ts).
      reporting: { REMINDERS_LOCAL_BEHAVIOUR: 'press_1', REMINDERS_RUN_NOW: 'true' },
    },
  }).catch((err: unknown) => {
    log.end()
    throw err
  })
  console.log(
    `[e2e] system ready in ${((Date.now() - t0) / 1000).toFixed(1)} s: ${system.processNames.join(', ')}`,
  )
  // The card provider is the outside world: its clock only moves forward. A calendar set ahead takes it along,
  // so a charge that starts "today" for billing is due today for the provider too.
  if (clockOffsetMs > 0)
    await moveCardProviderTo(cardStandInUrl(system.config), new Date(Date.now() + clockOffsetMs))
  // Tests start once the gateway's start-up work (compressing the front ends) is over.
  const quiet = await waitUntilQuiet(system)
  console.log(
    `[e2e] system ${quiet ? 'idle' : 'still busy after 120 s, starting anyway'} at ${((Date.now() - t0) / 1000).toFixed(1)} s`,
  )

  process.env[STATE_ENV.manifest] = manifest
  process.env[STATE_ENV.clockOffsetMs] = String(clockOffsetMs)
  process.env[STATE_ENV.runDir] = runDir
  process.env[STATE_ENV.adminEmail] = secrets.SEED_ADMIN_EMAIL
  process.env[STATE_ENV.adminPassword] = secrets.SEED_ADMIN_PASSWORD
  process.env[STATE_ENV.demoEmail] = secrets.SEED_DEMO_EMAIL
  process.env[STATE_ENV.demoPassword] = secrets.SEED_DEMO_PASSWORD
  // The refresh test signs an already expired token with the system's own key.
  process.env[STATE_ENV.jwtPrivateKey] = secrets.JWT_PRIVATE_KEY
  // The phone-line test calls the IVR endpoint, whose shared secret is part of its URL.
  process.env[STATE_ENV.ivrSecret] = secrets.IVR_SECRET
  process.env[STATE_ENV.opsToken] = secrets.INTERNAL_TOKEN_OPS
  process.env[STATE_ENV.reportingUrl] = system.serviceUrls.reporting ?? ''
  process.env[STATE_ENV.seatingUrl] = system.serviceUrls.seating ?? ''
  process.env[STATE_ENV.billingUrl] = system.serviceUrls.billing ?? ''
  process.env[STATE_ENV.authUrl] = system.serviceUrls.auth ?? ''
  process.env[STATE_ENV.workersToken] = secrets.INTERNAL_TOKEN_WORKERS
  // The billing test ages an account past its trial in auth's database, and moves the card provider's clock.
  process.env[STATE_ENV.dbPrefix] = prefix
  process.env[STATE_ENV.cardProviderUrl] = cardStandInUrl(system.config)
  // Email tests read what the workers sent from the mail stand-in's outbox (GET /messages).
  process.env[STATE_ENV.mailOutboxUrl] = mailStandInUrl(system.config)

  return async () => {
    await system.stop()
    log.end()
    const dropped = await dropDatabases(system.config.mysqlUrl, prefix)
    await deleteRedisPrefix(system.config.redisUrl, prefix)
    for (const line of axeSummary(readAxeLog())) console.log(line)
    console.log(`[e2e] system stopped; dropped ${dropped.length} database(s); logs kept in ${logFile}`)
  }
}

async function moveCardProviderTo(url: string, at: Date): Promise<void> {
  const date = at.toLocaleDateString('en-CA', { timeZone: 'Asia/Jerusalem' })
  const res = await fetch(`${url}/__test/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ date }),
  })
  if (!res.ok) throw new Error(`the card provider's clock did not move to ${date}: ${await res.text()}`)
}
