import { networkInterfaces } from 'node:os'
import Koa from 'koa'
import { describe, expect, it } from 'vitest'
import { createLogger } from '../logger'
import { serve } from './serve'

/** An address of this machine that is not loopback, when it has one. */
const outward = Object.values(networkInterfaces())
  .flat()
  .find((a) => a && a.family === 'IPv4' && !a.internal)?.address

describe('serve', () => {
  it.skipIf(!outward)('on 127.0.0.1 answers the machine itself and nobody else', async () => {
    const app = new Koa()
    app.use((ctx) => {
      ctx.body = 'ok'
    })
    const srv = await serve({
      app,
      port: 0,
      host: '127.0.0.1',
      log: createLogger('serve-test', 'silent'),
      handleSignals: false,
    })
    try {
      expect(await (await fetch(`http://127.0.0.1:${srv.port}/`)).text()).toBe('ok')
      // A request from elsewhere (here: through this machine's outward address) never reaches it.
      await expect(
        fetch(`http://${outward}:${srv.port}/`, { signal: AbortSignal.timeout(2000) }),
      ).rejects.toThrow()
    } finally {
      await srv.close()
    }
  })
})
