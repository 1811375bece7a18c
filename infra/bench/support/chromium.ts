import { chromium, type Browser } from 'playwright-core';

// Debian's chromium; these flags keep it from reaching for the (closed) network or a GPU.
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

/** A headless Chromium for a bench (CHROMIUM_PATH moves it). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
}
