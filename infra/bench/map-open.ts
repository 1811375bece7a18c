/**
 * Opening a warden's map: how long until a click (a tap on a phone) on a seat opens its card, cold (empty
 * cache) and warm (the same browser again), on a desktop and on a phone profile, and the JavaScript the map
 * route downloads. Figures, not a test.
 *
 *   pnpm -F @seats/infra bench:map-open            (starts the built system on :27380, throwaway data)
 *   BENCH_RUNS=5 BENCH_GATEWAY_PORT=27380 BENCH_FIRST_SERVICE_PORT=27401 pnpm -F @seats/infra bench:map-open
 *   BENCH_WATERFALL=0 ...     (leaves out the request waterfall of the last cold run)
 *   BENCH_ONLY=phone ...      (one profile: 'desktop' or 'phone')
 *   BENCH_H2=1 ...            (the browser speaks HTTP/2 to a local TLS edge in front of the gateway, as in
 *                              a deployment; cold opens only: behind an untrusted certificate Chrome keeps
 *                              no HTTP cache and installs no service worker; its own baseline, map-open-h2)
 *   BENCH_SAVE_BASELINE=1 ... (stores this run's figures as the baseline later runs are compared with)
 *
 * The map has 300 worshippers, every one seated (12 rows of 25). The phone profile is 390 x 844 at 3x, touch,
 * the CPU slowed 4x and Lighthouse's slow 4G (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up). The access
 * token is in localStorage before any page script, as after a sign-in. The browser asks for what it always
 * asks for (brotli included, which the gateway serves); the table's sizes are the encoded bodies as sent,
 * and the route's JS is also given gzipped (level 9, as the gateway's gzip copies), the unit of its goal.
 * Goals: interactive <= 0.8 s cold on a desktop, <= 2.5 s on the phone profile, <= 1.0 s on a return
 * visit with the app's service worker (cold and warm runs block it: warm is the HTTP cache alone); the map
 * route's JS <= 200 KiB gzip in <= 15 files before the first tap; <= 400 ms of long frames on the main
 * thread from the map's data arriving to the first tap; a tap on a seat to its card (INP, p75 of 20 taps)
 * <= 200 ms; with the network off after one visit, the map readable in <= 1.5 s. Then the figures against
 * the stored baseline (support/baseline.ts), and one profiled cold open's costliest functions.
 */
import { availableParallelism, loadavg } from 'node:os'
import { gzipSync } from 'node:zlib'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { CHROMIUM_LAUNCH_OPTIONS } from '../dev/chromium.js'
import { compareWithBaseline, type Figure } from './support/baseline.js'
import { startH2Edge } from './support/h2-edge.js'
import { longFrameMs, p75, pointerLatencies, profileCpu, watchMainThread } from './support/page-work.js'
import { runBench } from './support/run-bench.js'
import { PHONE_VIEWPORT, throttleLikeAPhone } from './support/phone-profile.js'
import { printTable } from './support/table.js'
import { withBenchSystem } from './support/throwaway-system.js'

const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const ROWS = 12
const COLS = 25
const GOALS = {
  desktopMs: 800,
  phoneMs: 2500,
  jsKiB: 200,
  filesBeforeTap: 15,
  returnMs: 1000,
  mainThreadMs: 400,
  inpMs: 200,
  offlineMs: 1500,
}
const H2 = process.env.BENCH_H2 === '1'
/** Seats tapped one after another once the map is usable: INP's p75 is read over them. */
const TAPS = 20

interface Profile {
  name: string
  viewport: { width: number; height: number }
  phone: boolean
  goalMs: number
}
const PROFILES: Profile[] = [
  { name: 'desktop 1440', viewport: { width: 1440, height: 900 }, phone: false, goalMs: GOALS.desktopMs },
  {
    name: 'phone 390, CPU 4x, slow 4G',
    viewport: PHONE_VIEWPORT,
    phone: true,
    goalMs: GOALS.phoneMs,
  },
]

interface Run {
  fcpMs: number
  seatsMs: number
  interactiveMs: number
  jsBytes: number
  jsFiles: number
  /** The JS files' paths, to weigh them gzipped. */
  jsPaths: string[]
  /** Every request of the page, in the order they started: where the time goes. */
  requests: { path: string; startMs: number; endMs: number; bytes: number }[]
  /** JavaScript files the page asked for before the first tap worked (the goal's 'files before interaction'). */
  filesBeforeTap: number
  /** Long animation frames between the map's data arriving and the first tap working. */
  mainThreadMs: number
}

