import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLogger } from '@seats/kit'
import { testRedisUrl } from '@seats/kit/testing'
import { REMINDER_RUN_JOB, REMINDERS_QUEUE, type ReminderRunDetail } from '@seats/contracts'
import { Queue } from 'bullmq'
import {
  reminderSettingInput,
  remindersRepo,
  startReporting,
  type ReportingTestEnv,
  type TestAccount,
} from '@seats/reporting/testing'
import { workersEnvSchema } from '../env'
import { startReminders } from './reminders.worker'
import { startRemindersWorkerProcess } from '../testing/reminders-worker-child'

/*
 * A run's promises under faults: a worker killed with SIGKILL, Redis killed and started again, the provider
 * refusing calls for a while. In every case each phone rings exactly once, nobody due is left out, and the
 * run's counts add up.
 */

const log = createLogger('workers-test', 'silent')
let reporting: ReportingTestEnv
// Friday 2026-11-20, 10:00 in Israel.
const FRIDAY_10 = new Date('2026-11-20T08:00:00Z')
const PHONES = 30
const settings = (redisUrl: string): Record<string, string> => ({
  REDIS_URL: redisUrl,
  REDIS_PREFIX: reporting.prefix,
  AUTH_URL: reporting.seating.auth.base,
  INTERNAL_TOKEN: reporting.seating.auth.env.INTERNAL_TOKEN,
  REPORTING_URL: reporting.base,
  REMINDER_CALLS_PER_SECOND: '10',
  REMINDER_CONCURRENCY: '3',
  REMINDER_RETRY_DELAY_MS: '100',
  REMINDER_CALL_ATTEMPTS: '2',
  REMINDER_PROVIDER_RETRY_MS: '100',
  REMINDER_PROVIDER_ERRORS: '30',
  // A killed worker's jobs are taken over after 2 s rather than 30.
  REMINDER_LOCK_MS: '2000',
  LOG_LEVEL: 'silent',
})

const setting = reminderSettingInput({ text: 'תזכורת לקראת {תאריך}' })

/** An account with PHONES worshippers, each on a phone of its own, and reminders on. */
async function accountWithPhones(prefix: string) {
  const a = await reporting.registerAccount()
  const phones = Array.from({ length: PHONES }, (_, i) => `05${prefix}${String(i).padStart(6, '0')}`)
  for (const [i, phone] of phones.entries()) await a.addPerson(`מתפלל${i}`, 'בדיקה', phone)
  expect((await a.call('PUT', '/api/reminders', setting)).status).toBe(200)
  return { a, phones }
}

const repo = () => remindersRepo(reporting.instances[0]!.deps.db)
const callsOf = async (accountId: number) =>
  (await repo().localCalls()).filter((c) => c.owner_id === accountId)

/** The run is done; every phone rang once; its counts add up to the phones. */
async function expectExactlyOnce(a: TestAccount, phones: string[]) {
  const runs = async () =>
    (await a.call<Array<{ id: number; status: string }>>('GET', '/api/reminders/runs')).body
  await expect.poll(async () => (await runs())[0]?.status, { timeout: 60_000, interval: 250 }).toBe('done')
  const rang = new Map<string, number>()
  for (const c of await callsOf(a.id)) rang.set(c.phone, (rang.get(c.phone) ?? 0) + 1)
  const twice = [...rang].filter(([, n]) => n > 1).map(([p]) => p)
  const missed = phones.filter((p) => !rang.has(p))
  expect({ twice, missed }).toEqual({ twice: [], missed: [] })
  const list = await runs()
  expect(list).toHaveLength(1)
  const detail = (await a.call<ReminderRunDetail>('GET', `/api/reminders/runs/${list[0]?.id}`)).body
  expect(detail.counts).toMatchObject({ queued: PHONES, called: PHONES, answered: PHONES, failed: 0 })
  expect(detail.calls.every((c) => c.outcome === 'answered' && c.attempts === 1)).toBe(true)
}

const startWorkerProcess = (redisUrl: string) =>
  startRemindersWorkerProcess({ ...process.env, ...settings(redisUrl) })

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      server.close(() => resolve(port))
    })
  })

