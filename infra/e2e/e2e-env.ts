import path from 'node:path'
import { INFRA_DIR } from '../dev/paths.js'

/** The e2e system's own ports, away from a developer's running `npm start` (movable for a busy machine). */
export const E2E_PORTS = {
  gateway: Number(process.env.E2E_GATEWAY_PORT ?? 18080),
  firstService: Number(process.env.E2E_FIRST_SERVICE_PORT ?? 18101),
}
/** localhost, not 127.0.0.1: browsers treat it as a secure context, so Secure cookies work over http. */
export const E2E_BASE_URL = `http://localhost:${E2E_PORTS.gateway}`
/** A second origin that serves a copied remote, for the redeploy test. */
export const E2E_REMOTE_HOST_PORT = Number(process.env.E2E_REMOTE_HOST_PORT ?? 18199)
export const ARTIFACTS_DIR = path.join(INFRA_DIR, 'e2e', 'artifacts')
export const SCREENSHOTS_DIR = path.join(ARTIFACTS_DIR, 'screenshots')

/** Values the global setup hands to the test workers (through process.env). */
export const STATE_ENV = {
  manifest: 'SEATS_E2E_MANIFEST',
  runDir: 'SEATS_E2E_RUN_DIR',
  adminEmail: 'SEATS_E2E_ADMIN_EMAIL',
  adminPassword: 'SEATS_E2E_ADMIN_PASSWORD',
  demoEmail: 'SEATS_E2E_DEMO_EMAIL',
  demoPassword: 'SEATS_E2E_DEMO_PASSWORD',
  jwtPrivateKey: 'SEATS_E2E_JWT_PRIVATE_KEY',
  ivrSecret: 'SEATS_E2E_IVR_SECRET',
  /** The operators' internal token and reporting's own address: a demo synagogue's history is seeded as `npm start` does. */
  opsToken: 'SEATS_E2E_OPS_TOKEN',
  reportingUrl: 'SEATS_E2E_REPORTING_URL',
  /** Seating's own address: a full-size season synagogue is seeded as `npm start` does. */
  seatingUrl: 'SEATS_E2E_SEATING_URL',
  /**
   * Billing's and auth's own addresses and the workers' token: a test asks for what the workers run on a
   * schedule (the payments reconcile, the trial reminders), as they would.
   */
  billingUrl: 'SEATS_E2E_BILLING_URL',
  authUrl: 'SEATS_E2E_AUTH_URL',
  workersToken: 'SEATS_E2E_WORKERS_TOKEN',
  dbPrefix: 'SEATS_E2E_DB_PREFIX',
  cardProviderUrl: 'SEATS_E2E_CARD_PROVIDER_URL',
  mailOutboxUrl: 'SEATS_E2E_MAIL_OUTBOX_URL',
  /** The run's calendar, from the real time (SEATS_CLOCK); tests that move it put it back here. */
  clockOffsetMs: 'SEATS_E2E_CLOCK_OFFSET_MS',
} as const

export function stateValue(key: keyof typeof STATE_ENV): string {
  const value = process.env[STATE_ENV[key]]
  if (!value) throw new Error(`${STATE_ENV[key]} is not set: run through the e2e global setup`)
  return value
}
