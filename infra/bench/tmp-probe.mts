import { chromium } from 'playwright-core'
import { CHROMIUM_LAUNCH_OPTIONS } from '../dev/chromium.js'
import { withBenchSystem } from './support/throwaway-system.js'
await withBenchSystem({ name: 'probe', gatewayPort: 27680 }, async ({ gatewayUrl }) => {
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS)
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  cdp.on('Network.requestWillBeSent', (e) => {
    if (/blueprint-|router-/.test(e.request.url)) {
      const frames = (e.initiator.stack?.callFrames ?? []).map((f) => `${f.functionName}@${f.url.replace(/.*\//, '')}:${f.lineNumber}`)
      let parent = e.initiator.stack?.parent
      while (parent) { frames.push('--' + (parent.description ?? '')); for (const f of parent.callFrames) frames.push(`${f.functionName}@${f.url.replace(/.*\//, '')}:${f.lineNumber}`); parent = parent.parent }
      console.log(e.request.url.replace(/.*\//, ''), e.initiator.type, e.initiator.url ?? '', frames.slice(0, 25).join(' < '))
    }
  })
  await page.goto(gatewayUrl + '/')
  await page.waitForTimeout(4000)
  await browser.close()
})
