import { generateKeyPairSync, randomBytes } from 'node:crypto'
import { dropDatabase } from '../db'
import { createLogger, type Logger } from '../logger'

/** A fresh, unique database name per test file; dropped in afterAll. */
export function testDatabaseName(service: string): string {
  return `seats_t_${service}_${randomBytes(4).toString('hex')}`
}

export async function dropTestDatabase(name: string, mysqlUrl = testMysqlUrl()): Promise<void> {
  await dropDatabase(mysqlUrl, name)
}

export const testMysqlUrl = () => process.env.MYSQL_URL ?? 'mysql://root@127.0.0.1:3306'
export const testRedisUrl = () => process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'
export const testRedisPrefix = () => `seats_t_${randomBytes(4).toString('hex')}`

/** An Ed25519 pair in PEM, as the start command generates for a real deployment. */
export function testKeyPair(): { publicKeyPem: string; privateKeyPem: string } {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519')
  return {
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  }
}

/** A service's logger in tests: silent unless TEST_LOG_LEVEL asks for more. */
export const testLogger = (name: string): Logger =>
  createLogger(name, (process.env.TEST_LOG_LEVEL as 'silent' | undefined) ?? 'silent')

export const testInternalToken = () => randomBytes(24).toString('hex')

/** A service's answer as the tests read it: status, parsed JSON body (null when empty) and headers. */
export interface Reply<T = unknown> {
  status: number
  body: T
  headers: Headers
}

// Tests name the answer's shape at each call.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Call = <T = any>(
  method: string,
  path: string,
  body?: unknown,
  headers?: Record<string, string>,
) => Promise<Reply<T>>

/** One HTTP call to a test server: JSON in and out, the bearer token when given; a string body is sent as is. */
export async function send<T>(
  base: string,
  token: string | null,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Reply<T>> {
  const res = await fetch(base + path, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  })
  const text = await res.text()
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T, headers: res.headers }
}
export { capturedLogger } from './captured-log'
export { listenToAccountRooms, type AccountRooms } from './account-rooms'
export {
  routeAccessBreaches,
  routeAccessLines,
  type AccessBreach,
  type RouteAccessCallers,
} from './route-access'
