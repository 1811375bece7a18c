import { parseArgs } from 'node:util'
import { prepareDatabase } from '@seats/kit'
import { migrations } from '../migrations'
import { loadBillingCliEnv } from './cli/cli-env'
import { readSampleYear, writeSampleYear } from './cli/sample-year'
import { createSumitProvider } from './features/provider'

const USAGE = `Usage:
  cli sample-year --file <json>     billing's records of the sample synagogues of {"accounts": [{accountId,
                                    periodMonths, cancelledAt}]} from the card provider's history, for each
                                    account with no subscription yet; prints {written, skipped, missing,
                                    payments} as JSON
Environment: MYSQL_URL, MIGRATION_MYSQL_URL, DB_NAME (default seats_billing), SUMIT_API_URL, SUMIT_COMPANY_ID,
SUMIT_API_KEY, PROVIDER_TIMEOUT_MS`

class UsageError extends Error {}

function fileOf(args: string[]): string {
  const { values } = parseArgs({ args, options: { file: { type: 'string' } }, strict: true })
  if (!values.file) throw new UsageError('--file is required')
  return values.file
}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv
  if (command !== 'sample-year') {
    console.error(USAGE)
    return command === '--help' || command === 'help' ? 0 : 2
  }
  // Arguments and the file are checked before the database or the provider is touched.
  const accounts = await readSampleYear(fileOf(rest))
  const env = loadBillingCliEnv()
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
    const provider = createSumitProvider({
      apiUrl: env.SUMIT_API_URL,
      companyId: env.SUMIT_COMPANY_ID,
      apiKey: env.SUMIT_API_KEY,
      timeoutMs: env.PROVIDER_TIMEOUT_MS,
    })
    const result = await writeSampleYear({ db, provider, now: () => new Date() }, accounts)
    console.log(JSON.stringify(result))
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
