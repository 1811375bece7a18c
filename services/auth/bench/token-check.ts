/**
 * What the revocation check adds to every authenticated request: verifying one access token with the
 * signature check alone, and with the revocation check (one Redis MGET) after it, sequentially and with
 * CONCURRENCY checks in flight. Prints figures; it is not a test. Needs Redis (REDIS_URL, default local).
 *
 *   pnpm -F @seats/auth bench:token-check
 *   BENCH_CHECKS=20000 BENCH_CONCURRENCY=16 pnpm -F @seats/auth bench:token-check
 */
import { randomBytes } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import {
  closeRedis,
  connectRedis,
  signatureVerifierOf,
  tokenRevocations,
  withRevocationCheck,
  type TokenVerifier,
} from '@seats/kit'
import { testKeyPair } from '@seats/kit/testing'
import { createAccessTokenSigner } from '../src/features/credentials'

const CHECKS = Number(process.env.BENCH_CHECKS ?? 10_000)
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8)

const keys = testKeyPair()
const env = {
  JWT_PUBLIC_KEY: keys.publicKeyPem,
  JWT_ISSUER: 'bench',
  JWT_AUDIENCE: 'bench',
  REDIS_PREFIX: `bench-${randomBytes(4).toString('hex')}`,
}
const sign = createAccessTokenSigner({
  privateKeyPem: keys.privateKeyPem,
  publicKeyPem: keys.publicKeyPem,
  issuer: env.JWT_ISSUER,
  audience: env.JWT_AUDIENCE,
  ttlSeconds: 900,
})

async function run(name: string, verify: TokenVerifier, token: string, concurrency: number) {
  for (let i = 0; i < 500; i++) await verify(token)
  const times: number[] = []
  let next = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < CHECKS) {
        next++
        const t0 = performance.now()
        await verify(token)
        times.push(performance.now() - t0)
      }
    }),
  )
  const seconds = (performance.now() - started) / 1000
  times.sort((a, b) => a - b)
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(3)
  console.log(
    `${name.padEnd(34)} x${String(concurrency).padEnd(3)} ${Math.round(CHECKS / seconds)
      .toString()
      .padStart(7)} checks/s   p50 ${at(0.5)} ms   p99 ${at(0.99)} ms`,
  )
}

const redis = await connectRedis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379')
try {
  const token = await sign(
    { id: 1, isAdmin: false, isGuest: false, accountId: 1, role: 'owner', name: 'גבאי' },
    new Date(),
    { sessionId: 'bench' },
  )
  const signatureOnly = signatureVerifierOf(env)
  const revocations = tokenRevocations(redis, env.REDIS_PREFIX)
  // The deny-list's marker, as auth writes it at boot: without it every token is refused.
  await revocations.restore([])
  const withRevocation = withRevocationCheck(signatureOnly, revocations)
  console.log(`${CHECKS} checks of one token each`)
  for (const concurrency of [1, CONCURRENCY]) {
    await run('signature only', signatureOnly, token, concurrency)
    await run('signature + revocation (Redis)', withRevocation, token, concurrency)
  }
} finally {
  await redis.del(`${env.REDIS_PREFIX}:revoked:kept`)
  await closeRedis(redis)
}
