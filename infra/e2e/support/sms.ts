import mysql from 'mysql2/promise'
import { stateValue } from '../e2e-env.js'

/** The SMS the local provider recorded for the phone, oldest first (no API shows a message). */
export async function smsTo(phone: string): Promise<string[]> {
  const conn = await mysql.createConnection({
    uri: process.env.MYSQL_URL ?? 'mysql://root@127.0.0.1:3306',
    database: `${stateValue('dbPrefix')}_reporting`,
  })
  try {
    const [rows] = await conn.execute('SELECT text FROM sms_local_messages WHERE phone = ? ORDER BY id', [
      phone,
    ])
    return (rows as Array<{ text: string }>).map((r) => r.text)
  } finally {
    await conn.end()
  }
}

/** The last SMS the local provider recorded for the phone ('' when none). */
export const lastSms = async (phone: string): Promise<string> => (await smsTo(phone)).at(-1) ?? ''

/** The path of the link an SMS ends with. */
export const linkPath = (sms: string) => new URL(/https?:\/\/\S+$/.exec(sms)?.[0] ?? 'http://x/').pathname
