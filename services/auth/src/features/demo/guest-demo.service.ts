import { AppError, type Clock, type Knex, type Logger, type Outbox } from '@seats/kit'
import {
  LEAD_SOURCE_DEMO,
  demoReportsSchema,
  demoSynagogueSchema,
  type DemoRequest,
  type DemoResponse,
  type DemoSynagogue,
} from '@seats/contracts'
import { z } from 'zod'
import { bestEffort, type Peers } from '../../platform/peers'
import type { SessionsService } from '../sessions'
import { deleteAccount, newAccountFields } from '../users'
import { publicUser, usersRepo } from '../user-records'

/** The seed's demo-failure toast text; the front shows it for this answer. */
export const DEMO_SYNAGOGUE_NAME = 'בית הכנסת לדוגמה'

const leadIdSchema = z.object({ id: z.number().int() })

export interface GuestDemoDeps {
  db: Knex
  outbox: Outbox
  sessions: SessionsService
  peers: Peers
  log: Logger
  /** The calendar's clock: a demo's lifetime counts from its day. */
  now: Clock
}

/**
 * A visitor's demo: a guest account (no email, no password) with a seeded synagogue in which they are a
 * worshipper, a few phone reports for the coming Shabbat, and a lead for the sales team. Without a
 * synagogue there is no demo: the half-made account is deleted and the answer is 503.
 */
export function createGuestDemoService(deps: GuestDemoDeps) {
  async function seedSynagogue(accountId: number, input: DemoRequest): Promise<DemoSynagogue> {
    const seating = deps.peers.seating
    try {
      if (!seating) throw new Error('SEATING_URL is not set')
      return await seating.call('POST', `/internal/accounts/${accountId}/demo-synagogue`, {
        body: { guest: { name: input.name, phone: input.phone } },
        schema: demoSynagogueSchema,
      })
    } catch (err) {
      deps.log.error({ err, accountId }, 'demo synagogue failed; removing the demo account')
      // account.deleted also makes seating drop whatever it wrote before failing.
      await deleteAccount(deps, accountId).catch((cleanupErr: unknown) =>
        deps.log.error({ err: cleanupErr, accountId }, 'could not remove a failed demo account'),
      )
      throw new AppError('demo_unavailable')
    }
  }

  return {
    async start(input: DemoRequest, now = new Date()): Promise<DemoResponse> {
      const user = await usersRepo(deps.db).insert({
        ...newAccountFields(
          {
            email: null,
            passwordHash: null,
            contactName: input.name,
            phone: input.phone,
            synagogueName: DEMO_SYNAGOGUE_NAME,
          },
          now,
        ),
        isGuest: true,
        isDemoGuest: true,
      })
      const synagogue = await seedSynagogue(user.id, input)
      const { reporting, leads } = deps.peers
      const others = synagogue.personIds.filter((id) => id !== synagogue.guestPersonId)
      await Promise.all([
        reporting &&
          bestEffort(deps.log, 'demo reports', () =>
            reporting.call('POST', `/internal/accounts/${user.id}/demo-reports`, {
              body: { personIds: others },
              schema: demoReportsSchema,
            }),
          ),
        leads &&
          bestEffort(deps.log, 'demo lead', () =>
            leads.call('POST', '/internal/leads', {
              body: { name: input.name, phone: input.phone, source: LEAD_SOURCE_DEMO },
              schema: leadIdSchema,
            }),
          ),
      ])
      const session = await deps.sessions.issue(user, now)
      deps.log.info({ accountId: user.id, mapId: synagogue.mapId }, 'demo started')
      return { ...session, mapId: synagogue.mapId }
    },

    /**
     * Deletes demo accounts created before the cutoff that were never upgraded (an upgrade clears
     * isDemoGuest), a batch at a time, each with its sessions and its data in every service.
     */
    async purgeExpired(ttlDays: number, now = deps.now(), batch = 100): Promise<number> {
      const cutoff = new Date(now.getTime() - ttlDays * 86_400_000)
      let deleted = 0
      for (;;) {
        const ids = (await deps
          .db('users')
          .where({ is_demo_guest: true })
          .andWhere('created_at', '<', cutoff)
          .orderBy('id')
          .limit(batch)
          .pluck('id')) as number[]
        for (const id of ids) if (await deleteAccount(deps, id)) deleted++
        if (ids.length < batch) break
      }
      if (deleted > 0) deps.log.info({ deleted, ttlDays }, 'expired demo accounts deleted')
      return deleted
    },
  }
}
export type GuestDemoService = ReturnType<typeof createGuestDemoService>
