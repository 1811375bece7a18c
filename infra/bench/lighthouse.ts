/**
 * Lighthouse 12.2.3 (pinned) over the main screens, on Debian's Chromium, desktop and mobile: prints the four
 * scores of each screen and the audits that keep accessibility, best practices or SEO under 100. Figures,
 * not a test. The warden's screens are opened signed in (the browser holds the session's cookie; Lighthouse
 * is told not to clear it).
 *
 *   pnpm -F @seats/infra bench:lighthouse     (starts the built system on :27480, throwaway data; build first)
 *   GATEWAY_URL=http://localhost:8080 BENCH_EMAIL=... BENCH_PASSWORD=... pnpm -F @seats/infra bench:lighthouse
 *   BENCH_SCREENS=/,/maps BENCH_FORM_FACTORS=mobile ...
 *
 * Goal: accessibility, best practices and SEO at 100 on every screen, both form factors.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import lighthouse, { desktopConfig, type Flags, type Result } from 'lighthouse'
import { chromium } from 'playwright-core'
import { CHROMIUM_LAUNCH_OPTIONS } from '../dev/chromium.js'
import { runBench } from './support/run-bench.js'
import { printTable } from './support/table.js'
import { withBenchSystem } from './support/throwaway-system.js'
import { apiCall } from './support/api-call.js'

const PORT = Number(process.env.BENCH_DEBUG_PORT ?? 9333)
const FORM_FACTORS = (process.env.BENCH_FORM_FACTORS ?? 'desktop,mobile').split(',') as Array<
  'desktop' | 'mobile'
>
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const GOAL_CATEGORIES = ['accessibility', 'best-practices', 'seo'] as const

/** A warden with a small hall, five worshippers and one of them away: every screen has something to show. */
async function seedWarden(base: string): Promise<{ email: string; password: string; mapId: number }> {
  const id = Date.now().toString(36)
  const account = { email: `bench-lh-${id}@example.com`, password: `Bench-${id}-password` }
  const reg = await apiCall<{ accessToken: string }>(base, null, 'POST', '/api/auth/register', {
    ...account,
    contactName: 'מדידת איכות',
    synagogueName: 'אהל יעקב',
    phone: '0501234567',
  })
  const token = reg.accessToken
  const { created } = await apiCall<{ created: Array<{ id: number }> }>(
    base,
    token,
    'POST',
    '/api/persons/many',
    ['משה', 'דוד', 'יעקב', 'אברהם', 'יצחק'].map((firstName, i) => ({
      firstName,
      lastName: 'כהן',
      phone: `05270000${i}0`,
    })),
  )
  const map = await apiCall<{ id: number }>(base, token, 'POST', '/api/maps', {
    name: 'אולם ראשי',
    rows: 3,
    cols: 6,
    cells: created.map((p, i) => ({ row: 1, col: i + 1, kind: 'seat', people: [{ id: p.id }] })),
  })
  const dates = await apiCall<Array<{ date: string; kind: string }>>(
    base,
    token,
    'GET',
    '/api/reports/dates/list',
  )
  const shabbat = dates.find((d) => d.kind === 'shabbat')?.date
  if (shabbat)
    await apiCall(base, token, 'POST', '/api/reports', {
      personId: created[0]!.id,
      date: shabbat,
      eventId: null,
      source: 'warden',
    })
  return { ...account, mapId: map.id }
}

async function main(): Promise<void> {
  await withBenchSystem(
    { name: 'lighthouse', running: process.env.GATEWAY_URL, gatewayPort: 27480 },
    async ({ gatewayUrl }) => {
      const warden =
        process.env.BENCH_EMAIL && process.env.BENCH_PASSWORD
          ? { email: process.env.BENCH_EMAIL, password: process.env.BENCH_PASSWORD, mapId: 0 }
          : await seedWarden(gatewayUrl)
      const publicScreens = ['/', '/login', '/register']
      const wardenScreens = [
        '/maps',
        ...(warden.mapId ? [`/map/${warden.mapId}`] : []),
        '/persons',
        '/reports',
      ]
      const wardenScreens2 = ['/free-seats', '/reminders']
      const wanted = process.env.BENCH_SCREENS?.split(',')
      const screens = [...publicScreens, ...wardenScreens, ...wardenScreens2].filter(
        (s) => !wanted || wanted.includes(s),
      )
      const profile = mkdtempSync(path.join(tmpdir(), 'seats-lh-'))
      // One browser Lighthouse drives over its debugging port; its default context holds the session.
      const context = await chromium.launchPersistentContext(profile, {
        executablePath: CHROMIUM_LAUNCH_OPTIONS.executablePath,
        args: [...CHROMIUM_LAUNCH_OPTIONS.args, `--remote-debugging-port=${PORT}`],
        headless: true,
        locale: 'he-IL',
      })
      const rows: string[][] = []
      const below: string[] = []
      try {
        for (const screen of screens) {
          const signedIn = !publicScreens.includes(screen)
          await context.clearCookies()
          if (signedIn) {
            const login = await context.request.post(`${gatewayUrl}/api/auth/login`, {
              data: { username: warden.email, password: warden.password },
            })
            if (!login.ok()) throw new Error(`login: HTTP ${login.status()}`)
          }
          for (const formFactor of FORM_FACTORS) {
            const flags: Flags = {
              port: PORT,
              output: 'json',
              logLevel: 'error',
              onlyCategories: [...CATEGORIES],
              disableStorageReset: true,
              formFactor,
            }
            const run = await lighthouse(
              `${gatewayUrl}${screen}`,
              flags,
              formFactor === 'desktop' ? desktopConfig : undefined,
            )
            if (!run) throw new Error(`no result for ${screen}`)
            const lhr: Result = run.lhr
            const score = (c: string) => Math.round((lhr.categories[c]?.score ?? 0) * 100)
            rows.push([screen, formFactor, ...CATEGORIES.map((c) => String(score(c)))])
            for (const c of GOAL_CATEGORIES) {
              if (score(c) === 100) continue
              const failing = (lhr.categories[c]?.auditRefs ?? [])
                .filter((r) => r.weight > 0 && (lhr.audits[r.id]?.score ?? 1) < 1)
                .map((r) => r.id)
              below.push(
                `${screen} ${formFactor} ${c}: ${failing.join(', ') || '(no weighted audit failed)'}`,
              )
            }
            if (lhr.finalDisplayedUrl && new URL(lhr.finalDisplayedUrl).pathname !== screen)
              below.push(`${screen} ${formFactor}: ended at ${lhr.finalDisplayedUrl}`)
          }
        }
      } finally {
        await context.close()
        rmSync(profile, { recursive: true, force: true })
      }
      console.log('\nLighthouse 12.2.3, Debian Chromium, simulated throttling')
      printTable(['screen', 'form', 'performance', 'accessibility', 'best practices', 'SEO'], rows)
      console.log(
        below.length ? `\nunder 100:\n  ${below.join('\n  ')}` : '\nevery screen at 100 for the goal',
      )
    },
  )
}

runBench(main)
