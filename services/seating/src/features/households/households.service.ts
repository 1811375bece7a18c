import type { householdInputSchema } from '@seats/contracts'
import { changeSubject, type ChangeAuthor, type Household, type HouseholdsGrouped } from '@seats/contracts'
import { AppError, type Knex } from '@seats/kit'
import type { z } from 'zod'
import type { SeatingDeps } from '../../deps'
import { inTransaction } from '../../platform/transactions'
import { lockAccount } from '../accounts'
import { recordChange } from '../activity'
import { lockOwnedPersons } from '../maps'
import { householdsByPhone } from './grouping'
import { householdsRepo } from './households.repo'

type Deps = Pick<SeatingDeps, 'db' | 'now' | 'outbox' | 'realtime'>
type HouseholdWrite = z.output<typeof householdInputSchema>

const notFound = () => new AppError('household_not_found')

/** An account's households, each call scoped by the owner's account id. */
export function createHouseholdsService(deps: Deps) {
  async function owned(ownerId: number, id: number): Promise<Household> {
    const household = await householdsRepo(deps.db).find(ownerId, id)
    if (!household) throw notFound()
    return household
  }
  /** Members must be the account's own worshippers (else 404 and nothing is written). */
  const fieldsOf = ({ name, phone, email }: HouseholdWrite) => ({ name, phone, email })
  /** After the commit: every open households screen of the account reads the list again. */
  const told = async (ownerId: number) => {
    await deps.outbox.flush()
    deps.realtime.emit(ownerId, 'householdsChanged')
  }

  return {
    list: (ownerId: number): Promise<Household[]> => householdsRepo(deps.db).list(ownerId),
    get: owned,

    async create(ownerId: number, author: ChangeAuthor, input: HouseholdWrite): Promise<Household> {
      const id = await inTransaction(deps.db, async (trx) => {
        // A deleted account's late write must not add a household its purge already passed.
        await lockAccount(trx, ownerId)
        await lockOwnedPersons(trx, ownerId, input.memberIds)
        const repo = householdsRepo(trx)
        const id = await repo.insert(ownerId, fieldsOf(input), deps.now())
        await repo.setMembers(id, input.memberIds)
        await recordChange(deps.outbox, trx, ownerId, author, {
          action: 'household.create',
          subject: changeSubject.household(id),
          details: { householdId: id, householdName: input.name },
        })
        return id
      })
      await told(ownerId)
      return owned(ownerId, id)
    },

    async update(
      ownerId: number,
      author: ChangeAuthor,
      id: number,
      input: HouseholdWrite,
    ): Promise<Household> {
      await inTransaction(deps.db, async (trx) => {
        const repo = householdsRepo(trx)
        if (!(await repo.find(ownerId, id, { forUpdate: true }))) throw notFound()
        await lockOwnedPersons(trx, ownerId, input.memberIds)
        await repo.update(id, fieldsOf(input), deps.now())
        await repo.setMembers(id, input.memberIds)
        await recordChange(deps.outbox, trx, ownerId, author, {
          action: 'household.update',
          subject: changeSubject.household(id),
          details: { householdId: id, householdName: input.name },
        })
      })
      await told(ownerId)
      return owned(ownerId, id)
    },

    /** The household goes; its worshippers stay, in no household. */
    async remove(ownerId: number, author: ChangeAuthor, id: number): Promise<void> {
      await inTransaction(deps.db, async (trx: Knex.Transaction) => {
        const repo = householdsRepo(trx)
        if (!(await repo.find(ownerId, id, { forUpdate: true }))) throw notFound()
        await repo.remove(id)
        // No name: the activity list erases this household's name from its earlier lines too.
        await recordChange(deps.outbox, trx, ownerId, author, {
          action: 'household.delete',
          subject: changeSubject.household(id),
          details: { householdId: id },
        })
      })
      await told(ownerId)
    },

    /** Every worshipper in no household joins one: by shared phone, else on their own (grouping.ts). */
    async group(ownerId: number, author: ChangeAuthor): Promise<HouseholdsGrouped> {
      const grouped = await inTransaction(deps.db, async (trx) => {
        // Under the account's lock: two clicks at once never make every household twice.
        await lockAccount(trx, ownerId)
        const repo = householdsRepo(trx)
        const proposed = householdsByPhone(await repo.ungrouped(ownerId))
        const now = deps.now()
        let firstId: number | null = null
        for (const h of proposed) {
          const id = await repo.insert(ownerId, { name: h.name, phone: h.phone, email: h.email }, now)
          firstId ??= id
          await repo.setMembers(id, h.memberIds)
        }
        // One line for the whole grouping; a grouping that made none tells nothing.
        if (firstId !== null)
          await recordChange(deps.outbox, trx, ownerId, author, {
            action: 'household.group',
            subject: changeSubject.household(firstId),
            details: { count: proposed.length },
          })
        return { created: proposed.length, members: proposed.reduce((n, h) => n + h.memberIds.length, 0) }
      })
      await deps.outbox.flush()
      if (grouped.created > 0) deps.realtime.emit(ownerId, 'householdsChanged')
      return grouped
    },
  }
}
export type HouseholdsService = ReturnType<typeof createHouseholdsService>
