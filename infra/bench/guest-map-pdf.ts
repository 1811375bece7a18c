/**
 * The guest map's PDF as the workers render it: the app's print view of a 300-seat hall (15 rows of 20, 30
 * worshippers away) opened in headless Chromium with a render token and printed to PDF, by the workers' own
 * renderer. Prints the first PDF (Chromium starting), then PDFs per minute, each PDF's time (p50, p95) and
 * the memory of Chromium and this process at GUEST_MAP_CONCURRENCY 1 and 2. Figures, not a test.
 *
 *   pnpm -F @seats/infra bench:guest-map-pdf     (starts the built system on :27380, throwaway data; build first)
 *   BENCH_PDFS=20 BENCH_GATEWAY_PORT=27380 BENCH_FIRST_SERVICE_PORT=27401 ...
 *
 * Goal: at concurrency 1 at least 30 PDFs a minute (a synagogue's Friday mail in 2 s) within 500 MB of
 * Chromium, so one worker instance mails a thousand synagogues' maps inside an hour.
 */
import { readFileSync, readdirSync } from 'node:fs'
import { availableParallelism, loadavg } from 'node:os'
import { createPrintRenderer } from '@seats/workers/print-renderer'
import { CHROMIUM_LAUNCH_OPTIONS } from '../dev/chromium.js'
import { runBench } from './support/run-bench.js'
import { printTable } from './support/table.js'
import { withBenchSystem } from './support/throwaway-system.js'
import { apiCall } from './support/api-call.js'

const PDFS = Number(process.env.BENCH_PDFS ?? 20)
const ROWS = 15
const COLS = 20
const AWAY = 30
const GOALS = { pdfsPerMinute: 30, chromiumMb: 500 }

/** A 300-seat hall with every seat held and 30 of its worshippers away on the coming Shabbat. */
async function seed(base: string): Promise<{ accountId: number; path: string }> {
  const id = Date.now().toString(36)
  const reg = await apiCall<{ accessToken: string; user: { id: number } }>(
    base,
    null,
    'POST',
    '/api/auth/register',
    {
      email: `bench-pdf-${id}@example.com`,
      password: `Bench-${id}-password`,
      contactName: 'מדידת מפה',
      synagogueName: 'בית כנסת גדול',
      phone: '0501234567',
    },
  )
  const token = reg.accessToken
  const names = ['משה', 'דוד', 'יעקב', 'אברהם', 'יצחק', 'שמואל', 'יוסף', 'אהרן', 'מרדכי', 'חיים']
  const { created } = await apiCall<{ created: Array<{ id: number }> }>(
    base,
    token,
    'POST',
    '/api/persons/many',
    Array.from({ length: ROWS * COLS }, (_, i) => ({
      firstName: names[i % names.length],
      lastName: `כהן ${i + 1}`,
      phone: `0527${String(i).padStart(6, '0')}`,
    })),
  )
  const map = await apiCall<{ id: number; displays: Array<{ id: number }> }>(
    base,
    token,
    'POST',
    '/api/maps',
    {
      name: 'אולם ראשי',
      rows: ROWS,
      cols: COLS,
      cells: created.map((p, i) => ({
        row: Math.floor(i / COLS) + 1,
        col: (i % COLS) + 1,
        kind: 'seat',
        people: [{ id: p.id }],
      })),
    },
  )
  const dates = await apiCall<Array<{ date: string; kind: string }>>(
    base,
    token,
    'GET',
    '/api/reports/dates/list',
  )
  const shabbat = dates.find((d) => d.kind === 'shabbat')?.date
  if (!shabbat) throw new Error('no coming Shabbat in the date list')
  for (const p of created.slice(0, AWAY))
    await apiCall(base, token, 'POST', '/api/reports', {
      personId: p.id,
      date: shabbat,
      eventId: null,
      source: 'warden',
    })
  return {
    accountId: reg.user.id,
    path: `/map/${map.id}/print?display=${map.displays[0]!.id}&date=${shabbat}`,
  }
}

