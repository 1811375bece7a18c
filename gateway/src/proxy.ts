import http from 'node:http'
import https from 'node:https'
import type { Duplex } from 'node:stream'
import httpProxy from 'http-proxy'
import type { Logger } from '@seats/kit'
import { answerCompressor, answerEncoding, markCompressed } from './answer-compression'
import { isYemotPhoneLinePath, type ErrorCode } from '@seats/contracts'
import { writeJsonError, writePhoneLineUnavailable, writeSocketError } from './error-replies'
import { copyAnswerHeaders, setForwarded, stripHopByHop, type ForwardedFor } from './proxy-headers'
import type { UpstreamTarget } from './upstream-target'

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

const hasBody = (req: http.IncomingMessage): boolean =>
  req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0

function errorCodeFor(err: NodeJS.ErrnoException | undefined, timedOut: boolean): ErrorCode {
  return timedOut || err?.code === 'ETIMEDOUT' ? 'upstream_timeout' : 'upstream_unavailable'
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
    target: UpstreamTarget,
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
          copyAnswerHeaders(proxyRes, res)
          proxyRes.on('error', () => res.destroy())
          const encoding = answerEncoding(req, proxyRes)
          // A service that started answering and then went silent must not hold the client forever.
          exchange.proxyReq?.setTimeout(opts.timeoutMs, () => {
            opts.log.warn(
              { requestId: fwd.requestId, upstream: target.host },
              'upstream went silent mid-answer',
            )
            exchange.proxyReq?.destroy()
            res.destroy()
          })
          if (!encoding) {
            proxyRes.pipe(res)
            return
          }
          markCompressed(res, encoding)
          const compressor = answerCompressor(encoding)
          compressor.on('error', () => res.destroy())
          proxyRes.pipe(compressor).pipe(res)
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
    target: UpstreamTarget,
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
