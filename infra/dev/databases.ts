import mysql from 'mysql2/promise'
import { Redis } from 'ioredis'
import { dropServiceUsers } from './db-users.js'

/** Fails with an actionable message when MySQL answers but refuses our user. */
export async function checkMysql(url: string): Promise<void> {
  let conn: mysql.Connection | undefined
  try {
    conn = await mysql.createConnection({ uri: url, connectTimeout: 5000 })
    await conn.query('SELECT 1')
  } catch (err) {
    const code = (err as { code?: string }).code
    if (code === 'ER_ACCESS_DENIED_ERROR' || code === 'ER_ACCESS_DENIED_NO_PASSWORD_ERROR') {
      throw new Error(
        `MySQL refused ${url}. Either set MYSQL_URL to a user that may create databases, ` +
          `or create one: mariadb -e "CREATE USER 'seats'@'127.0.0.1' IDENTIFIED BY 'seats'; ` +
          `GRANT ALL ON *.* TO 'seats'@'127.0.0.1'" and use MYSQL_URL=mysql://seats:seats@127.0.0.1:3306`,
        { cause: err },
      )
    }
    throw new Error(`MySQL at ${url} is not usable: ${(err as Error).message}`, { cause: err })
  } finally {
    await conn?.end()
  }
}

/** Drops every database named `<prefix>_*`, and their users; only ever called with a throw-away test prefix. */
export async function dropDatabases(url: string, prefix: string): Promise<string[]> {
  if (!/^[a-z0-9_]+$/i.test(prefix)) throw new Error(`refusing odd database prefix ${prefix}`)
  const conn = await mysql.createConnection({ uri: url })
  try {
    const [rows] = await conn.query<mysql.RowDataPacket[]>('SHOW DATABASES LIKE ?', [`${prefix}\\_%`])
    const names = rows.map((r) => String(Object.values(r)[0]))
    for (const name of names) await conn.query(`DROP DATABASE IF EXISTS \`${name}\``)
    await dropServiceUsers(url, prefix)
    return names
  } finally {
    await conn.end()
  }
}

/** Deletes every Redis key under a throw-away prefix. */
export async function deleteRedisPrefix(url: string, prefix: string): Promise<number> {
  if (prefix.length < 8) throw new Error(`refusing short Redis prefix ${prefix}`)
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 })
  await redis.connect()
  let deleted = 0
  try {
    let cursor = '0'
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500)
      cursor = next
      if (keys.length) deleted += await redis.del(...keys)
    } while (cursor !== '0')
  } finally {
    await redis.quit()
  }
  return deleted
}
