/**
 * What the gateway adds to a small authenticated JSON GET, at a fixed request rate on loopback.
 *   npx tsx bench/proxy-overhead.ts [--rate 500] [--duration 10] [--connections 10] [--log-level info]
 *                                   [--warmup 6] [--rounds 2]
 * Starts a tiny upstream and the gateway (dist/main.js when built, else the sources) as child processes,
 * then measures the same request direct, through the gateway, and through a bare http-proxy (the floor of
 * any Node proxy hop on this machine) with autocannon. Prints figures.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { createPrivateKey, generateKeyPairSync } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import net from 'node:net'
import { cpus, loadavg } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { SignJWT } from 'jose'

const here = path.dirname(fileURLToPath(import.meta.url))
const gatewayDir = path.resolve(here, '..')
const { values: args } = parseArgs({
  options: {
    rate: { type: 'string', default: '500' },
    duration: { type: 'string', default: '4' },
    connections: { type: 'string', default: '10' },
    'log-level': { type: 'string', default: 'info' },
    warmup: { type: 'string', default: '6' },
    rounds: { type: 'string', default: '5' },
  },
})
const rate = Number(args.rate)
const duration = Number(args.duration)
const connections = Number(args.connections)

const UPSTREAM = `
const http = require('node:http')
const body = JSON.stringify({ maps: [{ id: 1, name: 'בית הכנסת הגדול', rows: 20, cols: 30 }] })
const server = http.createServer((req, res) => {
  res.setHeader('Content-Type', 'application/json; charset=utf-8')
  res.setHeader('Content-Length', Buffer.byteLength(body))
  res.end(body)
})
server.keepAliveTimeout = 65000
server.listen(Number(process.env.PORT), '127.0.0.1')
`

// The floor any Node proxy hop pays on this machine: http-proxy with a keep-alive agent and nothing else.
const BARE_PROXY = `
const http = require('node:http')
const httpProxy = require(process.env.HTTP_PROXY_MODULE)
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 })
const proxy = httpProxy.createProxyServer({ agent, target: process.env.TARGET })
http.createServer((req, res) => proxy.web(req, res)).listen(Number(process.env.PORT), '127.0.0.1')
`

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo
      srv.close(() => resolve(port))
    })
    srv.on('error', reject)
  })
}

async function waitFor(url: string, timeoutMs = 20_000): Promise<void> {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`${url} did not come up`)
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN
}

/** CPU time (user + system) a process has used, in microseconds; Linux only, else NaN. */
function cpuMicros(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
    return (Number(fields[11]) + Number(fields[12])) * 10_000
  } catch {
    return NaN
  }
}

interface Figures {
  requests: number
  /** CPU the serving process (the upstream direct, the gateway alone through it) spent per request. */
  cpuUs: number
  errors: number
  non2xx: number
  p50: number
  p90: number
  p99: number
  max: number
  mean: number
}

/** autocannon's histogram keeps whole milliseconds; sub-millisecond figures need the raw times. */
async function measure(
  url: string,
  headers: Record<string, string>,
  seconds: number,
  pid?: number,
): Promise<Figures> {
  const times: number[] = []
  const cpuBefore = cpuMicros(pid)
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url, connections, overallRate: rate, duration: seconds, headers },
      (err, res) => (err ? reject(err) : resolve(res)),
    )
    instance.on('response', (_client, status, _bytes, responseTime) => {
      if (status >= 200 && status < 300) times.push(responseTime)
    })
  })
  times.sort((a, b) => a - b)
  return {
    requests: result.requests.total,
    cpuUs: (cpuMicros(pid) - cpuBefore) / Math.max(1, result.requests.total),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    p50: percentile(times, 50),
    p90: percentile(times, 90),
    p99: percentile(times, 99),
    max: times.at(-1) ?? NaN,
    mean: times.reduce((a, b) => a + b, 0) / Math.max(1, times.length),
  }
}

