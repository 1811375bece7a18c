/**
 * POST /api/auth/guest-demo through the gateway, one demo after another (as visitors arrive), and seating's
 * demo-synagogue call alone, printing p50 / p95 / max. The visitor is promised a synagogue in under 3 s.
 *
 *   pnpm -F @seats/infra bench:guest-demo                 (builds nothing: run the build first)
 *   BENCH_DEMOS=50 pnpm -F @seats/infra bench:guest-demo
 *   BENCH_GATEWAY_URL=http://localhost:8080 BENCH_SEATING_URL=http://127.0.0.1:4102 BENCH_INTERNAL_TOKEN=... \
 *     pnpm -F @seats/infra bench:guest-demo              (a running system; its auth needs DEMO_IP_MAX above
 *     BENCH_DEMOS and its gateway RATE_LIMIT_PER_MINUTE=0)
 * Ports of the system it starts: BENCH_GATEWAY_PORT (28080) and BENCH_FIRST_SERVICE_PORT (28101).
 */
import { runBench } from './support/run-bench.js'
import { printTable } from './support/table.js'
import { withBenchSystem } from './support/throwaway-system.js'

const DEMOS = Number(process.env.BENCH_DEMOS ?? 20)

async function timed(call: () => Promise<Response>): Promise<number> {
  const start = performance.now()
  const res = await call()
  const text = await res.text()
  const ms = performance.now() - start
  if (!res.ok) throw new Error(`answered ${res.status}: ${text}`)
  return ms
}

function figures(name: string, samples: number[]): string[] {
  const sorted = [...samples].sort((a, b) => a - b)
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0
  return [
    name,
    String(samples.length),
    at(0.5).toFixed(0),
    at(0.95).toFixed(0),
    (sorted.at(-1) ?? 0).toFixed(0),
  ]
}

async function main(): Promise<void> {
  await withBenchSystem(
    {
      name: 'guest-demo',
      running: process.env.BENCH_GATEWAY_URL,
      gatewayPort: 28080,
      seed: false,
      // Every demo comes from this one address: the per-address guards would answer 429.
      processEnv: { gateway: { RATE_LIMIT_PER_MINUTE: '0' }, auth: { DEMO_IP_MAX: '100000' } },
    },
    async ({ gatewayUrl, started }) => {
      const seatingUrl = started ? started.serviceUrls.seating : process.env.BENCH_SEATING_URL
      const internalToken = started
        ? started.config.secrets.INTERNAL_TOKEN_OPS
        : process.env.BENCH_INTERNAL_TOKEN
      const demo = (i: number) => () =>
        fetch(`${gatewayUrl}/api/auth/guest-demo`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ name: `מבקר ${i}`, phone: `05${String(10_000_000 + i).padStart(8, '0')}` }),
        })
      // One warm-up demo (connections, prepared code paths), not counted.
      await timed(demo(0))
      const demos: number[] = []
      for (let i = 1; i <= DEMOS; i++) demos.push(await timed(demo(i)))
      const rows = [figures('POST /api/auth/guest-demo (gateway)', demos)]

      if (seatingUrl && internalToken) {
        const base = 2_000_000_000 + Math.floor(Math.random() * 100_000_000)
        const seeds: number[] = []
        for (let i = 1; i <= DEMOS; i++) {
          seeds.push(
            await timed(() =>
              fetch(`${seatingUrl}/internal/accounts/${base + i}/demo-synagogue`, {
                method: 'POST',
                headers: { 'content-type': 'application/json', 'x-service-token': internalToken },
                body: JSON.stringify({ guest: { name: 'מבקר', phone: '0501234567' } }),
              }),
            ),
          )
        }
        rows.push(figures('seating demo-synagogue (direct)', seeds))
      }
      printTable(['call', 'n', 'p50 ms', 'p95 ms', 'max ms'], rows)
    },
  )
}

runBench(main)
