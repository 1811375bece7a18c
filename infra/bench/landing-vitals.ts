/**
 * What a first-time visitor's browser goes through on the landing page ('/'): the gzipped JavaScript it
 * downloads before the page can be used, Largest Contentful Paint and Cumulative Layout Shift, in Chromium
 * on this machine with a cold cache every run, at a desktop and a phone width. Figures, not a test.
 *
 *   pnpm -F @seats/infra bench:landing-vitals            (starts the built system on :27280, throwaway data)
 *   GATEWAY_URL=http://localhost:8080 pnpm -F @seats/infra bench:landing-vitals      (a running system)
 *   BENCH_RUNS=5 BENCH_CPU_THROTTLE=1 BENCH_GATEWAY_PORT=27280 BENCH_FIRST_SERVICE_PORT=27301 ...
 *
 * "Before interaction" ends when the landing page has rendered and the network has been quiet for 500 ms
 * with no input: everything fetched until then is what a visitor waits for. Sizes are the encoded bodies
 * as sent (the browser asks for gzip only, so brotli does not flatter the figure).
 * Budget: JS <= 150 KiB gzipped, CLS <= 0.05; LCP <= 600 ms (desktop and 390 px), <= 1500 ms on the phone
 * profile (390 px, 4x CPU throttle, a 4G network: support/phone-profile.ts).
 */
import { availableParallelism, loadavg } from 'node:os'
import { setTimeout as sleep } from 'node:timers/promises'
import { chromium, type Browser, type Request } from 'playwright-core'
import { CHROMIUM_LAUNCH_OPTIONS } from '../dev/chromium.js'
import { runBench } from './support/run-bench.js'
import { PHONE_VIEWPORT, throttleLikeAPhone } from './support/phone-profile.js'
import { printTable } from './support/table.js'
import { withBenchSystem } from './support/throwaway-system.js'

const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const CPU_THROTTLE = Number(process.env.BENCH_CPU_THROTTLE ?? 1)
const QUIET_MS = 500
const VIEWPORTS = [
  {
    name: 'desktop 1440',
    viewport: { width: 1440, height: 900 },
    isMobile: false,
    phoneProfile: false,
    lcpGoalMs: 600,
  },
  { name: 'phone 390', viewport: PHONE_VIEWPORT, isMobile: true, phoneProfile: false, lcpGoalMs: 600 },
  {
    name: 'phone profile (390, 4x CPU, 4G)',
    viewport: PHONE_VIEWPORT,
    isMobile: true,
    phoneProfile: true,
    lcpGoalMs: 1500,
  },
]
const BUDGET = { jsKiB: 150, cls: 0.05 }

interface ScriptLoad {
  url: string
  bytes: number
  encoding: string
}

interface Run {
  jsBytes: number
  jsFiles: number
  jsAtLoadBytes: number
  lcpMs: number
  lcpElement: string
  cls: number
  loadMs: number
  landingMs: number
  scripts: ScriptLoad[]
}

/** Runs in the page before any of its scripts: records LCP and layout shifts until the first input. */
function installObservers(): void {
  const w = window as unknown as {
    __vitals: { lcp: number; lcpElement: string; cls: number; input: boolean }
  }
  w.__vitals = { lcp: 0, lcpElement: '', cls: 0, input: false }
  new PerformanceObserver((list) => {
    if (w.__vitals.input) return
    for (const e of list.getEntries() as (PerformanceEntry & { element?: Element | null })[]) {
      w.__vitals.lcp = e.startTime
      const el = e.element
      w.__vitals.lcpElement = el
        ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ')[0]}` : ''}`
        : ''
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true })
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
      if (!e.hadRecentInput) w.__vitals.cls += e.value
  }).observe({ type: 'layout-shift', buffered: true })
  for (const type of ['pointerdown', 'keydown'])
    addEventListener(type, () => (w.__vitals.input = true), { capture: true, once: true })
}