async function json<T>(res: Response): Promise<T> {
  if (!res.ok) throw new Error(`${res.url}: ${res.status} ${await res.text()}`)
  return (await res.json()) as T
}

/** A warden with 300 worshippers, all seated on one map; returns the access token and the map's id. */
async function seedWarden(base: string): Promise<{ token: string; mapId: number }> {
  const id = Math.random().toString(36).slice(2, 8)
  const registered = await json<{ accessToken: string; user: { id: number } }>(
    await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: `bench-map-${id}@example.com`,
        password: `Seats-${id}-bench-pw`,
        contactName: 'גבאי הבדיקה',
        synagogueName: 'אהל משה',
        phone: '0501234567',
      }),
    }),
  )
  const token = registered.accessToken
  const call = (method: string, path: string, body?: unknown) =>
    fetch(`${base}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
  await json(await call('PATCH', `/users/${registered.user.id}/markAsNotNew`))
  const people = Array.from({ length: ROWS * COLS }, (_, i) => ({
    firstName: `מתפלל${i + 1}`,
    lastName: 'כהן',
    phone: `052${String(1_000_000 + i).padStart(7, '0')}`,
  }))
  const { created } = await json<{ created: { id: number }[] }>(await call('POST', '/persons/many', people))
  const map = await json<{ id: number }>(
    await call('POST', '/maps', {
      name: 'אולם ראשי',
      rows: ROWS,
      cols: COLS,
      cells: created.map((p, i) => ({
        row: Math.floor(i / COLS) + 1,
        col: (i % COLS) + 1,
        kind: 'seat',
        people: [{ id: p.id }],
      })),
    }),
  )
  return { token, mapId: map.id }
}

/** A cold and an HTTP-cache open run with the app's service worker blocked; a return visit with it. */
type OpenKind = 'cold' | 'warm' | 'return'

async function newContext(
  browser: Browser,
  profile: Profile,
  token: string,
  serviceWorkers: 'allow' | 'block',
): Promise<BrowserContext> {
  const context = await browser.newContext({
    serviceWorkers,
    viewport: profile.viewport,
    deviceScaleFactor: profile.phone ? 3 : 1,
    isMobile: profile.phone,
    hasTouch: profile.phone,
    locale: 'he-IL',
    colorScheme: 'light',
    ignoreHTTPSErrors: H2,
  })
  await context.addInitScript((t) => localStorage.setItem('token', t), token)
  await watchMainThread(context)
  return context
}

/** Where seat (row, col) is on the screen: column 1 at the right-hand end (board geometry, unscaled). */
async function seatPoint(page: Page, row: number, col: number): Promise<{ x: number; y: number } | null> {
  const box = await page.locator('.me-board').boundingBox()
  if (!box) return null
  const scale = box.width / (80 + COLS * 72)
  return { x: box.x + (40 + (COLS - col) * 72 + 36) * scale, y: box.y + (28 + (row - 1) * 56 + 28) * scale }
}

async function press(page: Page, profile: Profile, at: { x: number; y: number }): Promise<void> {
  if (profile.phone) await page.touchscreen.tap(at.x, at.y)
  else await page.mouse.click(at.x, at.y)
}

/**
 * Taps (clicks) TAPS seats of a usable map one after another, each card closed before the next: the p75 of
 * the taps' latencies, as the browser's Event Timing reports them.
 */
async function seatTapsP75(page: Page, profile: Profile): Promise<number> {
  const card = page.getByRole('dialog', { name: /^שורה/ })
  // Closed by Escape from its own close button: a key press, so only the seat taps count as taps.
  const close = () => card.getByRole('button', { name: 'סגירה' }).press('Escape')
  await close()
  await card.waitFor({ state: 'hidden' })
  const since = await page.evaluate(() => performance.now())
  for (let i = 0; i < TAPS; i++) {
    // Twenty different seats in the four right-hand columns, which a phone's first view shows whole.
    const at = await seatPoint(page, 1 + (i % ROWS), 1 + ((i + Math.floor(i / ROWS)) % 4))
    if (!at) throw new Error('the board is not on screen')
    await press(page, profile, at)
    await card.waitFor({ state: 'visible' })
    await close()
    await card.waitFor({ state: 'hidden' })
  }
  const latencies = await pointerLatencies(page, since)
  if (latencies.length < TAPS / 2) throw new Error(`only ${latencies.length} taps were timed by the browser`)
  return p75(latencies)
}

/** With the network off, a new tab of a browser that visited once: until the map and its offline mark show. */
async function openOffline(context: BrowserContext, base: string, mapId: number): Promise<number> {
  await context.setOffline(true)
  const page = await context.newPage()
  await page.goto(`${base}/map/${mapId}`, { waitUntil: 'commit' })
  await page.locator('.me-board .me-strips, .me-board .me-cell').first().waitFor({ state: 'attached' })
  await page
    .getByText(/^לא מחובר · מעודכן ל-/)
    .first()
    .waitFor({ state: 'visible', timeout: 30_000 })
  const readableMs = await page.evaluate(() => performance.now())
  await page.close()
  await context.setOffline(false)
  return readableMs
}

/** One opening of the map in `page`: until the first seat's card answers a click (a tap on the phone). */
async function openMap(page: Page, base: string, mapId: number, profile: Profile): Promise<Run> {
  await page.goto(`${base}/map/${mapId}`, { waitUntil: 'commit' })
  const board = page.locator('.me-board .me-strips, .me-board .me-cell').first()
  await board.waitFor({ state: 'attached', timeout: 60_000 })
  const seatsMs = await page.evaluate(() => performance.now())
  const card = page.getByRole('dialog', { name: 'שורה א, מושב 1' })
  // Keep pressing the seat until its card opens: the first press that works is when the map is usable.
  for (let attempt = 0; ; attempt++) {
    const at = await seatPoint(page, 1, 1)
    if (at) await press(page, profile, at)
    if (await card.isVisible()) break
    if (attempt > 200) throw new Error('the seat never opened its card')
    await page.waitForTimeout(25)
  }
  const interactiveMs = await page.evaluate(() => performance.now())
  const timing = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    scripts: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((e) => /\.m?js(\?|$)/.test(new URL(e.name).pathname))
      .map((e) => ({ path: new URL(e.name).pathname, bytes: e.encodedBodySize })),
    requests: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((e) => ({
      path: new URL(e.name).pathname,
      startMs: e.startTime,
      endMs: e.responseEnd,
      bytes: e.encodedBodySize,
    })),
  }))
  // The map's own data (its cells and who sits where): from its arrival on, the time is the main thread's.
  const data = timing.requests.find((r) => r.path === `/api/maps/${mapId}`)
  return {
    fcpMs: timing.fcp,
    seatsMs,
    interactiveMs,
    filesBeforeTap: timing.requests.filter((r) => r.startMs < interactiveMs && /\.m?js$/.test(r.path)).length,
    mainThreadMs: data ? await longFrameMs(page, data.endMs, interactiveMs) : Number.NaN,
    jsBytes: timing.scripts.reduce((n, s) => n + s.bytes, 0),
    jsFiles: timing.scripts.length,
    jsPaths: timing.scripts.map((s) => s.path),
    requests: timing.requests,
  }
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b)
  const mid = Math.floor(s.length / 2)
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2
}
const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`
const ms = (n: number) => `${n.toFixed(0)} ms`

/** The files gzipped at level 9 (the gateway's gzip copies), whatever encoding the browser was sent. */
async function gzippedSize(base: string, paths: readonly string[]): Promise<number> {
  const sizes = await Promise.all(
    paths.map(async (path) => {
      const res = await fetch(`${base}${path}`)
      if (!res.ok) throw new Error(`${path}: ${res.status}`)
      return gzipSync(Buffer.from(await res.arrayBuffer()), { level: 9 }).length
    }),
  )
  return sizes.reduce((n, b) => n + b, 0)
}

const KIND_TITLES: Record<OpenKind, string> = {
  cold: 'cold',
  warm: 'warm (HTTP cache, no service worker)',
  return: 'return visit (the service worker kept the code)',
}

const within = (ok: boolean) => (ok ? 'meets it' : 'MISSES it')

/** Prints one kind of opening's runs; answers its median interactive time and, cold, the JS weighed gzipped. */
async function report(
  base: string,
  profile: Profile,
  kind: OpenKind,
  runs: Run[],
): Promise<{ interactiveMs: number; jsGzip: number }> {
  console.log(`\n${profile.name}, ${KIND_TITLES[kind]}: ${runs.length} runs`)
  printTable(
    [
      'run',
      'first paint',
      'seats drawn',
      'interactive',
      'main thread',
      'JS as sent',
      'JS files',
      'before tap',
    ],
    runs.map((r, i) => [
      String(i + 1),
      ms(r.fcpMs),
      ms(r.seatsMs),
      ms(r.interactiveMs),
      ms(r.mainThreadMs),
      kib(r.jsBytes),
      String(r.jsFiles),
      String(r.filesBeforeTap),
    ]),
    { indent: '  ' },
  )
  const interactive = median(runs.map((r) => r.interactiveMs))
  // A warm open has no goal of its own: it is only compared with the cold one (never 'meets it' by default).
  const goal =
    kind === 'cold'
      ? `goal ${profile.goalMs} ms: ${within(interactive <= profile.goalMs)}`
      : kind === 'return'
        ? `return-visit goal ${GOALS.returnMs} ms: ${within(interactive <= GOALS.returnMs)}`
        : `no goal of its own; cold goal ${profile.goalMs} ms ${interactive <= profile.goalMs ? 'reached' : 'not reached'}`
  console.log(`  median interactive ${ms(interactive)} (${goal})`)
  const mainThread = median(runs.map((r) => r.mainThreadMs))
  console.log(
    `  median main-thread long frames from the map's data to the first tap ${ms(mainThread)} (goal ${GOALS.mainThreadMs} ms: ${within(mainThread <= GOALS.mainThreadMs)})`,
  )
  if (kind !== 'cold') return { interactiveMs: interactive, jsGzip: 0 }
  const sent = median(runs.map((r) => r.jsBytes))
  // Every cold run loads the same files: weigh the last one's.
  const gzipped = await gzippedSize(base, runs.at(-1)!.jsPaths)
  const files = median(runs.map((r) => r.filesBeforeTap))
  console.log(
    `  the route's JS ${kib(gzipped)} gzip (goal ${GOALS.jsKiB} KiB: ${within(gzipped <= GOALS.jsKiB * 1024)}), ${kib(sent)} as sent; ` +
      `${files} JS files before the first tap (goal ${GOALS.filesBeforeTap}: ${within(files <= GOALS.filesBeforeTap)})`,
  )
  if (process.env.BENCH_WATERFALL !== '0') {
    console.log('  requests of the last run (start, end, size, path):')
    for (const r of runs.at(-1)!.requests)
      console.log(
        `    ${ms(r.startMs).padStart(8)} ${ms(r.endMs).padStart(8)} ${kib(r.bytes).padStart(10)}  ${r.path}`,
      )
  }
  return { interactiveMs: interactive, jsGzip: gzipped }
}

/** One more cold open under the sampling profiler (not timed: the profiler slows it): where the CPU went. */
async function printCpuCosts(browser: Browser, base: string, token: string, mapId: number, profile: Profile) {
  const context = await newContext(browser, profile, token, 'block')
  const page = await context.newPage()
  if (profile.phone) await throttleLikeAPhone(context, page)
  const { totalMs, top } = await profileCpu(context, page, async () => {
    await openMap(page, base, mapId, profile)
  })
  await context.close()
  console.log(
    `\n${profile.name}: a profiled cold open, ${ms(totalMs)} of CPU; the costliest functions (self time):`,
  )
  printTable(
    ['function', 'self', 'share'],
    top.map((c) => [c.what, ms(c.selfMs), `${((c.selfMs / totalMs) * 100).toFixed(1)}%`]),
    { indent: '  ' },
  )
}

async function main(): Promise<void> {
  await withBenchSystem({ name: 'map-open', gatewayPort: 27380 }, async ({ gatewayUrl }) => {
    const { token, mapId } = await seedWarden(gatewayUrl)
    const edge = H2 ? await startH2Edge(gatewayUrl) : null
    // Where the browser goes: the gateway itself, or the HTTP/2 edge in front of it.
    const base = edge?.url ?? gatewayUrl
    console.log(
      `map ${mapId} (${ROWS * COLS} worshippers) at ${base}${edge ? ` (HTTP/2 edge in front of ${gatewayUrl})` : ''}, ${RUNS} runs each, load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} CPUs`,
    )
    const figures: Figure[] = []
    const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS)
    try {
      const only = process.env.BENCH_ONLY
      for (const profile of PROFILES.filter((p) => !only || p.name.startsWith(only))) {
        const cold: Run[] = []
        const warm: Run[] = []
        const back: Run[] = []
        const taps: number[] = []
        const offline: number[] = []
        for (let i = 0; i < RUNS; i++) {
          const context = await newContext(browser, profile, token, 'block')
          const page = await context.newPage()
          if (profile.phone) await throttleLikeAPhone(context, page)
          cold.push(await openMap(page, base, mapId, profile))
          taps.push(await seatTapsP75(page, profile))
          // Chrome keeps no HTTP cache for an origin whose certificate it does not trust: behind the local
          // edge only cold opens mean anything.
          if (edge) {
            await context.close()
            continue
          }
          // The same browser opens it again: its HTTP cache holds the code.
          const again = await context.newPage()
          if (profile.phone) await throttleLikeAPhone(context, again)
          warm.push(await openMap(again, base, mapId, profile))
          await context.close()

          // A week later on the same phone: the first visit left the service worker with the code and data.
          const installed = await newContext(browser, profile, token, 'allow')
          const first = await installed.newPage()
          if (profile.phone) await throttleLikeAPhone(installed, first)
          await openMap(first, base, mapId, profile)
          await first.locator('html[data-offline-ready]').waitFor({ state: 'attached', timeout: 60_000 })
          await first.close()
          const later = await installed.newPage()
          if (profile.phone) await throttleLikeAPhone(installed, later)
          back.push(await openMap(later, base, mapId, profile))
          await later.close()
          // Then in the basement, with no signal at all.
          offline.push(await openOffline(installed, base, mapId))
          await installed.close()
        }
        // The files are weighed at the gateway itself (whose certificate Node trusts).
        const c = await report(gatewayUrl, profile, 'cold', cold)
        const inp = median(taps)
        console.log(
          `\n${profile.name}: a tap on a seat to its card, p75 of ${TAPS} taps: ${ms(inp)} median over the runs (goal ${GOALS.inpMs} ms: ${within(inp <= GOALS.inpMs)})`,
        )
        const short = profile.phone ? 'phone' : 'desktop'
        figures.push(
          { name: `${short} cold interactive`, value: c.interactiveMs, unit: 'ms' },
          {
            name: `${short} main thread after data`,
            value: median(cold.map((x) => x.mainThreadMs)),
            unit: 'ms',
          },
          { name: `${short} tap INP p75`, value: inp, unit: 'ms' },
        )
        if (!profile.phone)
          figures.push(
            { name: 'route JS gzip', value: c.jsGzip / 1024, unit: 'KiB' },
            {
              name: 'JS files before the first tap',
              value: median(cold.map((x) => x.filesBeforeTap)),
              unit: 'files',
            },
          )
        if (warm.length) {
          const w = await report(gatewayUrl, profile, 'warm', warm)
          figures.push({ name: `${short} warm interactive`, value: w.interactiveMs, unit: 'ms' })
        }
        if (back.length) {
          const r = await report(gatewayUrl, profile, 'return', back)
          const off = median(offline)
          console.log(
            `${profile.name}: the map readable with the network off: ${ms(off)} median (goal ${GOALS.offlineMs} ms: ${within(off <= GOALS.offlineMs)})`,
          )
          figures.push(
            { name: `${short} return interactive`, value: r.interactiveMs, unit: 'ms' },
            { name: `${short} offline readable`, value: off, unit: 'ms' },
          )
        } else
          console.log(`${profile.name}: return and offline visits need the service worker: not measured here`)
        await printCpuCosts(browser, base, token, mapId, profile)
      }
    } finally {
      await browser.close()
      await edge?.close()
    }
    const worse = compareWithBaseline(edge ? 'map-open-h2' : 'map-open', figures)
    if (worse.length) {
      console.log(`worse than the baseline: ${worse.join(', ')}`)
      process.exitCode = 1
    }
  })
}

runBench(main)
