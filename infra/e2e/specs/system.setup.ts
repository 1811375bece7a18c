import { expect, test } from '@playwright/test'

// Runs first; the serial project (the specs that change the remotes manifest or the calendar) is its
// teardown, so it runs last even when other tests failed.
test('the gateway serves the shell, the remotes manifest and answers ready', async ({ request }) => {
  const ready = await request.get('/readyz')
  expect(ready.status()).toBe(200)
  const shell = await request.get('/')
  expect(shell.status()).toBe(200)
  expect(shell.headers()['content-type']).toContain('text/html')
  expect(await shell.text()).toMatch(/<html[^>]*dir="rtl"/)
  const manifest = await request.get('/remotes.json')
  expect(manifest.headers()['cache-control']).toMatch(/no-cache|no-store/)
  expect(Object.keys((await manifest.json()) as object).sort()).toEqual(['admin', 'landing', 'seating'])
})