/** Memory of the Chromium processes this process started (proportional set size), in MB, from /proc. */
function chromiumRssMb(): number {
  const parents = new Map<number, number>()
  const rss = new Map<number, number>()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const status = readFileSync(`/proc/${entry}/status`, 'utf8')
      if (!/^Name:\s+chrom/m.test(status)) continue
      parents.set(Number(entry), Number(/PPid:\s+(\d+)/.exec(status)?.[1] ?? 0))
      // Proportional: the pages Chromium's processes share are counted once between them, not in each.
      const rollup = readFileSync(`/proc/${entry}/smaps_rollup`, 'utf8')
      rss.set(Number(entry), Number(/^Pss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0))
    } catch {
      // Gone since listed.
    }
  }
  const isOurs = (pid: number): boolean => {
    for (let p = parents.get(pid) ?? 0, i = 0; p > 1 && i < 50; p = parents.get(p) ?? 0, i++)
      if (p === process.pid) return true
    return false
  }
  let kb = 0
  for (const [pid, value] of rss) if (isOurs(pid)) kb += value
  return kb / 1024
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? 0

async function main(): Promise<void> {
  await withBenchSystem({ name: 'guest-map-pdf', gatewayPort: 27380 }, async ({ gatewayUrl, started }) => {
    if (!started) throw new Error('this bench starts its own system (it needs the workers token)')
    const { accountId, path } = await seed(gatewayUrl)
    // As the workers ask for it, with their own token.
    const renderToken = async (): Promise<string> => {
      const res = await fetch(`${started.serviceUrls.auth}/internal/accounts/${accountId}/render-token`, {
        method: 'POST',
        headers: { 'x-service-token': started.config.secrets.INTERNAL_TOKEN_WORKERS },
      })
      if (!res.ok) throw new Error(`render token: HTTP ${res.status}`)
      return ((await res.json()) as { accessToken: string }).accessToken
    }
    const rows: string[][] = []
    for (const concurrency of [1, 2]) {
      const renderer = createPrintRenderer({
        appUrl: gatewayUrl,
        chromiumPath: CHROMIUM_LAUNCH_OPTIONS.executablePath,
        timeoutMs: 60_000,
      })
      let peak = 0
      const sampler = setInterval(() => (peak = Math.max(peak, chromiumRssMb())), 200)
      try {
        const token = await renderToken()
        const coldStart = performance.now()
        const first = await renderer.render(path, token)
        const cold = performance.now() - coldStart
        const times: number[] = []
        let next = 0
        const runStart = performance.now()
        await Promise.all(
          Array.from({ length: concurrency }, async () => {
            while (next < PDFS) {
              next++
              const t0 = performance.now()
              await renderer.render(path, token)
              times.push(performance.now() - t0)
            }
          }),
        )
        const wall = performance.now() - runStart
        const perMinute = (PDFS / wall) * 60_000
        rows.push([
          String(concurrency),
          `${(cold / 1000).toFixed(2)} s`,
          perMinute.toFixed(1),
          `${(percentile(times, 50) / 1000).toFixed(2)} s`,
          `${(percentile(times, 95) / 1000).toFixed(2)} s`,
          `${(first.length / 1024).toFixed(0)} KiB`,
          `${peak.toFixed(0)} MB`,
          `${(process.memoryUsage().rss / 1048576).toFixed(0)} MB`,
          perMinute >= GOALS.pdfsPerMinute && peak <= GOALS.chromiumMb ? 'meets it' : 'misses',
        ])
      } finally {
        clearInterval(sampler)
        await renderer.close()
      }
    }
    console.log(
      `\nguest map PDF, ${ROWS * COLS} seats, ${PDFS} PDFs a run; ${availableParallelism()} cores, load ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    )
    printTable(
      ['concurrency', 'first (cold)', 'PDFs/min', 'p50', 'p95', 'size', 'Chromium peak', 'node rss', 'goal'],
      rows,
    )
    console.log(
      `goal: >= ${GOALS.pdfsPerMinute} PDFs/min at concurrency 1, Chromium <= ${GOALS.chromiumMb} MB`,
    )
  })
}

runBench(main)
