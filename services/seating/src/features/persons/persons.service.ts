import {
  changeSubject,
  fieldErrorOf,
  personDisplayName,
  type ChangeAuthor,
  type BulkDuplicate,
  type InternalAccount,
  type Person,
  type PersonInput,
  type PersonsBulkResult,
  type PersonsBulkRow,
} from '@seats/contracts'
import { AppError, isDuplicateKey } from '@seats/kit'
import type { SeatingDeps } from '../../deps'
import { inTransaction } from '../../platform/transactions'
import { recordChange } from '../activity'
import { bumpPersonsRevision, lockAccount } from '../accounts'
import { refuseConfusableSynagogues, type Writer } from './confusable-synagogues'
import { joinHouseholdsByName } from '../households'
import { mapsRepo } from '../maps'
import { personKey, personsRepo, storedValues, toPerson } from './persons.repo'

type Deps = Pick<SeatingDeps, 'db' | 'realtime' | 'outbox' | 'accounts'>
type Quota = Pick<InternalAccount, 'maxPeople'> & Writer

const notFound = () => new AppError('person_not_found')
const duplicate = () => new AppError('person_duplicate')

/** Refuses a write that would take the account past its plan's number of worshippers. */
function assertQuota(quota: Quota, existing: number, adding: number): void {
  if (existing + adding <= quota.maxPeople) return
  const room = Math.max(0, quota.maxPeople - existing)
  throw new AppError('quota_exceeded', { params: { max: quota.maxPeople, existing, room } })
}

/** The unique index is the last word on duplicates (a rare collation corner the check above missed). */
async function mapDuplicateKey<T>(work: Promise<T>): Promise<T> {
  try {
    return await work
  } catch (err) {
    if (isDuplicateKey(err)) throw duplicate()
    throw err
  }
}

