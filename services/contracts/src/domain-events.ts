import { z } from 'zod'
import { changeSchema } from './activity'

/** Cross-service facts published on a Redis stream; each consuming service reads with its own group. */
export const DOMAIN_EVENTS_STREAM = 'domain-events'

export const domainEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('account.deleted'), accountId: z.number().int() }),
  /** Plan, quota or subscription fields changed: drop any cached copy of the account. */
  z.object({ type: z.literal('account.changed'), accountId: z.number().int() }),
  /** One session signed out (logout): its browser's live connections close. */
  z.object({ type: z.literal('session.ended'), accountId: z.number().int(), sessionId: z.string() }),
  /**
   * Every session of a person ended or their rights changed (password, an admin demoted): their
   * connections close. `accountId` names the person (before teams a person and their synagogue were one).
   */
  z.object({ type: z.literal('account.sessions_ended'), accountId: z.number().int() }),
  /** A member was removed from a synagogue or their role there changed: their connections to it close. */
  z.object({
    type: z.literal('member.access_changed'),
    accountId: z.number().int(),
    personId: z.number().int(),
  }),
  /** A member changed something in a seating service; the activity list keeps it (`key` makes it once). */
  z.object({
    type: z.literal('change.recorded'),
    accountId: z.number().int(),
    key: z.string().min(1).max(64),
    at: z.string(),
    change: changeSchema,
  }),
  z.object({
    type: z.literal('person.deleted'),
    accountId: z.number().int(),
    personIds: z.array(z.number().int()),
  }),
])
export type DomainEvent = z.infer<typeof domainEventSchema>
