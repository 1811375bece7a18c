/**
 * Friday reminders at scale. Prints figures; not a test.
 *
 *   pnpm -F @seats/workers bench:reminders                      (200 accounts x 100 worshippers = 20,000)
 *   BENCH_ACCOUNTS=20 BENCH_PER_ACCOUNT=100 BENCH_CALLS_PER_SECOND=50 npx tsx bench/reminders.ts
 *
 * Starts real auth, seating and reporting (fresh databases, the local provider) in this process, and the
 * reminders worker as a process of its own (src/testing/reminders-worker-process.ts), so its memory is its
 * own. Every account gets BENCH_PER_ACCOUNT worshippers, each on a phone of their own; every twentieth of
 * them, on a phone shared with the one before, already reported (that phone still rings for the other). At
 * Friday 10:00 (the services' clock) one run job per account is added at once, as the schedulers would.
 * Halfway through the calls the worker is killed with SIGKILL and another started (BENCH_KILL=0: not).
 * Figures: the time to enqueue every call job, calls per second against the limiter before the kill, the
 * worker's memory, and duplicates and misses counted from the local provider's own log (both must be 0).
 */
import { readFileSync } from 'node:fs'
import { REMINDER_RUN_JOB, REMINDERS_QUEUE } from '@seats/contracts'
import { testRedisUrl } from '@seats/kit/testing'
import { startReporting, reminderSettingInput, COMING_SHABBAT } from '@seats/reporting/testing'
import { Queue } from 'bullmq'
import { startRemindersWorkerProcess } from '../src/testing/reminders-worker-child'

/** The process's resident memory now and at its peak (Linux), in MiB. */
function rssMiB(pid: number): { rss: number; hwm: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0)
  return { rss: Math.round(kb('VmRSS') / 1024), hwm: Math.round(kb('VmHWM') / 1024) }
}

const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? 200)
const PER_ACCOUNT = Number(process.env.BENCH_PER_ACCOUNT ?? 100)
const CALLS_PER_SECOND = Number(process.env.BENCH_CALLS_PER_SECOND ?? 100)
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20)
const KILL = process.env.BENCH_KILL !== '0'

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
    // A long list needs a cap above the default, as an admin would set it.
    await db('account_call_caps').insert({
      owner_id: account.id,
      daily_cap: PER_ACCOUNT * 3,
      updated_at: new Date(),
    })
    const rows = []
    let phone = ''
    for (let i = 0; i < PER_ACCOUNT; i++) {
      if (i % 20 !== 5) phone = `05${String(n++).padStart(8, '0')}`
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
    const reported = new Set(created.filter((_, i) => i % 20 === 5).map((p) => p.id))
    for (const p of created)
      if (!reported.has(p.id) || created.some((q) => q.phone === p.phone && !reported.has(q.id)))
        expected.add(`${account.id}:${p.phone}`)
    for (const id of reported)
      await account.call('POST', '/api/reports', { personId: id, date: COMING_SHABBAT })
    const put = await account.call(
      'PUT',
      '/api/reminders',
      reminderSettingInput({ text: 'תזכורת לקראת {תאריך}' }),
    )
    if (put.status !== 200) throw new Error(`setting: ${put.status}`)
  }
  console.log(`${expected.size} phones expected to ring`)

  const workerEnv = {
    ...process.env,
    LOG_LEVEL: 'silent',
    REDIS_URL: testRedisUrl(),
    REDIS_PREFIX: reporting.prefix,
    AUTH_URL: reporting.seating.auth.base,
    INTERNAL_TOKEN: reporting.seating.auth.env.INTERNAL_TOKEN,
    REPORTING_URL: reporting.base,
    REMINDER_CALLS_PER_SECOND: String(CALLS_PER_SECOND),
    REMINDER_CONCURRENCY: String(CONCURRENCY),
    REMINDER_LOCK_MS: '5000',
  }
  const memory = { peakRssMiB: 0, atStartRssMiB: 0 }
  let worker = await startRemindersWorkerProcess(workerEnv)
  memory.atStartRssMiB = rssMiB(worker.pid as number).rss
  const t0 = Date.now()
  let killedAt = 0
  let callsAtKill = 0
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
    memory.peakRssMiB = Math.max(memory.peakRssMiB, rssMiB(worker.pid as number).hwm)
    if (KILL && !killedAt && calls >= expected.size / 2) {
      await new Promise<void>((resolve) => {
        worker.once('exit', () => resolve())
        worker.kill('SIGKILL')
      })
      killedAt = Date.now()
      callsAtKill = calls
      console.log(`worker killed (SIGKILL) after ${calls} calls; starting another`)
      worker = await startRemindersWorkerProcess(workerEnv)
    }
    if (calls >= expected.size && counts.active === 0 && counts.waiting === 0) break
    if (Date.now() - t0 > 30 * 60_000) throw new Error('gave up after 30 minutes')
  }
  const done = Date.now()
  worker.kill('SIGTERM')

  const rows = (await db('reminder_local_calls').select('owner_id', 'phone', 'created_at')) as Array<{
    owner_id: number
    phone: string
    created_at: Date
  }>
  const seen = new Map<string, number>()
  for (const r of rows) seen.set(`${r.owner_id}:${r.phone}`, (seen.get(`${r.owner_id}:${r.phone}`) ?? 0) + 1)
  const duplicates = [...seen.values()].filter((c) => c > 1).length
  const misses = [...expected].filter((k) => !seen.has(k)).length
  const unexpected = [...seen.keys()].filter((k) => !expected.has(k)).length
  // The limiter's rate: calls per second from the 10th percentile of calls to the kill (or the 90th).
  const times = rows.map((r) => r.created_at.getTime()).sort((x, y) => x - y)
  const from = Math.floor(times.length * 0.1)
  const to = killedAt ? Math.max(from + 1, callsAtKill - 50) : Math.floor(times.length * 0.9)
  const steadyRate = (to - from) / (((times[to] as number) - (times[from] as number)) / 1000)
  console.log(
    JSON.stringify(
      {
        accounts: ACCOUNTS,
        worshippers: ACCOUNTS * PER_ACCOUNT,
        phonesExpected: expected.size,
        callsPlaced: rows.length,
        enqueueAllCallJobsMs: enqueuedAt - t0,
        callsPerSecond: Number(steadyRate.toFixed(2)),
        limiterPerSecond: CALLS_PER_SECOND,
        offLimiterPercent: Number(((100 * (steadyRate - CALLS_PER_SECOND)) / CALLS_PER_SECOND).toFixed(2)),
        concurrency: CONCURRENCY,
        workerKilledAfterCalls: killedAt ? callsAtKill : null,
        workerRssAtStartMiB: memory.atStartRssMiB,
        workerPeakRssMiB: memory.peakRssMiB,
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
