import http from 'node:http'
import { describe, expect, it } from 'vitest'
import { closeHttp, closeOnce, listenHttp } from './http-server'

describe('listenHttp', () => {
  it('answers the free port it was given for 0', async () => {
    const server = http.createServer((_req, res) => res.end('ok'))
    const port = await listenHttp(server, 0, '127.0.0.1')
    expect(port).toBeGreaterThan(0)
    expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe('ok')
    await closeHttp(server, 0)
  })

  it('rejects a port already taken', async () => {
    const first = http.createServer()
    const port = await listenHttp(first, 0, '127.0.0.1')
    await expect(listenHttp(http.createServer(), port, '127.0.0.1')).rejects.toThrow(/EADDRINUSE/)
    await closeHttp(first, 0)
  })
})

/** A server that holds its first request unanswered; `arrived` gives its response once it is in. */
function serverHolding() {
  let arrive: (res: http.ServerResponse) => void = () => {}
  const arrived = new Promise<http.ServerResponse>((resolve) => (arrive = resolve))
  const server = http.createServer((_req, res) => arrive(res))
  return { server, arrived }
}

describe('closeHttp', () => {
  it('lets an answer in flight finish within the grace', async () => {
    const { server, arrived } = serverHolding()
    const port = await listenHttp(server, 0, '127.0.0.1')
    const answer = fetch(`http://127.0.0.1:${port}/`).then((r) => r.text())
    const res = await arrived
    const closed = closeHttp(server, 5_000)
    res.end('done')
    expect(await answer).toBe('done')
    await closed
  })

  it('cuts an answer still in flight when there is no grace', async () => {
    const { server, arrived } = serverHolding()
    const port = await listenHttp(server, 0, '127.0.0.1')
    const answer = fetch(`http://127.0.0.1:${port}/`)
    await arrived
    await closeHttp(server, 0)
    await expect(answer).rejects.toThrow()
  })
})

describe('closeOnce', () => {
  it('closes once for every caller', async () => {
    let calls = 0
    const close = closeOnce(async () => {
      calls += 1
    })
    await Promise.all([close(), close()])
    await close()
    expect(calls).toBe(1)
  })
})
