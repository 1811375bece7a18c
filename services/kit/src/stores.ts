import { migrateDatabase, prepareDatabase, type Knex, type Migration } from './db'
import type { BaseEnv, DbEnv } from './env'
import { connectRedis, type Redis } from './redis'

/** A service's own database (created and migrated when MIGRATE_ON_BOOT) and its Redis, as its env names them. */
export async function openStores(
  env: Pick<BaseEnv, 'MYSQL_URL' | 'REDIS_URL'> & DbEnv,
  migrations: Record<string, Migration>,
): Promise<{ db: Knex; redis: Redis }> {
  const opts = {
    mysqlUrl: env.MYSQL_URL,
    migrationUrl: env.MIGRATION_MYSQL_URL,
    database: env.DB_NAME,
    migrations,
  }
  if (env.MIGRATE_ONLY) {
    await migrateDatabase(opts)
    process.stdout.write(`${env.DB_NAME} migrated\n`)
    process.exit(0)
  }
  const db = await prepareDatabase(opts, env.MIGRATE_ON_BOOT)
  const redis = await connectRedis(env.REDIS_URL)
  return { db, redis }
}
