import { expect, type APIRequestContext } from '@playwright/test'
import mysql from 'mysql2/promise'
import { stateValue } from '../e2e-env.js'
import { api } from './api.js'

/**
 * Verifies the account's phone as its warden does (a code asked for, then typed), reading the code the local
 * telephony provider spoke from the reporting database of the e2e run: no API shows a code.
 */
export async function verifyPhoneViaApi(request: APIRequestContext, token: string): Promise<void> {
  const { phone } = await api<{ phone: string }>(
    request,
    token,
    'POST',
    '/reminders/phone-verification/code',
    {},
  )
  const conn = await mysql.createConnection({
    uri: process.env.MYSQL_URL ?? 'mysql://root@127.0.0.1:3306',
    database: `${stateValue('dbPrefix')}_reporting`,
  })
  let code: string
  try {
    const [rows] = await conn.execute(
      "SELECT spoken FROM reminder_local_calls WHERE phone = ? AND behaviour = 'code' ORDER BY id DESC LIMIT 1",
      [phone],
    )
    code = ((rows as Array<{ spoken: string }>)[0]?.spoken.match(/\d/g) ?? []).slice(0, 6).join('')
  } finally {
    await conn.end()
  }
  expect(code).toMatch(/^\d{6}$/)
  await api(request, token, 'POST', '/reminders/phone-verification', { code })
}