const children: ChildProcess[] = []
function start(command: string, argv: string[], env: NodeJS.ProcessEnv, cwd = gatewayDir): ChildProcess {
  const child = spawn(command, argv, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  // Drain the logs as a collector would; a full pipe would stall the process.
  child.stdout?.resume()
  children.push(child)
  return child
}

async function main(): Promise<void> {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519')
  const token = await new SignJWT({ adm: false, gst: false })
    .setProtectedHeader({ alg: 'EdDSA' })
    .setSubject('7')
    .setIssuer('seats-auth')
    .setAudience('seats-api')
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(createPrivateKey(privateKey.export({ type: 'pkcs8', format: 'pem' })))

  const upstreamPort = await freePort()
  const gatewayPort = await freePort()
  const barePort = await freePort()
  const upstream = start(process.execPath, ['-e', UPSTREAM], { PORT: String(upstreamPort) })
  const bare = start(process.execPath, ['-e', BARE_PROXY], {
    PORT: String(barePort),
    TARGET: `http://127.0.0.1:${upstreamPort}`,
    HTTP_PROXY_MODULE: createRequire(import.meta.url).resolve('http-proxy'),
  })
  const built = existsSync(path.join(gatewayDir, 'dist', 'main.js'))
  const gatewayArgs = built ? ['dist/main.js'] : ['--import', 'tsx', 'src/main.ts']
  const gateway = start(process.execPath, gatewayArgs, {
    PORT: String(gatewayPort),
    NODE_ENV: 'production',
    LOG_LEVEL: args['log-level'],
    SEATING_URL: `http://127.0.0.1:${upstreamPort}`,
    JWT_PUBLIC_KEY: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    // The flood guard would (rightly) stop one address sending this much.
    RATE_LIMIT_PER_MINUTE: '0',
  })
  const direct = `http://127.0.0.1:${upstreamPort}/api/maps`
  const through = `http://127.0.0.1:${gatewayPort}/api/maps`
  const bareProxy = `http://127.0.0.1:${barePort}/api/maps`
  await waitFor(direct)
  await waitFor(`http://127.0.0.1:${gatewayPort}/healthz`)
  await waitFor(bareProxy)
  const headers = { authorization: `Bearer ${token}`, accept: 'application/json' }

  console.log(`gateway: ${built ? 'dist/main.js' : 'src/main.ts (tsx)'}, LOG_LEVEL=${args['log-level']}`)
  console.log(
    `rate ${rate} req/s, ${connections} connections, ${duration} s per run, GET /api/maps with a bearer token\n`,
  )
  // Warm every path (JIT, heap growth, keep-alive pools): the first thousands of requests cost far more.
  const warmup = Number(args.warmup)
  await measure(direct, headers, warmup)
  await measure(through, headers, warmup)
  await measure(bareProxy, headers, warmup)

  const runs: Array<[string, Figures]> = []
  for (let round = 1; round <= Number(args.rounds); round++) {
    runs.push([`direct  #${round}`, await measure(direct, headers, duration, upstream.pid)])
    runs.push([`gateway #${round}`, await measure(through, headers, duration, gateway.pid)])
    runs.push([`bare    #${round}`, await measure(bareProxy, headers, duration, bare.pid)])
  }

  const ms = (v: number) => v.toFixed(3).padStart(8)
  console.log(
    'run          requests  errors  non2xx       p50       p90       p99       max      mean   (ms)   cpu/req (µs)',
  )
  for (const [name, f] of runs) {
    console.log(
      `${name.padEnd(12)} ${String(f.requests).padStart(8)} ${String(f.errors).padStart(7)} ${String(f.non2xx).padStart(7)} ${ms(f.p50)}  ${ms(f.p90)}  ${ms(f.p99)}  ${ms(f.max)}  ${ms(f.mean)}  ${f.cpuUs.toFixed(0).padStart(12)}`,
    )
  }
  // Short interleaved rounds and medians: on a shared machine a burst of other work lands in one round only.
  const median = (prefix: string, key: keyof Figures) => {
    const xs = runs
      .filter(([n]) => n.startsWith(prefix))
      .map(([, f]) => f[key])
      .sort((a, b) => a - b)
    return xs[xs.length >> 1] ?? NaN
  }
  console.log(
    `\nload average at the end: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} on ${cpus().length} cores`,
  )
  console.log('medians over the rounds      p50 (ms)   p99 (ms)   cpu/req (µs)')
  for (const name of ['direct', 'gateway', 'bare']) {
    console.log(
      `  ${name.padEnd(26)} ${ms(median(name, 'p50'))}   ${ms(median(name, 'p99'))}   ${median(name, 'cpuUs').toFixed(0).padStart(12)}`,
    )
  }
  console.log(
    `gateway adds (median): p50 ${(median('gateway', 'p50') - median('direct', 'p50')).toFixed(3)} ms, p99 ${(median('gateway', 'p99') - median('direct', 'p99')).toFixed(3)} ms`,
  )
  console.log(
    `a bare http-proxy hop adds (median): p50 ${(median('bare', 'p50') - median('direct', 'p50')).toFixed(3)} ms, p99 ${(median('bare', 'p99') - median('direct', 'p99')).toFixed(3)} ms`,
  )
}

main()
  .catch((err: unknown) => {
    console.error(err)
    process.exitCode = 1
  })
  .finally(() => {
    for (const child of children) child.kill('SIGTERM')
  })
