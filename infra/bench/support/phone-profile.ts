import type { BrowserContext, Page } from 'playwright-core'

/** The phone profile the product's figures use: 390 x 844 at 3x, touch, 4x slower CPU, a 4G network. */
export const PHONE_VIEWPORT = { width: 390, height: 844 }

/** A CPU four times slower and a 4G network (150 ms latency, 1.6 Mbit/s down, 750 kbit/s up), via CDP. */
export async function throttleLikeAPhone(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  })
}
