/**
 * One address that would starve a service without signing in: BENCH_UPLOADS contact-form posts (public,
 * to the leads service) whose bodies never finish arriving, all from one address, while the admin reads
 * the leads list (signed in, the same service). Prints how the slow posts were answered and when, and the
 * admin's latency meanwhile against a quiet baseline. Figures, not a test.
 *
 *   pnpm -F @seats/infra bench:slow-uploads
 *   BENCH_UPLOADS=280 BENCH_ADMIN_CALLS=20 pnpm -F @seats/infra bench:slow-uploads
 * Ports: BENCH_GATEWAY_PORT (28480), services from the gateway's + 21.
 */
import http from 'node:http'
import { setTimeout as sleep } from 'node:timers/promises'
import { runBench } from './support/run-bench.js'
import { printTable } from './support/table.js'
import { withBenchSystem } from './support/throwaway-system.js'

const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 280)
const ADMIN_CALLS = Number(process.env.BENCH_ADMIN_CALLS ?? 20)
// The gateway runs behind one load balancer here (TRUST_PROXY_HOPS=1), which tells it who is who.
const ATTACKER = '198.51.100.7'
const ADMIN = '203.0.113.5'

interface Outcome {
  status: number
  ms: number
}

/** A contact-form post that sends its first bytes and then nothing more. */
function slowUpload(gatewayUrl: string): Promise<Outcome> {
  const { hostname, port } = new URL(gatewayUrl)
  const started = performance.now()
  return new Promise((resolve) => {
    const done = (status: number) => resolve({ status, ms: performance.now() - started })
    const req = http.request(
      {
        hostname,
        port,
        path: '/api/leads',
        method: 'POST',
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': '4000',
          'x-forwarded-for': ATTACKER,
        },
      },
      (res) => {
        res.resume()
        res.on('end', () => done(res.statusCode ?? 0))
        res.on('error', () => done(res.statusCode ?? 0))
      },
    )
    req.on('error', () => done(0))
    req.write('{"name":"')
    // Give up after a minute, as a patient attacker's client would.
    setTimeout(() => req.destroy(), 60_000).unref()
  })
}

async function adminLatencies(gatewayUrl: string, token: string): Promise<number[]> {
  const times: number[] = []
  for (let i = 0; i < ADMIN_CALLS; i++) {
    const started = performance.now()
    const res = await fetch(`${gatewayUrl}/api/leads`, {
      headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': ADMIN },
    })
    await res.arrayBuffer()
    if (res.status !== 200) throw new Error(`admin list answered ${res.status}`)
    times.push(performance.now() - started)
    await sleep(100)
  }
  return times
}

const pct = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? 0

async function main(): Promise<void> {
  await withBenchSystem(
    { name: 'slow-uploads', gatewayPort: 28480, processEnv: { gateway: { TRUST_PROXY_HOPS: '1' } } },
    async ({ gatewayUrl, started }) => {
      if (!started) throw new Error('the bench starts its own system')
      const login = await fetch(`${gatewayUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ADMIN },
        body: JSON.stringify({
          username: started.config.secrets.SEED_ADMIN_EMAIL,
          password: started.config.secrets.SEED_ADMIN_PASSWORD,
        }),
      })
      const { accessToken } = (await login.json()) as { accessToken: string }
      const quiet = await adminLatencies(gatewayUrl, accessToken)
      console.log(`${UPLOADS} slow contact-form posts from one address; the admin reads the leads meanwhile`)
      const uploads = Array.from({ length: UPLOADS }, () => slowUpload(gatewayUrl))
      await sleep(300)
      const loaded = await adminLatencies(gatewayUrl, accessToken)
      const outcomes = await Promise.all(uploads)
      const byStatus = new Map<number, Outcome[]>()
      for (const o of outcomes) byStatus.set(o.status, [...(byStatus.get(o.status) ?? []), o])
      printTable(
        ['slow posts answered', 'count', 'median ms', 'max ms'],
        [...byStatus].map(([status, list]) => [
          status === 0 ? 'cut, no answer' : String(status),
          String(list.length),
          pct(
            list.map((o) => o.ms),
            50,
          ).toFixed(0),
          Math.max(...list.map((o) => o.ms)).toFixed(0),
        ]),
      )
      printTable(
        ['admin GET /api/leads', 'p50 ms', 'p99 ms', 'max ms'],
        [
          ['quiet', pct(quiet, 50), pct(quiet, 99), Math.max(...quiet)],
          ['during the slow posts', pct(loaded, 50), pct(loaded, 99), Math.max(...loaded)],
        ].map(([name, ...ms]) => [String(name), ...ms.map((v) => Number(v).toFixed(1))]),
      )
    },
  )
}

runBench(main)
