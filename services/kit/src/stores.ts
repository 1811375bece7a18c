import { prepareDatabase, type Knex, type Migration } from './db'
import type { BaseEnv, DbEnv } from './env'
import { connectRedis, type Redis } from './redis'

/** A service's own database (created and migrated when MIGRATE_ON_BOOT) and its Redis, as its env names them. */
export async function openStores(
  env: Pick<BaseEnv, 'MYSQL_URL' | 'REDIS_URL'> & DbEnv,
  migrations: Record<string, Migration>,
): Promise<{ db: Knex; redis: Redis }> {
  if (env.MIGRATE_ONLY) {
    const db = await prepareDatabase({ mysqlUrl: env.MYSQL_URL, database: env.DB_NAME, migrations }, true)
    await db.destroy()
    process.stdout.write(`${env.DB_NAME} migrated\n`)
    process.exit(0)
  }
  const db = await prepareDatabase(
    { mysqlUrl: env.MYSQL_URL, database: env.DB_NAME, migrations },
    env.MIGRATE_ON_BOOT,
  )
  const redis = await connectRedis(env.REDIS_URL)
  return { db, redis }
}
