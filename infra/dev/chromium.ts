/**
 * How the e2e tests and the benchmarks launch Chromium: Debian's (CHROMIUM_PATH moves it), never a
 * downloaded one, with flags that keep it from reaching for the (closed) network at start.
 */
export const CHROMIUM_LAUNCH_OPTIONS = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
}
