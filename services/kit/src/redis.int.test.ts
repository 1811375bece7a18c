import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkRedisPersistence, closeRedis, connectRedis, type Redis } from './redis'
import { capturedLogger, testRedisUrl } from './testing'

let redis: Redis
beforeAll(async () => {
  redis = await connectRedis(testRedisUrl())
})
afterAll(() => closeRedis(redis))

describe('Redis persistence at boot', () => {
  it('a production process says loudly when Redis keeps no append-only file; others stay quiet', async () => {
    const keeps = /^aof_enabled:1\s*$/m.test(await redis.info('persistence'))
    const production = capturedLogger('boot')
    expect(await checkRedisPersistence(redis, production.log, true)).toBe(keeps)
    expect(production.lines.some((l) => l.includes('Redis keeps no append-only file'))).toBe(!keeps)
    const development = capturedLogger('boot')
    await checkRedisPersistence(redis, development.log, false)
    expect(development.lines).toEqual([])
  })
})