/** A Redis of this test's own, so it can be killed: every write on disk at once, as production runs it. */
async function startOwnRedis(port: number, dir: string): Promise<ChildProcess> {
  const redis = spawn(
    'redis-server',
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--dir',
      dir,
      '--save',
      '',
      '--appendonly',
      'yes',
      '--appendfsync',
      'always',
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  )
  await new Promise<void>((resolve, reject) => {
    redis.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Ready to accept connections')) resolve()
    })
    redis.once('exit', (code) => reject(new Error(`redis-server exited (${code})`)))
  })
  return redis
}

const killed = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve())
    child.kill('SIGKILL')
  })

beforeAll(async () => {
  reporting = await startReporting()
  reporting.setNow(FRIDAY_10)
})
afterAll(async () => {
  await reporting?.close()
})

// Each waits for a run to end after a fault, up to a minute (a killed worker's job is taken over, Redis comes back).
describe('a reminder run under faults', { timeout: 90_000 }, () => {
  it('a worker killed with SIGKILL mid-run, and another started: every phone once, nobody left out', async () => {
    const { a, phones } = await accountWithPhones('71')
    const queue = new Queue(REMINDERS_QUEUE, {
      connection: { url: testRedisUrl() },
      prefix: reporting.prefix,
    })
    try {
      const first = await startWorkerProcess(testRedisUrl())
      await queue.add(REMINDER_RUN_JOB, { accountId: a.id })
      await expect
        .poll(async () => (await callsOf(a.id)).length, { timeout: 20_000, interval: 50 })
        .toBeGreaterThan(6)
      await killed(first)
      expect((await callsOf(a.id)).length).toBeLessThan(PHONES)
      const second = await startWorkerProcess(testRedisUrl())
      try {
        await expectExactlyOnce(a, phones)
      } finally {
        second.kill('SIGTERM')
      }
    } finally {
      await queue.close()
    }
  })

  it('Redis killed mid-run and started again: every phone once, nobody left out', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'seats-redis-'))
    const port = await freePort()
    const url = `redis://127.0.0.1:${port}`
    let redis = await startOwnRedis(port, dir)
    const connection = { url, maxRetriesPerRequest: null }
    const workers = await startReminders(workersEnvSchema.parse(settings(url)), connection, log)
    const queue = new Queue(REMINDERS_QUEUE, { connection, prefix: reporting.prefix })
    // Redis away is expected here.
    queue.on('error', () => {})
    try {
      const { a, phones } = await accountWithPhones('72')
      await queue.add(REMINDER_RUN_JOB, { accountId: a.id })
      await expect
        .poll(async () => (await callsOf(a.id)).length, { timeout: 20_000, interval: 50 })
        .toBeGreaterThan(6)
      await killed(redis)
      const atKill = (await callsOf(a.id)).length
      await new Promise((r) => setTimeout(r, 1_500))
      // Nothing more is placed while Redis is away.
      expect((await callsOf(a.id)).length).toBeLessThanOrEqual(atKill + 3)
      redis = await startOwnRedis(port, dir)
      await expectExactlyOnce(a, phones)
    } finally {
      await Promise.all(workers.map((w) => w.close()))
      await queue.close()
      await killed(redis)
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('a provider refusing calls for a while: they are placed once it is back, each once', async () => {
    const { a, phones } = await accountWithPhones('73')
    const db = reporting.instances[0]!.deps.db
    const behave = (behaviour: string) =>
      db('reminder_local_callees')
        .insert(phones.map((phone) => ({ phone, behaviour })))
        .onConflict('phone')
        .merge()
    await behave('provider_error')
    const connection = { url: testRedisUrl(), maxRetriesPerRequest: null }
    const workers = await startReminders(workersEnvSchema.parse(settings(testRedisUrl())), connection, log)
    const queue = new Queue(REMINDERS_QUEUE, { connection, prefix: reporting.prefix })
    try {
      await queue.add(REMINDER_RUN_JOB, { accountId: a.id })
      const refusals = async () =>
        Number(
          (
            (await db('reminder_calls').where({ owner_id: a.id }).sum({ n: 'provider_errors' })) as Array<{
              n: number | null
            }>
          )[0]?.n ?? 0,
        )
      await expect.poll(refusals, { timeout: 20_000, interval: 100 }).toBeGreaterThan(PHONES)
      expect(await callsOf(a.id)).toHaveLength(0)
      await behave('hangup')
      await expectExactlyOnce(a, phones)
    } finally {
      await Promise.all(workers.map((w) => w.close()))
      await queue.close()
    }
  })
})
