import { chromium, type Browser } from 'playwright-core'

export interface PrintRendererOptions {
  /** Where the app is reached from this process (the gateway). */
  appUrl: string
  chromiumPath: string
  /** One PDF's whole time: the page's load, its data and the print. */
  timeoutMs: number
}

/** Raised when the page never showed the date's map (a timeout, an error screen, another date). */
export class PrintRenderError extends Error {}

/**
 * Renders the app's own print view to PDF in headless Chromium: the same page and stylesheet the warden
 * prints from, so the mailed map and the printed one never differ. The page is signed in with a short-lived
 * viewer token the caller got from auth: the app's refresh call is answered with it, and nothing else of a
 * session exists. One browser per process, started on the first render and again if it died.
 */
export function createPrintRenderer(opts: PrintRendererOptions) {
  let browser: Promise<Browser> | null = null
  const origin = new URL(opts.appUrl).origin

  function browserOf(): Promise<Browser> {
    if (!browser) {
      browser = chromium.launch({
        executablePath: opts.chromiumPath,
        // The sandbox needs privileges containers do not give; the page is our own app, on our own origin.
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-dev-shm-usage',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--no-first-run',
        ],
      })
      browser.then(
        (b) => b.on('disconnected', () => (browser = null)),
        () => (browser = null),
      )
    }
    return browser
  }

  return {
    /** The PDF of the print view at `path` (`/map/:id/print?...&date=`), checked to show that date. */
    async render(path: string, accessToken: string): Promise<Buffer> {
      const date = new URL(path, origin).searchParams.get('date')
      const context = await (
        await browserOf()
      ).newContext({
        locale: 'he-IL',
        timezoneId: 'Asia/Jerusalem',
        colorScheme: 'light',
        serviceWorkers: 'block',
      })
      try {
        context.setDefaultTimeout(opts.timeoutMs)
        // The app's own origin only: nothing leaves for elsewhere while a synagogue's map is open.
        await context.route(
          (url) => url.origin !== origin,
          (route) => route.abort(),
        )
        // A printed page hears nothing live: no socket to open and close for every PDF.
        await context.routeWebSocket(/\/socket\.io\//, (ws) => ws.close())
        await context.route(`${origin}/api/auth/refresh_token`, (route) =>
          route.fulfill({ status: 200, contentType: 'application/json', json: { accessToken } }),
        )
        const page = await context.newPage()
        // What the page said when it fails: the operator's first clue.
        const problems: string[] = []
        page.on('pageerror', (err) => problems.push(err.message))
        page.on('console', (m) => m.type() === 'error' && problems.push(m.text()))
        await page.goto(`${origin}${path}`, { waitUntil: 'domcontentloaded' })
        const view = page.locator('.pr-view[data-print-ready="true"]')
        try {
          await view.waitFor({ state: 'attached' })
        } catch {
          const shown = (
            await page
              .locator('body')
              .innerText()
              .catch(() => '')
          )
            .replace(/\s+/g, ' ')
            .slice(0, 200)
          throw new PrintRenderError(
            `the print view did not load: ${path} (at ${page.url()}: "${shown}"; ${problems.slice(0, 3).join(' | ')})`,
          )
        }
        const shown = await view.getAttribute('data-print-date')
        if (date && shown !== date) throw new PrintRenderError(`the print view shows ${shown}, not ${date}`)
        // Runs in the page: the Hebrew fonts must be in before the print.
        await page.evaluate('document.fonts.ready.then(() => undefined)')
        await page.emulateMedia({ media: 'print', colorScheme: 'light' })
        return await page.pdf({ preferCSSPageSize: true, printBackground: true })
      } finally {
        await context.close().catch(() => undefined)
      }
    },

    async close(): Promise<void> {
      const b = browser
      browser = null
      if (b) await (await b.catch(() => null))?.close()
    },
  }
}
export type PrintRenderer = ReturnType<typeof createPrintRenderer>
