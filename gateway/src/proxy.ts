import http from 'node:http'
import https from 'node:https'
import type { Duplex } from 'node:stream'
import httpProxy from 'http-proxy'
import { AppError, type Logger } from '@seats/kit'
import { isYemotPhoneLinePath, PHONE_LINE_UNAVAILABLE_REPLY, type ErrorCode } from '@seats/contracts'

/** What the gateway tells a service about the original request. */
export interface ForwardedFor {
  requestId: string
  clientIp: string
  proto: 'http' | 'https'
  host: string
}

export interface UpstreamProxyOptions {
  timeoutMs: number
  log: Logger
  /** Connections per upstream for signed-in calls; requests beyond it queue in the agent. */
  maxSockets?: number
  /** Connections per upstream for public calls, apart: a flood of them never takes the signed-in ones. */
  publicMaxSockets?: number
  /** How long a request's body may take to arrive; slower, it is cut with 408. */
  bodyTimeoutMs?: number
}

/** Which connections a call uses: public (no token needed) and signed-in calls never share a pool. */
export type Pool = 'public' | 'signed-in'

interface Target {
  protocol: string
  hostname: string
  host: string
  port: string
  path: string
}

/** Parsed once per upstream, so http-proxy does not re-parse a URL string per request. */
export function targetFrom(baseUrl: string): Target {
  const u = new URL(baseUrl)
  const port = u.port || (u.protocol === 'https:' ? '443' : '80')
  return {
    protocol: u.protocol,
    hostname: u.hostname,
    host: u.hostname,
    port,
    path: u.pathname.replace(/\/+$/, ''),
  }
}

// Hop-by-hop headers (RFC 9110 7.6.1) belong to one connection and are never passed on.
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'upgrade',
  // Node answered "100 Continue" to the client already; the service need not be asked again.
  'expect',
])

function connectionTokens(value: string | string[] | undefined): string[] {
  if (!value) return []
  const joined = Array.isArray(value) ? value.join(',') : value
  // The usual values name no extra headers; skip the split for them (this runs twice per request).
  if (!joined.includes(',') && /^\s*(?:keep-alive|close|upgrade)\s*$/i.test(joined)) return []
  return joined
    .split(',')
    .map((t) => t.trim().toLowerCase())
    .filter(Boolean)
}

/** Removes hop-by-hop request headers (and those the client named in Connection) before forwarding. */
export function stripHopByHop(headers: http.IncomingHttpHeaders, keepUpgrade = false): void {
  for (const name of connectionTokens(headers.connection)) {
    if (!(keepUpgrade && name === 'upgrade')) delete headers[name]
  }
  for (const name of HOP_BY_HOP) {
    if (keepUpgrade && (name === 'connection' || name === 'upgrade')) continue
    // Deleting only what is there keeps V8 from turning every headers object into a slow dictionary.
    if (headers[name] !== undefined) delete headers[name]
  }
}

function setForwarded(headers: http.IncomingHttpHeaders, f: ForwardedFor): void {
  headers['x-request-id'] = f.requestId
  headers['x-forwarded-for'] = f.clientIp
  headers['x-forwarded-proto'] = f.proto
  headers['x-forwarded-host'] = f.host
}

const hasBody = (req: http.IncomingMessage): boolean =>
  req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0

function errorCodeFor(err: NodeJS.ErrnoException | undefined, timedOut: boolean): ErrorCode {
  return timedOut || err?.code === 'ETIMEDOUT' ? 'upstream_timeout' : 'upstream_unavailable'
}

/** Writes the JSON error straight to the response (proxied requests bypass Koa's body handling). */
export function writeJsonError(res: http.ServerResponse, code: ErrorCode, requestId: string): void {
  if (res.headersSent) {
    // Part of the service's answer already left: the client must see a broken response, not a truncated one.
    res.destroy()
    return
  }
  const error = new AppError(code)
  const body = JSON.stringify(error.toBody(requestId))
  res.statusCode = error.status
  res.setHeader('Content-Type', 'application/json; charset=utf-8')
  res.setHeader('Content-Length', Buffer.byteLength(body))
  res.setHeader('Cache-Control', 'no-store')
  res.end(body)
}

