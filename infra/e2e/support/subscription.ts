import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import mysql from 'mysql2/promise'
import { stateValue } from '../e2e-env.js'
import { loginViaUi, registerViaApi, type Account } from './accounts.js'
import { api, apiToken } from './api.js'
import { daysAgoForAll, systemNow } from './clock.js'

/**
 * Moves an account's creation back by `days` (the trial's first 20 days count from it). No API moves it,
 * so this goes to auth's database of the e2e run.
 */
export async function backdateAccount(email: string, days: number): Promise<void> {
  const conn = await mysql.createConnection({
    uri: process.env.MYSQL_URL ?? 'mysql://root@127.0.0.1:3306',
    database: `${stateValue('dbPrefix')}_auth`,
    timezone: 'Z',
  })
  try {
    const [result] = await conn.execute('UPDATE users SET created_at = ? WHERE email = ?', [
      daysAgoForAll(days),
      email,
    ])
    expect((result as { affectedRows: number }).affectedRows).toBe(1)
  } finally {
    await conn.end()
  }
}

/** An admin's edit of the account with this email: the real path, which tells every service at once. */
async function adminEditAccount(
  request: APIRequestContext,
  email: string,
  patch: Record<string, unknown>,
): Promise<void> {
  const admin = await apiToken(request, {
    email: stateValue('adminEmail'),
    password: stateValue('adminPassword'),
    contactName: '',
  })
  const users = await api<Array<{ id: number; email: string | null }>>(request, admin, 'GET', '/users')
  const user = users.find((u) => u.email === email)
  expect(user, email).toBeTruthy()
  await api(request, admin, 'PUT', `/users/admin/${user!.id}`, patch)
}

/**
 * Ends an account's trial (status 1): its creation moves 30 days back (backdateAccount); the end date goes
 * through an admin's edit (account.changed).
 */
export async function expireTrial(request: APIRequestContext, email: string): Promise<void> {
  await backdateAccount(email, 30)
  await adminEditAccount(request, email, { subscriptionEndsAt: daysAgoForAll(1).toISOString() })
}

/** A new warden whose trial has ended, signed in on `path` (the subscription screen, or its payment link). */
export async function lapsedWardenOn(page: Page, request: APIRequestContext, path: string): Promise<Account> {
  const account = await registerViaApi(request)
  await expireTrial(request, account.email)
  await loginViaUi(page, account.email, account.password)
  await page.goto(path)
  return account
}

/** The card provider's documented test cards (infra/stand-ins/card-provider/CONTEXT.md). */
export const TEST_CARD = {
  success: '4111111111111111',
  declined: '4000000000000002',
  /** Charged at once, but the provider's answer comes after billing stopped waiting for it. */
  slow: '4000000000000119',
  /** Charged at once; its next month's renewal is declined ('הכרטיס נחסם'). */
  renewalDeclines: '4000000000000341',
} as const

/**
 * The card form as a warden fills it; the provider's script reads these inputs, our server never sees them.
 * The card is valid until December two years on unless `expiry` says otherwise.
 */
export async function fillCard(
  dialog: Locator,
  cardNumber: string,
  expiry: { month: number; year: number } = { month: 12, year: new Date().getFullYear() + 2 },
): Promise<void> {
  await dialog.getByLabel('מספר כרטיס').fill(cardNumber)
  await dialog.getByLabel('חודש').fill(String(expiry.month))
  await dialog.getByLabel('שנה').fill(String(expiry.year))
  await dialog.getByLabel('CVV (3 ספרות)').fill('123')
  await dialog.getByLabel('תעודת זהות').fill('123456782')
}

/** The payments reconcile the workers run every 10 minutes, asked for now with their token. */
export async function reconcilePayments(request: APIRequestContext): Promise<void> {
  const res = await request.post(`${stateValue('billingUrl')}/internal/maintenance/reconcile-billing`, {
    headers: { 'x-service-token': stateValue('workersToken') },
  })
  expect(res.status()).toBe(200)
}

/** The daily trial reminders the workers ask auth for, asked for now with their token; answers how many went. */
export async function sendTrialReminders(request: APIRequestContext): Promise<number> {
  const res = await request.post(`${stateValue('authUrl')}/internal/maintenance/trial-reminders`, {
    headers: { 'x-service-token': stateValue('workersToken') },
  })
  expect(res.status()).toBe(200)
  return ((await res.json()) as { sent: number }).sent
}

/** Sets the account's trial to end at noon (Israel) `days` days from the system's today; answers that day. */
export async function endTrialInDays(
  request: APIRequestContext,
  email: string,
  days: number,
): Promise<string> {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jerusalem' }).format(systemNow())
  const lastDay = new Date(Date.parse(`${today}T10:00:00Z`) + days * 86_400_000).toISOString()
  await adminEditAccount(request, email, { subscriptionEndsAt: lastDay })
  return lastDay.slice(0, 10)
}

/**
 * The card provider's own calendar, moved forward to `date` (YYYY-MM-DD): the recurring charges due by then
 * run, as they would on those days. It never goes back, so only the serial specs, after everything else
 * that pays, may move it.
 */
export async function moveCardProviderClock(request: APIRequestContext, date: string): Promise<void> {
  const res = await request.post(`${stateValue('cardProviderUrl')}/__test/clock`, { data: { date } })
  expect(res.status(), await res.text()).toBe(200)
}
