import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import http from 'node:http'
import http2 from 'node:http2'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'

/**
 * An HTTP/2 edge in front of the gateway, as a deployment puts one (a TLS-terminating proxy or CDN): the
 * browser speaks HTTP/2 over TLS to it, and it forwards each request to the gateway over kept-alive
 * HTTP/1.1. For benchmarks only: its certificate is made on the spot and trusted by nobody, so the browser
 * must be told to accept it (and a service worker will not install behind it).
 */
export interface H2Edge {
  url: string
  close(): Promise<void>
}

/** Headers HTTP/2 forbids, or that describe one hop only. */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'host']

export async function startH2Edge(upstream: string): Promise<H2Edge> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'seats-h2-edge-'))
  const keyFile = path.join(dir, 'key.pem')
  const certFile = path.join(dir, 'cert.pem')
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-subj',
      '/CN=localhost',
      '-days',
      '1',
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ],
    { stdio: 'ignore', timeout: 30_000 },
  )
  const target = new URL(upstream)
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 })

  const server = http2.createSecureServer(
    {
      key: readFileSync(keyFile),
      cert: readFileSync(certFile),
      // A browser's WebSocket (the live updates) still comes over HTTP/1.1.
      allowHTTP1: true,
    },
    (req, res) => {
      const headers: http.OutgoingHttpHeaders = {}
      for (const [name, value] of Object.entries(req.headers))
        if (!name.startsWith(':') && !HOP_BY_HOP.includes(name)) headers[name] = value
      headers.host = target.host
      const up = http.request(
        { host: target.hostname, port: target.port, method: req.method, path: req.url, headers, agent },
        (answer) => {
          const out: http.OutgoingHttpHeaders = {}
          for (const [name, value] of Object.entries(answer.headers))
            if (!HOP_BY_HOP.includes(name) && value !== undefined) out[name] = value
          res.writeHead(answer.statusCode ?? 502, out)
          answer.pipe(res)
        },
      )
      up.on('error', () => {
        if (!res.headersSent) res.writeHead(502)
        res.end()
      })
      req.pipe(up)
    },
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `https://localhost:${port}`,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()))
      agent.destroy()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