/** The phone provider reads text, never JSON: a caller hears "call again in a few minutes" and the call ends. */
function writePhoneLineUnavailable(res: http.ServerResponse): void {
  if (res.headersSent) {
    res.destroy()
    return
  }
  res.statusCode = 200
  res.setHeader('Content-Type', 'text/plain; charset=utf-8')
  res.setHeader('Content-Length', Buffer.byteLength(PHONE_LINE_UNAVAILABLE_REPLY))
  res.setHeader('Cache-Control', 'no-store')
  res.end(PHONE_LINE_UNAVAILABLE_REPLY)
}

/** A raw HTTP error on a socket that asked to upgrade (there is no ServerResponse for it). */
export function writeSocketError(socket: Duplex, code: ErrorCode, requestId: string): void {
  if (socket.writable) {
    const error = new AppError(code)
    const body = JSON.stringify(error.toBody(requestId))
    socket.write(
      `HTTP/1.1 ${error.status} ${http.STATUS_CODES[error.status] ?? 'Error'}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        `X-Request-Id: ${requestId}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    )
  }
  socket.destroy()
}

interface Exchange {
  proxyReq?: http.ClientRequest
  onResponse: (proxyRes: http.IncomingMessage) => void
}

// The request carries its own exchange (a WeakMap's ephemerons kept every in-flight exchange alive
// through young-generation collections and grew the heap).
const EXCHANGE = Symbol('gateway.exchange')
const UPGRADE = Symbol('gateway.upgrade')
type Tagged = http.IncomingMessage & {
  [EXCHANGE]?: Exchange
  [UPGRADE]?: (proxyReq: http.ClientRequest) => void
}

/**
 * Streams requests to the services over kept-alive connections (a proxy opening a connection per
 * request runs out of ports and time under load). Bodies are never parsed or buffered.
 */
