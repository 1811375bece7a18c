import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { createPrivateKey } from 'node:crypto'
import { SignJWT } from 'jose'
import { createLogger, serve, type Logger } from '@seats/kit'
import { testKeyPair } from '@seats/kit/testing'
import { createGateway, type GatewayConfig } from '../app'

export const keys = testKeyPair()
export const silentLog = createLogger('gateway-test', 'silent')

/** An access token as the auth service signs it. */
export function signToken(
  opts: { exp?: number | string; pem?: string; iss?: string; aud?: string; sub?: string } = {},
): Promise<string> {
  return new SignJWT({ adm: false, gst: false })
    .setProtectedHeader({ alg: 'EdDSA' })
    .setSubject(opts.sub ?? '7')
    .setIssuer(opts.iss ?? 'seats-auth')
    .setAudience(opts.aud ?? 'seats-api')
    .setIssuedAt()
    .setExpirationTime(opts.exp ?? '5m')
    .sign(createPrivateKey(opts.pem ?? keys.privateKeyPem))
}

export function baseConfig(overrides: Partial<GatewayConfig> = {}): GatewayConfig {
  return {
    NODE_ENV: 'test',
    JWT_PUBLIC_KEY: keys.publicKeyPem,
    JWT_ISSUER: 'seats-auth',
    JWT_AUDIENCE: 'seats-api',
    REMOTE_DISTS: {},
    UPSTREAM_TIMEOUT_MS: 5_000,
    RATE_LIMIT_PER_MINUTE: 0,
    TRUST_PROXY_HOPS: 0,
    CARD_PROVIDER_ORIGINS: ['https://pay.example.com'],
    precompress: false,
    ...overrides,
  }
}

export interface RunningGateway {
  url: string
  port: number
  close: () => Promise<void>
}

/** The gateway on a loopback port, wired exactly as main.ts wires it. */
export async function startGateway(config: GatewayConfig, log: Logger = silentLog): Promise<RunningGateway> {
  const gateway = createGateway(config, log)
  await gateway.start()
  const running = await serve({
    app: gateway.app,
    port: 0,
    log: silentLog,
    closers: [gateway.close],
    shutdownTimeoutMs: 1_000,
    handleSignals: false,
    onServer: (server) => server.on('upgrade', gateway.upgrade),
  })
  return {
    url: `http://127.0.0.1:${running.port}`,
    port: running.port,
    close: async () => {
      await gateway.close()
      await running.close()
    },
  }
}

export interface Upstream {
  url: string
  server: http.Server
  /** Every request the upstream received, with its body. */
  received: Array<{ method: string; url: string; headers: http.IncomingHttpHeaders; body: string }>
  /** The path of every request begun, its body whole or not: what holds one of the gateway's connections. */
  begun: string[]
  close: () => Promise<void>
}

/** A real HTTP server on loopback standing in for a service. */
export async function startUpstream(
  handler?: (req: http.IncomingMessage, res: http.ServerResponse, body: string) => void,
): Promise<Upstream> {
  const received: Upstream['received'] = []
  const begun: string[] = []
  const server = http.createServer((req, res) => {
    begun.push(req.url ?? '')
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8')
      received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body })
      if (handler) return handler(req, res, body)
      res.setHeader('Content-Type', 'application/json')
      res.end(JSON.stringify({ ok: true, method: req.method, url: req.url }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    server,
    received,
    begun,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

export interface RawResponse {
  status: number
  headers: http.IncomingHttpHeaders
  body: string
}

/** A request whose path goes out byte for byte (fetch would normalise "..", which is what we test). */
export function rawRequest(
  baseUrl: string,
  path: string,
  opts: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawResponse> {
  const { hostname, port } = new URL(baseUrl)
  return new Promise((resolve, reject) => {
    const req = http.request(
      { hostname, port, path, method: opts.method ?? 'GET', headers: opts.headers, agent: false },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        )
      },
    )
    req.on('error', reject)
    req.end(opts.body)
  })
}
