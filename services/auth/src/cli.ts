import { parseArgs } from 'node:util'
import { prepareDatabase, type Knex } from '@seats/kit'
import { migrations } from '../migrations'
import { loadCliEnv } from './cli/cli-env'
import { readSampleAccounts, ensureSampleAccounts } from './cli/sample-accounts'
import { describeAccount, seedAccounts } from './cli/seed'
import { ensureAccount } from './cli/staff-accounts'

const USAGE = `Usage:
  cli seed                                            ensure the admin, the demo synagogue and the season demo accounts
  cli create-admin --email <email> [--password <pw>] [--name <name>]
                                                      create an admin, or promote an existing account
  cli sample-accounts --file <json>                   ensure the sample synagogues of {"accounts": [...]}
                                                      (by email, backdated; existing ones left as they are)
                                                      and print [{email, id, created}] as JSON
Environment: MYSQL_URL, MIGRATION_MYSQL_URL, DB_NAME (default seats_auth), SEED_ADMIN_EMAIL/PASSWORD/NAME, SEED_DEMO_EMAIL/PASSWORD/NAME/SYNAGOGUE/PHONE,
  SEED_SEASON_DEMO_EMAIL/PASSWORD/NAME/SYNAGOGUE/PHONE`

class UsageError extends Error {}

async function createAdmin(db: Knex, args: string[]): Promise<string> {
  const { values } = parseArgs({
    args,
    options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
    strict: true,
  })
  if (!values.email || !/^[^\s@]+@[^\s@]+$/.test(values.email)) throw new UsageError('--email is required')
  if (values.password !== undefined && values.password.length < 8)
    throw new UsageError('--password needs at least 8 characters')
  const account = await ensureAccount(db, {
    email: values.email,
    password: values.password,
    contactName: values.name ?? 'מנהל המערכת',
    admin: true,
    renew: false,
  })
  return describeAccount('admin', account)
}

function sampleAccountsFile(args: string[]): string {
  const { values } = parseArgs({ args, options: { file: { type: 'string' } }, strict: true })
  if (!values.file) throw new UsageError('--file is required')
  return values.file
}

const COMMANDS = ['seed', 'create-admin', 'sample-accounts']

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv
  if (!command || !COMMANDS.includes(command)) {
    console.error(USAGE)
    return command === '--help' || command === 'help' ? 0 : 2
  }
  // Arguments and the file are checked before the database is touched.
  const samples = command === 'sample-accounts' ? await readSampleAccounts(sampleAccountsFile(rest)) : null
  const env = loadCliEnv()
  // The same database as the service, migrated first so the CLI works on a fresh machine.
  const db = await prepareDatabase(
    {
      mysqlUrl: env.MYSQL_URL,
      migrationUrl: env.MIGRATION_MYSQL_URL,
      database: env.DB_NAME,
      migrations,
      pool: { max: 2 },
    },
    true,
  )
  try {
    if (command === 'seed') {
      const { admin, demo, team, seasonDemo } = await seedAccounts(db, env)
      console.log(describeAccount('admin', admin))
      console.log(describeAccount('demo', demo))
      for (const member of team) console.log(describeAccount('demo team', member))
      console.log(describeAccount('season demo', seasonDemo))
    } else if (samples) {
      // Ids only: the generated passwords are never shown (nobody signs in as a sample).
      console.log(JSON.stringify(await ensureSampleAccounts(db, samples)))
    } else {
      console.log(await createAdmin(db, rest))
    }
    return 0
  } finally {
    await db.destroy()
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    if (err instanceof UsageError || (err as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      console.error(`${(err as Error).message}\n\n${USAGE}`)
      process.exit(2)
    }
    console.error((err as Error).message)
    process.exit(1)
  },
)
