import { Agent, request } from 'node:http'
import type { JsonReply } from '../../dev/gateway-json.js'

/**
 * One client machine: its calls leave from `localAddress` (any 127.x.y.z on Linux), so the gateway counts
 * them as that address's, as it counts each synagogue's on a real Friday. JSON in and out, the bearer token
 * when given, kept-alive connections like a browser's.
 */
export function clientAt(gatewayUrl: string, localAddress: string) {
  const agent = new Agent({ keepAlive: true, maxSockets: 6 })
  const base = new URL(gatewayUrl)
  const call = <T>(token: string | null, method: string, path: string, body?: unknown) =>
    new Promise<JsonReply<T>>((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body)
      const req = request(
        {
          host: base.hostname,
          port: base.port,
          path,
          method,
          agent,
          localAddress,
          timeout: 30_000,
          headers: {
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...(payload
              ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
              : {}),
          },
        },
        (res) => {
          const chunks: Buffer[] = []
          res.on('data', (c: Buffer) => chunks.push(c))
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8')
            const json = text && String(res.headers['content-type']).includes('json')
            resolve({ status: res.statusCode ?? 0, body: (json ? JSON.parse(text) : text) as T })
          })
          res.on('error', reject)
        },
      )
      req.on('timeout', () => req.destroy(new Error('no answer in 30 s')))
      req.on('error', reject)
      req.end(payload)
    })
  return { call, localAddress, close: () => agent.destroy() }
}

/** The n-th client address (0-based), away from 127.0.0.1: 127.1.0.1, 127.1.0.2, … */
export const clientAddress = (n: number): string => `127.1.${Math.floor(n / 250)}.${1 + (n % 250)}`
