import { migrateDatabase, prepareDatabase, type Knex, type Migration } from './db'
import type { BaseEnv, DbEnv } from './env'
import type { Logger } from './logger'
import { checkRedisPersistence, connectRedis, type Redis } from './redis'

/**
 * A service's own database (created and migrated when MIGRATE_ON_BOOT) and its Redis, as its env names
 * them; a production process warns when Redis would forget what it holds on a restart.
 */
export async function openStores(
  env: Pick<BaseEnv, 'MYSQL_URL' | 'REDIS_URL' | 'NODE_ENV'> & DbEnv,
  migrations: Record<string, Migration>,
  log?: Logger,
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
  if (log) await checkRedisPersistence(redis, log, env.NODE_ENV === 'production')
  return { db, redis }
}
