import { createHmac } from 'node:crypto'
import mysql from 'mysql2/promise'

/** One database user: name and password. */
export interface DbLogin {
  user: string
  password: string
}

/**
 * A service's two database users. The service runs as `runtime`, which reads and writes rows of its own
 * database and nothing else; `migration` creates that database and changes its tables.
 */
export interface ServiceDbUsers {
  database: string
  runtime: DbLogin
  migration: DbLogin
}

/** What a running service may do: rows only, no DDL. */
const RUNTIME_RIGHTS = 'SELECT, INSERT, UPDATE, DELETE'

/** Errors that mean the admin URL's user may not create users or grant rights. */
const NO_RIGHTS = new Set([1044, 1045, 1142, 1227, 1410])

/**
 * The users of one database: `<database>` and `<database>_mig` (MySQL 8 allows 32 characters), with
 * passwords derived from one local key, so nothing per user needs to be stored.
 */
export function serviceDbUsers(key: string, database: string): ServiceDbUsers {
  const login = (user: string): DbLogin => ({
    user,
    password: createHmac('sha256', key).update(user).digest('base64url'),
  })
  return { database, runtime: login(database), migration: login(`${database}_mig`) }
}

/** The server of adminUrl, signed in as another user. */
export function mysqlUrlAs(adminUrl: string, login: DbLogin): string {
  const url = new URL(adminUrl)
  url.username = encodeURIComponent(login.user)
  url.password = encodeURIComponent(login.password)
  return url.toString().replace(/\/$/, '')
}

/** In GRANT, `_` and `%` of a database name are wildcards: escaped, the grant names that database alone. */
const grantPattern = (database: string): string => `\`${database.replace(/[_%\\]/g, '\\$&')}\`.*`

export class NoGrantRightsError extends Error {}

/**
 * Creates (or brings up to date) each service's users and their rights, as adminUrl's user. Idempotent:
 * run on every start. Throws NoGrantRightsError when that user may not create users.
 */
export async function grantServiceUsers(
  adminUrl: string,
  services: readonly ServiceDbUsers[],
): Promise<void> {
  const conn = await mysql.createConnection({ uri: adminUrl })
  try {
    for (const s of services) {
      if (!/^\w+$/.test(s.database)) throw new Error(`bad database name ${s.database}`)
      for (const [login, rights] of [
        [s.runtime, RUNTIME_RIGHTS],
        [s.migration, 'ALL PRIVILEGES'],
      ] as const) {
        await conn.query('CREATE USER IF NOT EXISTS ?@? IDENTIFIED BY ?', [login.user, '%', login.password])
        // A user left from an earlier key gets today's password.
        await conn.query('ALTER USER ?@? IDENTIFIED BY ?', [login.user, '%', login.password])
        await conn.query(`GRANT ${rights} ON ${grantPattern(s.database)} TO ?@?`, [login.user, '%'])
      }
    }
  } catch (err) {
    const errno = (err as { errno?: number }).errno
    if (errno !== undefined && NO_RIGHTS.has(errno))
      throw new NoGrantRightsError(`${(err as Error).message}`, { cause: err })
    throw err
  } finally {
    await conn.end()
  }
}

/** Drops every user named `<prefix>_*`; only ever called with a throw-away test prefix. */
export async function dropServiceUsers(adminUrl: string, prefix: string): Promise<string[]> {
  if (!/^[a-z0-9_]+$/i.test(prefix)) throw new Error(`refusing odd user prefix ${prefix}`)
  const conn = await mysql.createConnection({ uri: adminUrl })
  try {
    const [rows] = await conn.query<mysql.RowDataPacket[]>(
      'SELECT User AS user, Host AS host FROM mysql.user WHERE User LIKE ?',
      [`${prefix}\\_%`],
    )
    for (const r of rows) await conn.query('DROP USER IF EXISTS ?@?', [r.user, r.host])
    return rows.map((r) => String(r.user))
  } finally {
    await conn.end()
  }
}
