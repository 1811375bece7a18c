import { randomBytes } from 'node:crypto'
import { createWriteStream, mkdirSync } from 'node:fs'
import path from 'node:path'
import { deleteRedisPrefix, dropDatabases } from '../../dev/databases.js'
import type { Env } from '../../dev/env.js'
import { RUN_DIR } from '../../dev/paths.js'
import { generateSecrets } from '../../dev/secrets.js'
import { startSystem, type RunningSystem } from '../../dev/system.js'
import { waitUntilQuiet } from '../../dev/warmup.js'

export interface BenchSystemOptions {
  /** Names the databases (`seats_bench_<name>_<id>_*`), the Redis prefix and the log file. */
  name: string
  /**
   * The gateway of a system that is already running (from the bench's environment): measured as it is,
   * nothing started or dropped.
   */
  running?: string
  /**
   * The gateway's port when one is started, away from `npm start` and the e2e system. BENCH_GATEWAY_PORT
   * moves it, BENCH_FIRST_SERVICE_PORT the services (default: the gateway's port + 21).
   */
  gatewayPort: number
  /** Run the auth seed (admin and demo account). Default true. */
  seed?: boolean
  processEnv?: Record<string, Env>
}

export interface BenchTarget {
  /** Without a trailing slash. */
  gatewayUrl: string
  /** The system this run started (its service URLs and secrets), or undefined against a running one. */
  started?: RunningSystem
}

/**
 * Runs `measure` against the running system named in `options.running`, or else against a throwaway built
 * system: fresh secrets, databases and Redis keys, started idle and stopped and dropped afterwards, whatever
 * `measure` did. Builds nothing: run the build first.
 */
export async function withBenchSystem<T>(
  options: BenchSystemOptions,
  measure: (target: BenchTarget) => Promise<T>,
): Promise<T> {
  if (options.running) return measure({ gatewayUrl: options.running.replace(/\/$/, '') })

  const id = randomBytes(3).toString('hex')
  const prefix = `seats_bench_${options.name.replace(/\W/g, '_')}_${id}`
  const gateway = Number(process.env.BENCH_GATEWAY_PORT ?? options.gatewayPort)
  const firstService = Number(process.env.BENCH_FIRST_SERVICE_PORT ?? gateway + 21)
  mkdirSync(RUN_DIR, { recursive: true })
  const logFile = path.join(RUN_DIR, `bench-${options.name}-${id}.log`)
  const log = createWriteStream(logFile)
  console.log(`starting the built system on :${gateway} (logs: ${logFile})`)
  let system: RunningSystem
  try {
    system = await startSystem({
      mode: 'prod',
      ports: { gateway, firstService },
      dbPrefix: prefix,
      redisPrefix: prefix,
      secrets: generateSecrets(),
      seed: options.seed ?? true,
      output: log,
      colors: false,
      // Request logs would measure the log file, not the code.
      env: { LOG_LEVEL: 'warn' },
      processEnv: options.processEnv,
    })
  } catch (err) {
    log.end()
    throw err
  }
  try {
    // Right after start-up the gateway compresses the front ends: figures taken then would measure that.
    const quiet = await waitUntilQuiet(system)
    if (!quiet) console.log('the system is still busy after start-up: figures will be noisy')
    return await measure({ gatewayUrl: system.gatewayUrl, started: system })
  } finally {
    await system.stop()
    log.end()
    await dropDatabases(system.config.mysqlUrl, prefix)
    await deleteRedisPrefix(system.config.redisUrl, prefix)
  }
}