export function createUpstreamProxy(opts: UpstreamProxyOptions) {
  const agentOptions = (maxSockets: number) => ({
    keepAlive: true,
    maxSockets,
    maxFreeSockets: Math.min(64, maxSockets),
    scheduling: 'lifo' as const,
  })
  const signedIn = agentOptions(opts.maxSockets ?? 256)
  const publicOnes = agentOptions(opts.publicMaxSockets ?? 64)
  const agents: Record<Pool, { http: http.Agent; https: https.Agent }> = {
    'signed-in': { http: new http.Agent(signedIn), https: new https.Agent(signedIn) },
    public: { http: new http.Agent(publicOnes), https: new https.Agent(publicOnes) },
  }
  const bodyTimeoutMs = opts.bodyTimeoutMs ?? 10_000
  const proxy = httpProxy.createProxyServer({ selfHandleResponse: true, changeOrigin: true, xfwd: false })

  proxy.on('proxyReq', (proxyReq, req) => {
    const exchange = (req as Tagged)[EXCHANGE]
    if (exchange) exchange.proxyReq = proxyReq
  })
  proxy.on('proxyRes', (proxyRes, req) => {
    const exchange = (req as Tagged)[EXCHANGE]
    if (exchange) exchange.onResponse(proxyRes)
    else proxyRes.resume()
  })
  proxy.on('proxyReqWs', (proxyReq, req) => (req as Tagged)[UPGRADE]?.(proxyReq))
  // Errors reach the per-request callbacks; this keeps a stray one from crashing the process.
  proxy.on('error', (err) => opts.log.warn({ err }, 'proxy error'))

  function web(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    target: Target,
    fwd: ForwardedFor,
    pool: Pool = 'signed-in',
  ): Promise<void> {
    stripHopByHop(req.headers)
    setForwarded(req.headers, fwd)
    return new Promise((resolve) => {
      let settled = false
      let timedOut = false
      const exchange: Exchange = {
        onResponse(proxyRes) {
          clearTimeout(timer)
          if (settled || res.headersSent) {
            proxyRes.destroy()
            return
          }
          res.statusCode = proxyRes.statusCode ?? 502
          if (proxyRes.statusMessage) res.statusMessage = proxyRes.statusMessage
          const dropped = new Set(connectionTokens(proxyRes.headers.connection))
          for (const [name, value] of Object.entries(proxyRes.headers)) {
            // Node frames the body for the client itself (chunked or by length).
            if (
              value === undefined ||
              HOP_BY_HOP.has(name) ||
              dropped.has(name) ||
              name === 'transfer-encoding'
            )
              continue
            res.setHeader(name, value)
          }
          proxyRes.on('error', () => res.destroy())
          // A service that started answering and then went silent must not hold the client forever.
          exchange.proxyReq?.setTimeout(opts.timeoutMs, () => {
            opts.log.warn(
              { requestId: fwd.requestId, upstream: target.host },
              'upstream went silent mid-answer',
            )
            exchange.proxyReq?.destroy()
            res.destroy()
          })
          proxyRes.pipe(res)
        },
      }
      ;(req as Tagged)[EXCHANGE] = exchange
      const fail = (code: ErrorCode, err?: unknown) => {
        if (settled) return
        settled = true
        clearTimeout(timer)
        const level = code === 'upstream_timeout' || code === 'request_timeout' ? 'warn' : 'error'
        opts.log[level](
          { err, requestId: fwd.requestId, upstream: target.host, code },
          code === 'request_timeout' ? 'request body too slow' : 'upstream failed',
        )
        exchange.proxyReq?.destroy()
        if (isYemotPhoneLinePath(req.url ?? '')) writePhoneLineUnavailable(res)
        else writeJsonError(res, code, fwd.requestId)
      }
      // "No answer" means no response headers within the limit; a streaming answer may take longer.
      const timer = setTimeout(() => {
        timedOut = true
        fail('upstream_timeout')
      }, opts.timeoutMs)
      // A body trickled in slowly would hold a connection to the service for as long as the sender likes.
      const bodyTimer = hasBody(req)
        ? setTimeout(() => {
            if (req.complete) return
            res.setHeader('Connection', 'close')
            fail('request_timeout')
            req.destroy()
          }, bodyTimeoutMs)
        : undefined
      req.once('end', () => clearTimeout(bodyTimer))
      res.once('close', () => {
        clearTimeout(timer)
        clearTimeout(bodyTimer)
        settled = true
        if (!res.writableFinished) exchange.proxyReq?.destroy()
        resolve()
      })
      proxy.web(
        req,
        res,
        {
          target: target as unknown as httpProxy.ProxyTargetUrl,
          agent: target.protocol === 'https:' ? agents[pool].https : agents[pool].http,
        },
        (err) => fail(errorCodeFor(err as NodeJS.ErrnoException, timedOut), err),
      )
    })
  }

  /** WebSocket upgrades get a connection of their own: an upgraded socket never returns to the pool. */
  function ws(
    req: http.IncomingMessage,
    socket: Duplex,
    head: Buffer,
    target: Target,
    fwd: ForwardedFor,
  ): void {
    stripHopByHop(req.headers, true)
    setForwarded(req.headers, fwd)
    let settled = false
    const fail = (code: ErrorCode, err?: unknown) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      opts.log.warn(
        { err, requestId: fwd.requestId, upstream: target.host, code },
        'websocket upstream failed',
      )
      writeSocketError(socket, code, fwd.requestId)
    }
    const timer = setTimeout(() => fail('upstream_timeout'), opts.timeoutMs)
    socket.on('error', () => socket.destroy())
    socket.once('close', () => clearTimeout(timer))
    ;(req as Tagged)[UPGRADE] = (proxyReq) => {
      const answered = () => {
        settled = true
        clearTimeout(timer)
      }
      proxyReq.once('upgrade', answered)
      proxyReq.once('response', answered)
      socket.once('close', () => proxyReq.destroy())
    }
    proxy.ws(
      req,
      socket,
      head,
      { target: target as unknown as httpProxy.ProxyTargetUrl, agent: false },
      (err) => fail(errorCodeFor(err as NodeJS.ErrnoException, false), err),
    )
  }

  function close(): void {
    for (const pair of Object.values(agents)) {
      pair.http.destroy()
      pair.https.destroy()
    }
    proxy.close()
  }

  return { web, ws, close }
}
export type UpstreamProxy = ReturnType<typeof createUpstreamProxy>