async function oneRun(browser: Browser, base: string, vp: (typeof VIEWPORTS)[number]): Promise<Run> {
  const context = await browser.newContext({
    viewport: vp.viewport,
    isMobile: vp.isMobile,
    hasTouch: vp.isMobile,
    locale: 'he-IL',
    colorScheme: 'light',
    extraHTTPHeaders: { 'accept-encoding': 'gzip' },
  })
  await context.addInitScript(installObservers)
  const page = await context.newPage()
  if (vp.phoneProfile) await throttleLikeAPhone(context, page)
  else if (CPU_THROTTLE > 1) {
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE })
  }
  const encodings = new Map<string, string>()
  let lastNetwork = Date.now()
  const pending = new Set<Request>()
  page.on('request', (r) => {
    pending.add(r)
    lastNetwork = Date.now()
  })
  const settle = (r: Request) => {
    pending.delete(r)
    lastNetwork = Date.now()
    if (r.resourceType() === 'script')
      void r
        .response()
        .then(async (res) =>
          encodings.set(r.url(), (await res?.headerValue('content-encoding')) ?? 'identity'),
        )
  }
  page.on('requestfinished', settle)
  page.on('requestfailed', settle)

  await page.goto(`${base}/`, { waitUntil: 'load' })
  await page.waitForSelector('.landing-page #start h1', { timeout: 30_000 })
  // When the landing's heading was found in the page (Playwright polls every frame).
  const landingMs = await page.evaluate(() => performance.now())
  while (pending.size > 0 || Date.now() - lastNetwork < QUIET_MS) await sleep(50)
  // Let the last paints land before reading the observers.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))))
  const vitals = await page.evaluate(
    () => (window as unknown as { __vitals: { lcp: number; lcpElement: string; cls: number } }).__vitals,
  )
  // Resource Timing, read in the page: encoded (as sent) body sizes and when each script finished arriving.
  const timing = await page.evaluate(() => ({
    load: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
    scripts: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((e) => /\.m?js(\?|$)/.test(new URL(e.name).pathname))
      .map((e) => ({ url: e.name, bytes: e.encodedBodySize, end: e.responseEnd })),
  }))
  await context.close()
  const scripts = timing.scripts.map((x) => ({
    url: x.url,
    bytes: x.bytes,
    encoding: encodings.get(x.url) ?? '?',
  }))
  return {
    jsBytes: scripts.reduce((n, x) => n + x.bytes, 0),
    jsFiles: scripts.length,
    jsAtLoadBytes: timing.scripts.filter((x) => x.end <= timing.load).reduce((n, x) => n + x.bytes, 0),
    lcpMs: vitals.lcp,
    lcpElement: vitals.lcpElement,
    cls: vitals.cls,
    loadMs: timing.load,
    landingMs,
    scripts,
  }
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b)
  const mid = Math.floor(s.length / 2)
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2
}
const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`
const verdict = (ok: boolean) => (ok ? 'within budget' : 'OVER BUDGET')

function report(vp: (typeof VIEWPORTS)[number], runs: Run[]): void {
  const name = vp.name
  const js = median(runs.map((r) => r.jsBytes))
  const lcp = median(runs.map((r) => r.lcpMs))
  const cls = Math.max(...runs.map((r) => r.cls))
  console.log(`\n${name}: ${runs.length} cold runs`)
  printTable(
    [
      'run',
      'JS before interaction',
      'files',
      'JS by load event',
      'landing shown~',
      'load event',
      'LCP',
      'CLS',
      'LCP element',
    ],
    runs.map((r, i) => [
      String(i + 1),
      kib(r.jsBytes),
      String(r.jsFiles),
      kib(r.jsAtLoadBytes),
      `${r.landingMs.toFixed(0)} ms`,
      `${r.loadMs.toFixed(0)} ms`,
      `${r.lcpMs.toFixed(0)} ms`,
      r.cls.toFixed(3),
      r.lcpElement,
    ]),
    { indent: '  ', left: [8] },
  )
  console.log(`  median JS ${kib(js)} (budget ${BUDGET.jsKiB} KiB: ${verdict(js <= BUDGET.jsKiB * 1024)})`)
  console.log(`  median LCP ${lcp.toFixed(0)} ms (goal ${vp.lcpGoalMs} ms: ${verdict(lcp <= vp.lcpGoalMs)})`)
  console.log(`  worst CLS ${cls.toFixed(3)} (budget ${BUDGET.cls}: ${verdict(cls <= BUDGET.cls)})`)
  const last = runs[runs.length - 1]!
  const encodings = [...new Set(last.scripts.map((s) => s.encoding))].join(', ')
  const remote = last.scripts
    .filter((x) => new URL(x.url).pathname.startsWith('/remotes/landing/'))
    .reduce((n, x) => n + x.bytes, 0)
  console.log(
    `  of which the shell and its shared libraries ${kib(last.jsBytes - remote)}, the landing remote ${kib(remote)}`,
  )
  console.log(`  largest scripts of the last run (content-encoding: ${encodings}):`)
  for (const s of [...last.scripts].sort((a, b) => b.bytes - a.bytes).slice(0, 8))
    console.log(`    ${kib(s.bytes).padStart(10)}  ${new URL(s.url).pathname}`)
}

async function main(): Promise<void> {
  await withBenchSystem(
    { name: 'landing', running: process.env.GATEWAY_URL, gatewayPort: 27280 },
    async ({ gatewayUrl }) => {
      console.log(
        `landing page at ${gatewayUrl}/, ${RUNS} runs per width, CPU throttle ${CPU_THROTTLE}x, load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} CPUs`,
      )
      const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS)
      try {
        // One unmeasured visit so the server's own first-request work is not counted against the page.
        await oneRun(browser, gatewayUrl, VIEWPORTS[0]!)
        for (const vp of VIEWPORTS) {
          const runs: Run[] = []
          for (let i = 0; i < RUNS; i++) runs.push(await oneRun(browser, gatewayUrl, vp))
          report(vp, runs)
        }
      } finally {
        await browser.close()
      }
    },
  )
}

runBench(main)
