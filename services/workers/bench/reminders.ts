/**
 * Friday reminders at scale. Prints figures; not a test.
 *
 *   npx tsx bench/reminders.ts                                   (200 accounts x 100 worshippers = 20,000)
 *   BENCH_ACCOUNTS=20 BENCH_PER_ACCOUNT=100 BENCH_CALLS_PER_SECOND=100 BENCH_CONCURRENCY=20 npx tsx bench/reminders.ts
 *
 * Starts real auth, seating and reporting (fresh databases, the local provider) and this package's reminders
 * worker in this process. Every account gets BENCH_PER_ACCOUNT worshippers; every tenth shares the phone of
 * the one before (one call for both), and every twentieth already reported (its phone skipped). At Friday 10:00 (the
 * services' clock) one run job per account is added at once, as the schedulers would. Figures: the time to
 * enqueue every call job, calls per second against the limiter, and duplicates and misses counted from the
 * local provider's own log against the expected phones.
 */
import { REMINDER_RUN_JOB, REMINDERS_QUEUE } from '@seats/contracts'
import { createLogger } from '@seats/kit'
import { testRedisUrl } from '@seats/kit/testing'
import { startReporting, COMING_SHABBAT } from '@seats/reporting/src/testing/reporting-harness'
import { Queue } from 'bullmq'
import { workersEnvSchema } from '../src/env'
import { startReminders } from '../src/reminders/reminders.worker'

const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? 200)
const PER_ACCOUNT = Number(process.env.BENCH_PER_ACCOUNT ?? 100)
const CALLS_PER_SECOND = Number(process.env.BENCH_CALLS_PER_SECOND ?? 200)
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20)

const log = createLogger('bench', 'silent')
const connection = { url: testRedisUrl(), maxRetriesPerRequest: null }
const reporting = await startReporting()
reporting.setNow(new Date('2026-11-20T08:00:00Z'))
const db = reporting.instances[0]!.deps.db
const queue = new Queue(REMINDERS_QUEUE, { connection, prefix: reporting.prefix })

try {
  console.log(`setting up ${ACCOUNTS} accounts x ${PER_ACCOUNT} worshippers…`)
  const expected = new Set<string>()
  const accountIds: number[] = []
  let n = 0
  for (let a = 0; a < ACCOUNTS; a++) {
    const account = await reporting.registerAccount()
    accountIds.push(account.id)
    const rows = []
    let phone = ''
    for (let i = 0; i < PER_ACCOUNT; i++) {
      if (i % 10 !== 9) phone = `05${String(n++).padStart(8, '0')}`
      rows.push({ firstName: `מתפלל${i}`, lastName: `חשבון${a}`, phone })
    }
    const res = await account.seating<{ created: Array<{ id: number; phone: string }> }>(
      'POST',
      '/api/persons/many',
      rows,
    )
    if (res.status !== 201 && res.status !== 200)
      throw new Error(`persons: ${res.status} ${JSON.stringify(res.body)}`)
    const created = res.body.created
    // Every twentieth reported already (its phone's other person, if any, is still called).
    const reported = new Set(created.filter((_, i) => i % 20 === 4).map((p) => p.id))
    for (const p of created)
      if (!reported.has(p.id) || created.some((q) => q.phone === p.phone && !reported.has(q.id)))
        expected.add(`${account.id}:${p.phone}`)
    for (const id of reported)
      await account.call('POST', '/api/reports', { personId: id, date: COMING_SHABBAT })
    const put = await account.call('PUT', '/api/reminders', {
      enabled: true,
      weekday: 5,
      hour: 10,
      minute: 0,
      audience: 'all',
      personIds: [],
      dateTarget: 'shabbat',
      city: 'Jerusalem',
      text: 'תזכורת לקראת {תאריך}',
    })
    if (put.status !== 200) throw new Error(`setting: ${put.status}`)
  }
  console.log(`${expected.size} phones expected to ring`)

  const env = workersEnvSchema.parse({
    REDIS_PREFIX: reporting.prefix,
    AUTH_URL: reporting.seating.auth.base,
    INTERNAL_TOKEN: reporting.seating.auth.env.INTERNAL_TOKEN,
    REPORTING_URL: reporting.base,
    REMINDER_CALLS_PER_SECOND: String(CALLS_PER_SECOND),
    REMINDER_CONCURRENCY: String(CONCURRENCY),
  })
  const workers = await startReminders(env, connection, log)
  const t0 = Date.now()
  await queue.addBulk(accountIds.map((accountId) => ({ name: REMINDER_RUN_JOB, data: { accountId } })))
  let enqueuedAt = 0
  let firstCallAt = 0
  for (;;) {
    await new Promise((r) => setTimeout(r, 250))
    const counts = await queue.getJobCounts(
      'waiting',
      'active',
      'delayed',
      'completed',
      'failed',
      'prioritized',
    )
    const callJobs = Object.values(counts).reduce((s, v) => s + v, 0) - ACCOUNTS
    if (!enqueuedAt && callJobs >= expected.size) enqueuedAt = Date.now()
    const calls = Number(((await db('reminder_local_calls').count('* as n').first()) as { n: number }).n)
    if (!firstCallAt && calls > 0) firstCallAt = Date.now()
    if (calls >= expected.size && counts.active === 0 && counts.waiting === 0) break
    if (Date.now() - t0 > 30 * 60_000) throw new Error('gave up after 30 minutes')
  }
  const done = Date.now()
  await Promise.all(workers.map((w) => w.close()))

  const rows = (await db('reminder_local_calls').select('owner_id', 'phone')) as Array<{
    owner_id: number
    phone: string
  }>
  const seen = new Map<string, number>()
  for (const r of rows) seen.set(`${r.owner_id}:${r.phone}`, (seen.get(`${r.owner_id}:${r.phone}`) ?? 0) + 1)
  const duplicates = [...seen.values()].filter((c) => c > 1).length
  const misses = [...expected].filter((k) => !seen.has(k)).length
  const unexpected = [...seen.keys()].filter((k) => !expected.has(k)).length
  const seconds = (done - firstCallAt) / 1000
  console.log(
    JSON.stringify(
      {
        accounts: ACCOUNTS,
        worshippers: ACCOUNTS * PER_ACCOUNT,
        phonesExpected: expected.size,
        callsPlaced: rows.length,
        enqueueAllCallJobsMs: enqueuedAt - t0,
        callsPerSecond: Number((rows.length / seconds).toFixed(1)),
        limiterPerSecond: CALLS_PER_SECOND,
        concurrency: CONCURRENCY,
        totalSeconds: Number(((done - t0) / 1000).toFixed(1)),
        duplicates,
        misses,
        unexpected,
      },
      null,
      2,
    ),
  )
} finally {
  await queue.close()
  await reporting.close()
}
