import path from 'node:path'
import { defineConfig } from '@playwright/test'
import { CHROMIUM_LAUNCH_OPTIONS } from '../dev/chromium.js'
import { ARTIFACTS_DIR, E2E_BASE_URL } from './e2e-env.js'

/**
 * Specs that change what the whole system shares for a while: the remotes manifest (redeploy,
 * remote-routes) or the calendar (reminders: a Thursday, a Friday after candle-lighting, Shabbat; renewal:
 * a month on, at the card provider too, whose calendar never goes back).
 */
const SERIAL_SPECS = /(redeploy|remote-routes|reminders|renewal|lobby|guest-map-mail)\.spec\.ts$/

export default defineConfig({
  testDir: './specs',
  testMatch: '**/*.spec.ts',
  outputDir: path.join(ARTIFACTS_DIR, 'test-results'),
  globalSetup: './global-setup.ts',
  // A test that hangs fails on its own with Playwright's message; the run's bound is far above the suite's
  // time on a busy machine (about 10 minutes at load 10), so a slow machine is slow, not red.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  globalTimeout: 60 * 60_000,
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [
    ['list'],
    [
      'json',
      { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ?? path.join(ARTIFACTS_DIR, 'report.json') },
    ],
  ],
  use: {
    baseURL: E2E_BASE_URL,
    browserName: 'chromium',
    locale: 'he-IL',
    timezoneId: 'Asia/Jerusalem',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
    // The app's service worker answers requests itself, out of reach of a page's request routes; the
    // specs about it (offline-map, redeploy's worker test) allow it with test.use.
    serviceWorkers: 'block',
  },
  projects: [
    // The serial specs change what every test sees, so they must run alone, one at a time, after
    // everything else: as the teardown of the first project they do, whether or not other tests failed.
    { name: 'system', testMatch: /system\.setup\.ts$/, teardown: 'serial' },
    { name: 'app', dependencies: ['system'], testIgnore: [SERIAL_SPECS, /system\.setup\.ts$/] },
    { name: 'serial', testMatch: SERIAL_SPECS, workers: 1, fullyParallel: false },
  ],
})
