import { randomUUID } from 'node:crypto'
import type { Clock, Redis } from '@seats/kit'
import type { OptOuts } from './opt-outs'
import type { ReportsService } from '../reports'
import type { ReminderConversation, ReminderScript } from './telephony'

/** Persons offered one by one after "all" (keys 2..9). */
const MAX_SINGLE_CHOICES = 8

/** The key that stops every reminder call to this phone, from any synagogue. */
export const OPT_OUT_KEY = '0'
const OPT_OUT_PROMPT = 'כדי שלא נתקשר יותר למספר הזה, הקישו 0'
/** Said before the goodbye when the call's phone was texted its report link. */
export const LINK_SENT_PROMPT = 'שלחנו לכם הודעה עם קישור, לדיווח גם בלי להתקשר'

/** What the reminder offers after its text: press 1 for everyone on the phone, 2.. for one of them. */
export function offerPrompt(script: ReminderScript): string[] {
  const offer = script.offer
  if (!offer || offer.persons.length === 0) return ['זוהי שיחת ניסיון. תודה ולהתראות']
  const [only] = offer.persons
  if (offer.persons.length === 1 && only)
    return [`לדיווח שהמקום של ${only.name} פנוי ב${offer.dateName}, הקישו 1`, OPT_OUT_PROMPT]
  const names = offer.persons.map((p) => p.name).join(', ')
  return [
    `לדיווח שהמקומות של ${names} פנויים ב${offer.dateName}, הקישו 1`,
    ...offer.persons.slice(0, MAX_SINGLE_CHOICES).map((p, i) => `לדיווח על ${p.name} בלבד, הקישו ${i + 2}`),
    OPT_OUT_PROMPT,
  ]
}

/** The keys the offer accepts (1, 2.. for one person, 0 to stop the calls); null: nothing to press (a test call). */
export function offerKeys(script: ReminderScript): string[] | null {
  const persons = script.offer?.persons ?? []
  if (persons.length === 0) return null
  const singles = persons.length > 1 ? persons.slice(0, MAX_SINGLE_CHOICES).map((_, i) => String(i + 2)) : []
  return ['1', ...singles, OPT_OUT_KEY]
}

/**
 * The reminder's conversation: it speaks the text and the offer, and a key press makes the reports through
 * the reports service (source reminder), as the phone line does, so the seats free live on the warden's map.
 * The call's state lives in Redis and is taken once: a replayed answer never reports twice.
 */
export function reminderConversation(deps: {
  redis: Redis
  redisPrefix: string
  reports: ReportsService
  optOuts: OptOuts
  ttlSec: number
  now: Clock
}): ReminderConversation {
  const key = (id: string) => `${deps.redisPrefix}:reminder:call:${id}`
  return {
    async start(script) {
      const callId = randomUUID()
      await deps.redis.set(key(callId), JSON.stringify(script), 'EX', deps.ttlSec)
      return { callId, say: [script.text, ...offerPrompt(script)] }
    },
    async opening(callId) {
      const raw = await deps.redis.get(key(callId))
      if (!raw) return null
      const script = JSON.parse(raw) as ReminderScript
      return {
        say: [script.text, ...offerPrompt(script)],
        keys: offerKeys(script),
        runId: script.runId,
        phone: script.phone,
      }
    },
    async answer(callId, digits) {
      const raw = await deps.redis.getdel(key(callId))
      if (!raw) return { say: [], outcome: 'answered' }
      const script = JSON.parse(raw) as ReminderScript
      const offer = script.offer
      const ending = (say: string): string[] => (script.linkSent ? [LINK_SENT_PROMPT, say] : [say])
      if (!offer || !digits) return { say: ending('תודה ולהתראות'), outcome: 'answered' }
      if (digits === OPT_OUT_KEY) {
        await deps.optOuts.add(script.phone, 'callee', deps.now())
        return { say: ['לא נתקשר יותר למספר הזה. להתראות'], outcome: 'answered' }
      }
      const n = Number(digits)
      const persons =
        n === 1
          ? offer.persons
          : n >= 2 && n < 2 + MAX_SINGLE_CHOICES
            ? offer.persons.slice(n - 2, n - 1)
            : []
      if (persons.length === 0) return { say: ending('לא נבחרה אפשרות. להתראות'), outcome: 'answered' }
      for (const person of persons) {
        await deps.reports.create(script.accountId, {
          personId: person.id,
          date: offer.date,
          eventId: offer.eventId,
          source: 'reminder',
        })
      }
      return { say: ending('הדיווח התקבל, תודה רבה. להתראות'), outcome: 'reported' }
    },
  }
}
