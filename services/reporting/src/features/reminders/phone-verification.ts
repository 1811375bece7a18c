import { createHash, randomInt, timingSafeEqual } from 'node:crypto'
import {
  isValidPhone,
  normalizePhone,
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_CODE_MAX_TRIES,
  VERIFICATION_CODE_TTL_MIN,
  type InternalAccount,
  type PhoneVerification,
  type VerificationCodeSent,
} from '@seats/contracts'
import { AppError, consumeOrReject } from '@seats/kit'
import type { ReportingDeps } from '../../deps'
import { israelToday } from '../calendar'
import { dailyCallCap } from './daily-call-cap'
import { optOuts } from './opt-outs'
import { providerFor } from './provider-for'
import { isRestDay } from './reminder-calendar'

const TTL_MS = VERIFICATION_CODE_TTL_MIN * 60_000

/** Counts a wrong try only while the code is there, so a try never leaves a key without its expiry behind. */
const COUNT_WRONG_TRY = `if redis.call('EXISTS', KEYS[1]) == 0 then return -1 end
return redis.call('HINCRBY', KEYS[1], 'tries', 1)`

/** Kept hashed: a Redis dump shows no code that could still be typed. */
const hashOf = (accountId: number, phone: string, code: string) =>
  createHash('sha256').update(`${accountId}:${phone}:${code}`).digest()

/**
 * The account's phone proved to be the warden's before a test call rings it: a code spoken to it (through
 * the account's provider) typed back within 10 minutes. The code is the account's alone (its Redis key), a
 * wrong try counts, the fifth burns it. Verified per (account, phone): a changed phone is verified anew.
 */
export function phoneVerification(deps: ReportingDeps) {
  const key = (accountId: number) => `${deps.redisPrefix}:phone-code:${accountId}`
  const cap = dailyCallCap(deps.db)
  const stopped = optOuts(deps.db)

  function phoneOf(account: Pick<InternalAccount, 'phone'>): string {
    const phone = normalizePhone(account.phone ?? '')
    if (!isValidPhone(phone)) throw new AppError('phone_missing')
    return phone
  }

  async function isVerified(accountId: number, phone: string): Promise<boolean> {
    return Boolean(await deps.db('phone_verifications').where({ owner_id: accountId, phone }).first('phone'))
  }

  return {
    isVerified,

    async status(account: Pick<InternalAccount, 'id' | 'phone'>): Promise<PhoneVerification> {
      const phone = normalizePhone(account.phone ?? '')
      return { phone, verified: isValidPhone(phone) && (await isVerified(account.id, phone)) }
    },

    async sendCode(account: InternalAccount): Promise<VerificationCodeSent> {
      const phone = phoneOf(account)
      if (await stopped.has(phone)) throw new AppError('phone_opted_out')
      const today = israelToday(deps.now())
      if (isRestDay(today)) throw new AppError('no_calls_on_rest_day')
      await consumeOrReject(deps.reminders.limits.codesPerAccount, String(account.id))
      await consumeOrReject(deps.reminders.limits.codesPerPhone, phone)
      if (!(await cap.take(account.id, today)))
        throw new AppError('daily_call_cap_reached', {
          params: { max: (await cap.capOf(account.id)).dailyCap },
        })
      const code = String(randomInt(0, 10 ** VERIFICATION_CODE_LENGTH)).padStart(
        VERIFICATION_CODE_LENGTH,
        '0',
      )
      // Stored before it is spoken: a quick warden may type it while the call still rings.
      await deps.redis
        .multi()
        .del(key(account.id))
        .hset(key(account.id), {
          phone,
          hash: hashOf(account.id, phone, code).toString('hex'),
          expiresAt: String(deps.now().getTime() + TTL_MS),
          tries: '0',
        })
        .pexpire(key(account.id), TTL_MS)
        .exec()
      if (!(await providerFor(deps.reminders, account).sendCode({ accountId: account.id, phone, code }))) {
        await deps.redis.del(key(account.id))
        await cap.release(account.id, today)
        throw new AppError('verification_code_not_sent')
      }
      return { phone, expiresInMin: VERIFICATION_CODE_TTL_MIN }
    },

    async verify(account: InternalAccount, code: string): Promise<PhoneVerification> {
      const phone = phoneOf(account)
      const stored = await deps.redis.hgetall(key(account.id))
      // A code for another phone (the account's phone changed since) is no code for this one.
      if (!stored.hash || stored.phone !== phone || Number(stored.expiresAt) <= deps.now().getTime()) {
        if (stored.hash) await deps.redis.del(key(account.id))
        throw new AppError('verification_code_expired')
      }
      if (!timingSafeEqual(Buffer.from(stored.hash, 'hex'), hashOf(account.id, phone, code))) {
        const tries = Number(await deps.redis.eval(COUNT_WRONG_TRY, 1, key(account.id)))
        // Gone meanwhile (burnt by a parallel try, or expired): there is no code to try any more.
        if (tries < 0) throw new AppError('verification_code_expired')
        if (tries >= VERIFICATION_CODE_MAX_TRIES) {
          await deps.redis.del(key(account.id))
          throw new AppError('verification_code_burnt')
        }
        throw new AppError('verification_code_wrong', {
          params: { left: VERIFICATION_CODE_MAX_TRIES - tries },
        })
      }
      // Taken once: of two requests with the right code, one verifies and the other finds none.
      if ((await deps.redis.del(key(account.id))) !== 1) throw new AppError('verification_code_expired')
      await deps
        .db('phone_verifications')
        .insert({ owner_id: account.id, phone, verified_at: deps.now() })
        .onConflict(['owner_id', 'phone'])
        .merge({ verified_at: deps.now() })
      return { phone, verified: true }
    },
  }
}
export type PhoneVerificationService = ReturnType<typeof phoneVerification>
