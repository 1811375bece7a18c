/**
 * GET /api/users/me at a fixed request rate, through the gateway and straight to the auth service, so the
 * gateway's cost shows as the difference. A fixed rate (not "as fast as possible") keeps latency figures
 * comparable between runs and machines.
 *
 *   pnpm -F @seats/infra bench:users-me
 *   BENCH_RATE=500 BENCH_DURATION=20 BENCH_CONNECTIONS=8 pnpm -F @seats/infra bench:users-me
 *   BENCH_GATEWAY_URL=http://localhost:8080 BENCH_AUTH_URL=http://127.0.0.1:4101 ...   (a running system;
 *   its gateway must run with RATE_LIMIT_PER_MINUTE=0, or the per-address limit answers 429)
 * Ports of the system it starts otherwise: BENCH_GATEWAY_PORT (28080) and BENCH_FIRST_SERVICE_PORT (28101).
 */
import { randomBytes } from 'node:crypto'
import autocannon from 'autocannon'
import { runBench } from './support/run-bench.js'
import { printTable } from './support/table.js'
import { withBenchSystem } from './support/throwaway-system.js'

const RATE = Number(process.env.BENCH_RATE ?? 500)
const DURATION = Number(process.env.BENCH_DURATION ?? 20)
const WARMUP = Number(process.env.BENCH_WARMUP ?? 5)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8)

interface Figures {
  target: string
  rps: number
  p50: number
  p90: number
  p99: number
  max: number
  non2xx: number
  errors: number
}

function load(url: string, token: string, seconds: number): Promise<autocannon.Result> {
  return autocannon({
    url,
    method: 'GET',
    headers: { authorization: `Bearer ${token}` },
    connections: CONNECTIONS,
    overallRate: RATE,
    duration: seconds,
  })
}

async function measure(target: string, url: string, token: string): Promise<Figures> {
  await load(url, token, WARMUP)
  const r = await load(url, token, DURATION)
  return {
    target,
    rps: r.requests.total / DURATION,
    p50: r.latency.p50,
    p90: r.latency.p90,
    p99: r.latency.p99,
    max: r.latency.max,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  }
}

async function register(gatewayUrl: string): Promise<string> {
  const id = randomBytes(4).toString('hex')
  const res = await fetch(`${gatewayUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `bench-${id}@example.com`,
      password: `bench-${id}-password`,
      contactName: 'מדידת עומס',
      synagogueName: 'בית כנסת למדידה',
      phone: '0501234567',
    }),
  })
  if (!res.ok) throw new Error(`register failed: HTTP ${res.status} ${await res.text()}`)
  const body = (await res.json()) as { accessToken?: string }
  if (!body.accessToken) throw new Error('register answered without an access token')
  return body.accessToken
}

async function main(): Promise<void> {
  const authUrl = process.env.BENCH_AUTH_URL
  await withBenchSystem(
    {
      name: 'users-me',
      running: authUrl && process.env.BENCH_GATEWAY_URL,
      gatewayPort: 28080,
      seed: false,
      // The per-address guard would turn a fixed-rate run from one address into 429s; it is measured elsewhere.
      processEnv: { gateway: { RATE_LIMIT_PER_MINUTE: '0' } },
    },
    async ({ gatewayUrl, started }) => {
      const auth = started ? started.serviceUrls.auth : authUrl
      if (!auth) throw new Error('auth is not running')
      const token = await register(gatewayUrl)
      console.log(
        `GET /api/users/me at ${RATE} req/s for ${DURATION} s (${WARMUP} s warm-up), ${CONNECTIONS} connections`,
      )
      const direct = await measure('auth (direct)', `${auth}/api/users/me`, token)
      const viaGateway = await measure('gateway', `${gatewayUrl}/api/users/me`, token)
      printTable(
        ['target', 'req/s', 'p50 ms', 'p90 ms', 'p99 ms', 'max ms', 'non-2xx', 'errors'],
        [direct, viaGateway].map((r) =>
          [r.target, r.rps.toFixed(0), r.p50, r.p90, r.p99, r.max, r.non2xx, r.errors].map(String),
        ),
      )
      console.log(
        `gateway adds p50 ${(viaGateway.p50 - direct.p50).toFixed(2)} ms, p99 ${(viaGateway.p99 - direct.p99).toFixed(2)} ms`,
      )
    },
  )
}

runBench(main)
