import type { householdInputSchema } from '@seats/contracts'
import { type Household, type HouseholdsGrouped } from '@seats/contracts'
import { AppError, type Knex } from '@seats/kit'
import type { z } from 'zod'
import type { SeatingDeps } from '../../deps'
import { inTransaction } from '../../platform/transactions'
import { lockAccount } from '../accounts'
import { lockOwnedPersons } from '../maps'
import { householdsByPhone } from './grouping'
import { householdsRepo } from './households.repo'

type Deps = Pick<SeatingDeps, 'db' | 'now'>
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

  return {
    list: (ownerId: number): Promise<Household[]> => householdsRepo(deps.db).list(ownerId),
    get: owned,

    async create(ownerId: number, input: HouseholdWrite): Promise<Household> {
      const id = await inTransaction(deps.db, async (trx) => {
        // A deleted account's late write must not add a household its purge already passed.
        await lockAccount(trx, ownerId)
        await lockOwnedPersons(trx, ownerId, input.memberIds)
        const repo = householdsRepo(trx)
        const id = await repo.insert(ownerId, fieldsOf(input), deps.now())
        await repo.setMembers(id, input.memberIds)
        return id
      })
      return owned(ownerId, id)
    },

    async update(ownerId: number, id: number, input: HouseholdWrite): Promise<Household> {
      await inTransaction(deps.db, async (trx) => {
        const repo = householdsRepo(trx)
        if (!(await repo.find(ownerId, id, { forUpdate: true }))) throw notFound()
        await lockOwnedPersons(trx, ownerId, input.memberIds)
        await repo.update(id, fieldsOf(input), deps.now())
        await repo.setMembers(id, input.memberIds)
      })
      return owned(ownerId, id)
    },

    /** The household goes; its worshippers stay, in no household. */
    async remove(ownerId: number, id: number): Promise<void> {
      await inTransaction(deps.db, async (trx: Knex.Transaction) => {
        const repo = householdsRepo(trx)
        if (!(await repo.find(ownerId, id, { forUpdate: true }))) throw notFound()
        await repo.remove(id)
      })
    },

    /** Every worshipper in no household joins one: by shared phone, else on their own (grouping.ts). */
    async group(ownerId: number): Promise<HouseholdsGrouped> {
      return inTransaction(deps.db, async (trx) => {
        // Under the account's lock: two clicks at once never make every household twice.
        await lockAccount(trx, ownerId)
        const repo = householdsRepo(trx)
        const proposed = householdsByPhone(await repo.ungrouped(ownerId))
        const now = deps.now()
        for (const h of proposed) {
          const id = await repo.insert(ownerId, { name: h.name, phone: h.phone, email: h.email }, now)
          await repo.setMembers(id, h.memberIds)
        }
        return { created: proposed.length, members: proposed.reduce((n, h) => n + h.memberIds.length, 0) }
      })
    },
  }
}
export type HouseholdsService = ReturnType<typeof createHouseholdsService>
