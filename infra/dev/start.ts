/**
 * `npm start`: build, start and seed the whole system, print where to go, stop everything on Ctrl-C.
 * `npm run dev` (--dev): the same with tsx watch and Vite dev servers instead of builds.
 */
import path from 'node:path'
import { buildAll } from './build.js'
import { HTTP_SERVICES } from './catalog.js'
import { checkMysql } from './databases.js'
import { mailStandInUrl } from './env.js'
import { CARD_STATE_FILE, MAIL_STATE_FILE, SECRETS_FILE } from './paths.js'
import { loadSecrets } from './secrets.js'
import {
  describeSampleYear,
  describeSeasonDemo,
  seedDemoSynagogue,
  seedSampleYear,
  seedSeasonDemo,
} from './seed.js'
import { startSystem, type RunningSystem } from './system.js'

const dev = process.argv.includes('--dev')
const skipBuild = process.argv.includes('--no-build')

const bold = (s: string): string => (process.stdout.isTTY ? `\x1b[1m${s}\x1b[0m` : s)
const log = (s: string): void => console.log(`\x1b[1;36m[seats]\x1b[0m ${s}`)
const seconds = (since: number): string => `${((Date.now() - since) / 1000).toFixed(1)} s`

async function main(): Promise<void> {
  const t0 = Date.now()
  await checkMysql(process.env.MYSQL_URL ?? 'mysql://root@127.0.0.1:3306')
  const { secrets, created } = loadSecrets(SECRETS_FILE)
  if (!dev && !skipBuild) {
    log('building shell, remotes, services and gateway')
    const tb = Date.now()
    await buildAll()
    log(`build done in ${seconds(tb)}`)
  }

  // Filled once started; a signal during the build has nothing to stop yet.
  const running: { system?: RunningSystem } = {}
  let stopping = false
  const shutdown = async (code: number): Promise<void> => {
    if (stopping) return
    stopping = true
    log('stopping…')
    await running.system?.stop()
    log('stopped')
    process.exit(code)
  }
  for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(sig, () => void shutdown(0))

  log(`starting ${dev ? 'in dev mode (watch + Vite dev servers)' : 'the built system'}`)
  const system = await startSystem({
    mode: dev ? 'dev' : 'prod',
    secrets,
    cardStateFile: CARD_STATE_FILE,
    mailStateFile: MAIL_STATE_FILE,
    onProcessEvent: (event) => {
      if (event.kind === 'exited') {
        const wait = `${Math.round(event.restartInMs / 1000)} s`
        log(
          event.crashing
            ? `${event.name} keeps crashing (exit ${String(event.exitCode)}); it is down, and is started again in ${wait}. Its last lines:\n${running.system?.tail(event.name) ?? ''}`
            : `${event.name} stopped on its own (exit ${String(event.exitCode)}); starting it again in ${wait}, the rest keep serving`,
        )
      } else if (event.kind === 'restarted') log(`${event.name} started again`)
      else log(`${event.name} has stayed up a minute: it is well again`)
    },
  })
  running.system = system
  const seatingUrl = system.serviceUrls.seating
  if (seatingUrl) {
    await seedDemoSynagogue({
      gatewayUrl: system.gatewayUrl,
      seatingUrl,
      reportingUrl: system.serviceUrls.reporting,
      internalToken: secrets.INTERNAL_TOKEN_OPS,
      email: secrets.SEED_DEMO_EMAIL,
      password: secrets.SEED_DEMO_PASSWORD,
    }).catch((err: unknown) =>
      log(`the demo synagogue was not seeded: ${err instanceof Error ? err.message : String(err)}`),
    )
    await seedSeasonDemo({
      gatewayUrl: system.gatewayUrl,
      seatingUrl,
      internalToken: secrets.INTERNAL_TOKEN_OPS,
      email: secrets.SEED_SEASON_DEMO_EMAIL,
      password: secrets.SEED_SEASON_DEMO_PASSWORD,
    }).then(
      (season) => log(describeSeasonDemo(season)),
      (err: unknown) =>
        log(`the season demo was not seeded: ${err instanceof Error ? err.message : String(err)}`),
    )
  }
  // The admin's billing views get a year of sample synagogues, paid through the local card provider only.
  if (system.config.cardStandIn && system.serviceUrls.auth && system.serviceUrls.billing) {
    await seedSampleYear(system.config).then(
      (done) => log(describeSampleYear(done)),
      (err: unknown) =>
        log(`the sample billing year was not seeded: ${err instanceof Error ? err.message : String(err)}`),
    )
  }
  const missing = HTTP_SERVICES.map((s) => s.name).filter((n) => !system.serviceUrls[n])

  console.log('')
  log(`ready in ${seconds(t0)}: ${system.processNames.join(', ')}`)
  if (missing.length) log(`not deployed yet (the gateway answers 503 for them): ${missing.join(', ')}`)
  console.log('')
  console.log(`  ${bold('Open')}   ${bold(system.appUrl)}`)
  if (dev) console.log(`  API    ${system.gatewayUrl}`)
  // Passwords and the phone line's secret are shown once, when generated; after that they live only in
  // the secrets file, not in every log of every start.
  const shown = (key: keyof typeof secrets) =>
    created.has(key) ? secrets[key] : `<${key} in ${path.relative(process.cwd(), SECRETS_FILE)}>`
  console.log(`  Admin  ${secrets.SEED_ADMIN_EMAIL} / ${shown('SEED_ADMIN_PASSWORD')}`)
  console.log(`  Demo   ${secrets.SEED_DEMO_EMAIL} / ${shown('SEED_DEMO_PASSWORD')}`)
  console.log(
    `  Team   demo-warden@example.com (warden), demo-viewer@example.com (viewer), the demo's password`,
  )
  console.log(`  Season demo  ${secrets.SEED_SEASON_DEMO_EMAIL} / ${shown('SEED_SEASON_DEMO_PASSWORD')}`)
  if (system.serviceUrls.reporting)
    console.log(
      `  Phone  ${system.gatewayUrl}/api/ivr/yemot/${shown('IVR_SECRET')} (the IVR provider's callback URL)`,
    )
  if (system.config.cardStandIn) {
    console.log(
      `  Cards  the local card provider: 4111111111111111 pays, 4000000000000002 is declined (any future date, CVV 123, ID 123456782)`,
    )
  }
  if (system.config.mailStandIn) {
    console.log(
      `  Mail   the local SMTP server keeps every message: ${mailStandInUrl(system.config)}/messages (the admin's /outbox shows them too)`,
    )
  }
  console.log(`  (passwords live in ${SECRETS_FILE}; Ctrl-C stops everything)`)
  console.log('')

  // Supervised from here on: a process that exits is started again (restart-policy.ts) until Ctrl-C.
}

main().catch((err: unknown) => {
  console.error(`\x1b[1;31m[seats]\x1b[0m ${err instanceof Error ? err.message : String(err)}`)
  process.exit(1)
})
