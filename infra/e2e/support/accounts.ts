import { randomBytes, randomInt } from 'node:crypto'
import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { stateValue } from '../e2e-env.js'

export interface Account {
  email: string
  password: string
  contactName: string
}

/** The administrator the e2e system starts with. */
export const adminAccount = (): Account => ({
  email: stateValue('adminEmail'),
  password: stateValue('adminPassword'),
  contactName: '',
})

export function newAccount(): Account {
  const id = randomBytes(5).toString('hex')
  return {
    email: `gabbai-${id}@example.com`,
    password: `Seats-${id}-pw`,
    contactName: `גבאי ${id.slice(0, 4)}`,
  }
}

/** Each account's own: synagogues of one name may not share a worshipper's phone, and fixtures reuse phones. */
const synagogueName = () => `אהל משה ${randomInt(100_000, 1_000_000)}`

/**
 * An account made through the public API, for tests that are not about registering. New accounts get the
 * guided tour; unless a test asks for a new user (`newUser`), the account is marked not new so the tour
 * stays out of screens the test is about.
 */
export async function registerViaApi(
  request: APIRequestContext,
  account: Account = newAccount(),
  options: { newUser?: boolean; phone?: string } = {},
): Promise<Account> {
  const res = await request.post('/api/auth/register', {
    data: {
      email: account.email,
      password: account.password,
      contactName: account.contactName,
      synagogueName: synagogueName(),
      phone: options.phone ?? '0501234567',
    },
  })
  expect(res.status(), await res.text()).toBe(201)
  if (!options.newUser) {
    const { accessToken, user } = (await res.json()) as { accessToken: string; user: { id: number } }
    const marked = await request.patch(`/api/users/${user.id}/markAsNotNew`, {
      headers: { authorization: `Bearer ${accessToken}` },
    })
    expect(marked.status(), await marked.text()).toBe(200)
  }
  return account
}

export async function registerViaUi(page: Page, account: Account = newAccount()): Promise<Account> {
  await page.goto('/register')
  await page.getByLabel('שם מלא').fill(account.contactName)
  await page.getByLabel('שם בית הכנסת').fill(synagogueName())
  await page.getByLabel('טלפון').fill('050-1234567')
  await page.getByLabel('אימייל').fill(account.email)
  await page.getByLabel('סיסמה').fill(account.password)
  await page.getByRole('button', { name: 'יצירת חשבון' }).click()
  return account
}

/** Fills the login form of the page already on /login. */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('אימייל').fill(email)
  await page.getByLabel('סיסמה').fill(password)
  await page.getByRole('button', { name: 'התחברות', exact: true }).click()
}

export async function loginViaUi(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login')
  await submitLogin(page, email, password)
  await expect(page).not.toHaveURL(/\/login$/)
}

/** The user menu exists only for a signed-in user; its name carries the account's contact name. */
export const userMenu = (page: Page) => page.getByRole('button', { name: /תפריט משתמש/ })

export const storedToken = (page: Page): Promise<string | null> =>
  page.evaluate(() => localStorage.getItem('token'))
