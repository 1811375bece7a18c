import knexFactory, { type Knex } from 'knex'

export type { Knex }

/** A migration module: small, named by time and intent, safe to re-run. */
export interface Migration {
  up: (knex: Knex) => Promise<void>
  down: (knex: Knex) => Promise<void>
}

/**
 * Migrations are imported statically (a name -> module map) instead of read from a folder,
 * so bundled services and tests run the same list.
 */
class StaticMigrationSource implements Knex.MigrationSource<string> {
  constructor(private readonly migrations: Record<string, Migration>) {}
  async getMigrations() {
    return Object.keys(this.migrations).sort()
  }
  getMigrationName(name: string) {
    return name
  }
  async getMigration(name: string) {
    const m = this.migrations[name]
    if (!m) throw new Error(`unknown migration ${name}`)
    return m
  }
}

function connectionFor(mysqlUrl: string, database?: string): Knex.MySql2ConnectionConfig {
  const u = new URL(mysqlUrl)
  return {
    host: u.hostname,
    port: Number(u.port || 3306),
    user: decodeURIComponent(u.username || 'root'),
    password: decodeURIComponent(u.password),
    ...(database ? { database } : {}),
    charset: 'utf8mb4',
    timezone: 'Z',
    dateStrings: false,
    supportBigNumbers: true,
  }
}

/** Creates the service's own database if it does not exist (utf8mb4 for Hebrew). */
export async function ensureDatabase(mysqlUrl: string, database: string): Promise<void> {
  assertIdentifier(database)
  const admin = knexFactory({
    client: 'mysql2',
    connection: connectionFor(mysqlUrl),
    pool: { min: 0, max: 1 },
  })
  try {
    await admin.raw(
      `CREATE DATABASE IF NOT EXISTS \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
    )
  } finally {
    await admin.destroy()
  }
}

export async function dropDatabase(mysqlUrl: string, database: string): Promise<void> {
  assertIdentifier(database)
  const admin = knexFactory({
    client: 'mysql2',
    connection: connectionFor(mysqlUrl),
    pool: { min: 0, max: 1 },
  })
  try {
    await admin.raw(`DROP DATABASE IF EXISTS \`${database}\``)
  } finally {
    await admin.destroy()
  }
}

function assertIdentifier(name: string) {
  if (!/^\w+$/.test(name)) throw new Error(`bad database name ${name}`)
}

export interface DbOptions {
  mysqlUrl: string
  /**
   * The user that creates the database and runs migrations (DDL on this database alone); the service itself
   * connects as mysqlUrl's user, which may only read and write rows. Unset: mysqlUrl's user does both.
   */
  migrationUrl?: string | undefined
  database: string
  migrations: Record<string, Migration>
  pool?: { min?: number; max?: number }
}

export function createDb(opts: DbOptions): Knex {
  return knexFactory({
    client: 'mysql2',
    connection: connectionFor(opts.mysqlUrl, opts.database),
    pool: { min: opts.pool?.min ?? 0, max: opts.pool?.max ?? 10 },
    migrations: { migrationSource: new StaticMigrationSource(opts.migrations), tableName: 'knex_migrations' },
  })
}

/** Creates the database if needed and runs pending migrations, as the migration user when there is one. */
export async function migrateDatabase(opts: DbOptions): Promise<void> {
  const url = opts.migrationUrl ?? opts.mysqlUrl
  await ensureDatabase(url, opts.database)
  const migrator = createDb({ ...opts, mysqlUrl: url, pool: { min: 0, max: 1 } })
  try {
    // knex's lock keeps concurrent boots safe.
    await migrator.migrate.latest()
  } finally {
    await migrator.destroy()
  }
}

/** The service's pool, after migrating first when asked to. */
export async function prepareDatabase(opts: DbOptions, migrate: boolean): Promise<Knex> {
  if (migrate) await migrateDatabase(opts)
  return createDb(opts)
}

/** MySQL DATETIME(3) in UTC to ISO text for the API. */
export function isoOrNull(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null
  return (value instanceof Date ? value : new Date(value)).toISOString()
}

export function isDuplicateKey(err: unknown): boolean {
  return (err as { code?: string })?.code === 'ER_DUP_ENTRY'
}
