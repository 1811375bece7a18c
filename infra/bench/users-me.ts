/**
 * GET /api/users/me at a fixed request rate, through the gateway and straight to the auth service, so the
 * gateway's cost shows as the difference. A fixed rate (not "as fast as possible") keeps latency figures
 * comparable between runs and machines.
 *
 *   pnpm -F @seats/infra bench:users-me
 *   BENCH_RATE=500 BENCH_DURATION=20 BENCH_CONNECTIONS=8 pnpm -F @seats/infra bench:users-me
 *   BENCH_GATEWAY_URL=http://localhost:8080 BENCH_AUTH_URL=http://127.0.0.1:4101 ...   (a running system;
 *   its gateway must run with RATE_LIMIT_PER_MINUTE=0, or the per-address limit answers 429)
 */
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { deleteRedisPrefix, dropDatabases } from '../dev/databases.js';
import { RUN_DIR } from '../dev/paths.js';
import { generateSecrets } from '../dev/secrets.js';
import { startSystem, type RunningSystem } from '../dev/system.js';
import { waitUntilQuiet } from '../dev/warmup.js';

const RATE = Number(process.env.BENCH_RATE ?? 500);
const DURATION = Number(process.env.BENCH_DURATION ?? 20);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);

interface Figures {
  target: string;
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  non2xx: number;
  errors: number;
}

function load(url: string, token: string, seconds: number): Promise<autocannon.Result> {
  return autocannon({
    url,
    method: 'GET',
    headers: { authorization: `Bearer ${token}` },
    connections: CONNECTIONS,
    overallRate: RATE,
    duration: seconds,
  });
}

async function measure(target: string, url: string, token: string): Promise<Figures> {
  await load(url, token, WARMUP);
  const r = await load(url, token, DURATION);
  return {
    target,
    rps: r.requests.total / DURATION,
    p50: r.latency.p50,
    p90: r.latency.p90,
    p99: r.latency.p99,
    max: r.latency.max,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  };
}

async function register(gatewayUrl: string): Promise<string> {
  const id = randomBytes(4).toString('hex');
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
  });
  if (!res.ok) throw new Error(`register failed: HTTP ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { accessToken?: string };
  if (!body.accessToken) throw new Error('register answered without an access token');
  return body.accessToken;
}

async function main(): Promise<void> {
  let gatewayUrl = process.env.BENCH_GATEWAY_URL;
  let authUrl = process.env.BENCH_AUTH_URL;
  let system: RunningSystem | undefined;
  const id = randomBytes(3).toString('hex');
  const prefix = `seats_bench_${id}`;
  if (!gatewayUrl || !authUrl) {
    mkdirSync(RUN_DIR, { recursive: true });
    const logFile = path.join(RUN_DIR, `bench-${id}.log`);
    console.log(`starting the built system on :28080 (logs: ${logFile})`);
    system = await startSystem({
      mode: 'prod',
      ports: { gateway: 28080, firstService: 28101 },
      dbPrefix: prefix,
      redisPrefix: prefix,
      secrets: generateSecrets(),
      seed: false,
      output: createWriteStream(logFile),
      colors: false,
      // Request logs at this rate would measure the log file, not the code.
      env: { LOG_LEVEL: 'warn' },
      // The per-address guard would turn a fixed-rate run from one address into 429s; it is measured elsewhere.
      processEnv: { gateway: { RATE_LIMIT_PER_MINUTE: '0' } },
    });
    if (!(await waitUntilQuiet(system))) console.log('the system is still busy after start-up: figures will be noisy');
    gatewayUrl = system.gatewayUrl;
    authUrl = system.serviceUrls.auth;
  }
  try {
    if (!authUrl) throw new Error('auth is not running');
    const token = await register(gatewayUrl);
    console.log(`GET /api/users/me at ${RATE} req/s for ${DURATION} s (${WARMUP} s warm-up), ${CONNECTIONS} connections`);
    const direct = await measure('auth (direct)', `${authUrl}/api/users/me`, token);
    const viaGateway = await measure('gateway', `${gatewayUrl}/api/users/me`, token);
    const rows = [direct, viaGateway];
    const header = ['target', 'req/s', 'p50 ms', 'p90 ms', 'p99 ms', 'max ms', 'non-2xx', 'errors'];
    const table = [header, ...rows.map((r) => [r.target, r.rps.toFixed(0), r.p50, r.p90, r.p99, r.max, r.non2xx, r.errors].map(String))];
    const widths = header.map((_, i) => Math.max(...table.map((row) => (row[i] ?? '').length)));
    for (const row of table) console.log(row.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  '));
    console.log(`gateway adds p50 ${(viaGateway.p50 - direct.p50).toFixed(2)} ms, p99 ${(viaGateway.p99 - direct.p99).toFixed(2)} ms`);
  } finally {
    if (system) {
      await system.stop();
      await dropDatabases(system.config.mysqlUrl, prefix);
      await deleteRedisPrefix(system.config.redisUrl, prefix);
    }
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