/** A worshipper's reads and writes, each scoped by the owner's account id. */
export function createPersonsService(deps: Deps) {
  const service = {
    list: (ownerId: number) => personsRepo(deps.db).list(ownerId),

    async get(ownerId: number, id: number): Promise<Person> {
      const repo = personsRepo(deps.db)
      const row = await repo.find(ownerId, id)
      if (!row) throw notFound()
      const [person] = await repo.withSeats(ownerId, [row])
      return person ?? toPerson(row)
    },

    async create(ownerId: number, author: ChangeAuthor, quota: Quota, input: PersonInput): Promise<Person> {
      await refuseConfusableSynagogues(deps, quota, [input.phone], (_, code) => fieldErrorOf('phone', code))
      const id = await mapDuplicateKey(
        inTransaction(deps.db, async (trx) => {
          await lockAccount(trx, ownerId)
          const repo = personsRepo(trx)
          assertQuota(quota, await repo.count(ownerId), 1)
          const key = personKey(input)
          if (
            (await repo.withPhones(ownerId, [input.phone])).some(
              (p) => personKey({ firstName: p.first_name, lastName: p.last_name, phone: p.phone }) === key,
            )
          ) {
            throw duplicate()
          }
          const id = await repo.insert(ownerId, input)
          await recordChange(deps.outbox, trx, ownerId, author, {
            action: 'person.create',
            subject: changeSubject.person(id),
            details: { personId: id, personName: personDisplayName(storedValues(input)) },
          })
          return id
        }),
      )
      await deps.outbox.flush()
      deps.realtime.emit(ownerId, 'personsChanged', { ids: [id] })
      return { id, ...storedValues(input), seats: [] }
    },

    /**
     * Adds many persons in one transaction: all or nothing. Rows equal to an existing person (or to an earlier
     * row) are not added but reported, and do not count against the quota. A row's family joins its person
     * (new or already listed) to that household, in the same transaction.
     */
    async createMany(
      ownerId: number,
      author: ChangeAuthor,
      quota: Quota,
      bulk: PersonsBulkRow[],
    ): Promise<PersonsBulkResult> {
      const rows: PersonInput[] = bulk.map(({ household: _household, ...person }) => person)
      await refuseConfusableSynagogues(
        deps,
        quota,
        rows.map((r) => r.phone),
        (index, code) => fieldErrorOf(`${index}.phone`, code, { row: index + 1 }),
      )
      const result = await mapDuplicateKey(
        inTransaction(deps.db, async (trx) => {
          await lockAccount(trx, ownerId)
          const repo = personsRepo(trx)
          const existing = new Map<string, number>()
          for (const p of await repo.withPhones(
            ownerId,
            rows.map((r) => r.phone),
          )) {
            existing.set(personKey({ firstName: p.first_name, lastName: p.last_name, phone: p.phone }), p.id)
          }
          const seen = new Set<string>()
          const fresh: PersonInput[] = []
          const duplicates: BulkDuplicate[] = []
          rows.forEach((row, index) => {
            const key = personKey(row)
            const existingId = existing.get(key)
            if (existingId !== undefined || seen.has(key))
              duplicates.push({ index, ...row, existingId: existingId ?? null })
            else {
              seen.add(key)
              fresh.push(row)
            }
          })
          assertQuota(quota, await repo.count(ownerId), fresh.length)
          // Writes of this account are serialised by its lock, so every id above the old maximum is ours.
          const before = await repo.maxId(ownerId)
          await repo.insertMany(ownerId, fresh)
          const created = (await repo.newerThan(ownerId, before)).map((r) => toPerson(r))
          const createdIds = new Map(created.map((p) => [personKey(p), p.id]))
          const households = await joinHouseholdsByName(
            trx,
            ownerId,
            bulk.flatMap((row, index) => {
              const personId = existing.get(personKey(row)) ?? createdIds.get(personKey(row))
              return personId === undefined
                ? []
                : [{ index, personId, phone: row.phone, household: row.household }]
            }),
            new Date(),
          )
          // A file whose every row was already there changed nothing.
          const [first] = created
          if (first)
            await recordChange(deps.outbox, trx, ownerId, author, {
              action: 'person.import',
              subject: changeSubject.person(first.id),
              details: { count: created.length },
            })
          return { created, duplicates, households }
        }),
      )
      await deps.outbox.flush()
      if (result.created.length > 0)
        deps.realtime.emit(ownerId, 'personsChanged', { ids: result.created.map((p) => p.id) })
      if (result.households.created.length > 0 || result.households.joined.length > 0)
        deps.realtime.emit(ownerId, 'householdsChanged')
      return result
    },

    async update(
      ownerId: number,
      author: ChangeAuthor,
      writer: Writer,
      id: number,
      input: PersonInput,
    ): Promise<Person> {
      // A phone the person already had is not a new link between the synagogues.
      const before = await personsRepo(deps.db).find(ownerId, id)
      if (before && before.phone !== input.phone)
        await refuseConfusableSynagogues(deps, writer, [input.phone], (_, code) =>
          fieldErrorOf('phone', code),
        )
      await mapDuplicateKey(
        inTransaction(deps.db, async (trx) => {
          await lockAccount(trx, ownerId)
          const repo = personsRepo(trx)
          if (!(await repo.find(ownerId, id, { forUpdate: true }))) throw notFound()
          const key = personKey(input)
          const clash = (await repo.withPhones(ownerId, [input.phone])).some(
            (p) =>
              p.id !== id &&
              personKey({ firstName: p.first_name, lastName: p.last_name, phone: p.phone }) === key,
          )
          if (clash) throw duplicate()
          await repo.update(id, input)
          await bumpPersonsRevision(trx, ownerId)
          await recordChange(deps.outbox, trx, ownerId, author, {
            action: 'person.update',
            subject: changeSubject.person(id),
            details: { personId: id, personName: personDisplayName(storedValues(input)) },
          })
        }),
      )
      await deps.outbox.flush()
      deps.realtime.emit(ownerId, 'personsChanged', { ids: [id] })
      return service.get(ownerId, id)
    },

    /**
     * Deletes persons (all of them, or none if any id is not the account's: 404), clears their seats on every
     * map, and publishes person.deleted once so their reports go too.
     */
    async remove(ownerId: number, author: ChangeAuthor, ids: number[]): Promise<number[]> {
      const wanted = [...new Set(ids)]
      const [first] = wanted
      if (first === undefined) return []
      const changed = await inTransaction(deps.db, async (trx) => {
        await lockAccount(trx, ownerId)
        const repo = personsRepo(trx)
        if ((await repo.ownedIds(ownerId, wanted)).length !== wanted.length) throw notFound()
        // Maps before persons: the same lock order as seat ops (map, then its persons), so the two never deadlock.
        const mapIds = await repo.mapsOf(wanted)
        if (mapIds.length > 0) await trx('maps').whereIn('id', mapIds).orderBy('id').forUpdate().select('id')
        await repo.removeMany(wanted)
        await mapsRepo(trx).bumpVersions(mapIds)
        await bumpPersonsRevision(trx, ownerId)
        // Not his name: a deleted worshipper is not named, not even in the line that deleted him.
        await recordChange(deps.outbox, trx, ownerId, author, {
          action: 'person.delete',
          subject: changeSubject.person(first),
          details: wanted.length === 1 ? { personId: first, count: 1 } : { count: wanted.length },
        })
        await deps.outbox.add(trx, { type: 'person.deleted', accountId: ownerId, personIds: wanted })
        return (await trx('maps').whereIn('id', mapIds).select('id', 'version')) as Array<{
          id: number
          version: number
        }>
      })
      await deps.outbox.flush()
      deps.realtime.emit(ownerId, 'personsChanged', { ids: wanted })
      for (const m of changed)
        deps.realtime.emit(ownerId, 'mapChanged', { mapId: m.id, version: Number(m.version) })
      return wanted
    },
  }
  return service
}
export type PersonsService = ReturnType<typeof createPersonsService>
