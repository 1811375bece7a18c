import path from 'node:path'
import { defineConfig } from '@playwright/test'
import { CHROMIUM_LAUNCH_OPTIONS } from '../dev/chromium.js'
import { ARTIFACTS_DIR, E2E_BASE_URL } from './e2e-env.js'

/** Specs that point the shared remotes manifest elsewhere for a while. */
const MANIFEST_SPECS = /(redeploy|remote-routes)\.spec\.ts$/

export default defineConfig({
  testDir: './specs',
  testMatch: '**/*.spec.ts',
  outputDir: path.join(ARTIFACTS_DIR, 'test-results'),
  globalSetup: './global-setup.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  globalTimeout: 20 * 60_000,
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
  },
  projects: [
    // The redeploy and remote-routes specs rewrite the shared remotes manifest, so they must run alone,
    // one at a time, after everything else: as the teardown of the first project they do, whether or not
    // other tests failed.
    { name: 'system', testMatch: /system\.setup\.ts$/, teardown: 'redeploy' },
    { name: 'app', dependencies: ['system'], testIgnore: [MANIFEST_SPECS, /system\.setup\.ts$/] },
    { name: 'redeploy', testMatch: MANIFEST_SPECS, workers: 1, fullyParallel: false },
  ],
})
