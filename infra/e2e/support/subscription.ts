import mysql from 'mysql2/promise'
import { stateValue } from '../e2e-env.js'

const DAY_MS = 86_400_000

/**
 * Ages an account past its trial (status 1): created 30 days ago, its trial end passed yesterday. The product
 * has no way to move time, so this goes to auth's database of the e2e run, as the services' own tests do.
 */
export async function expireTrial(email: string): Promise<void> {
  const conn = await mysql.createConnection({
    uri: process.env.MYSQL_URL ?? 'mysql://root@127.0.0.1:3306',
    database: `${stateValue('dbPrefix')}_auth`,
    timezone: 'Z',
  })
  try {
    const now = Date.now()
    const [result] = await conn.execute(
      'UPDATE users SET created_at = ?, subscription_ends_at = ? WHERE email = ?',
      [new Date(now - 30 * DAY_MS), new Date(now - DAY_MS), email],
    )
    if ((result as { affectedRows: number }).affectedRows !== 1)
      throw new Error(`no account ${email} to expire`)
  } finally {
    await conn.end()
  }
}

/** The card provider's documented test cards (infra/stand-ins/card-provider/CONTEXT.md). */
export const TEST_CARD = { success: '4111111111111111', declined: '4000000000000002' } as const
