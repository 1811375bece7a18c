import { AppError, type Knex } from '@seats/kit'
import { chunks } from '../../platform/transactions'

/**
 * Checks that every id is one of the account's persons and share-locks them until the transaction ends,
 * so a concurrent delete cannot leave a seat pointing at nobody. Another account's id is 404.
 */
export async function lockOwnedPersons(
  trx: Knex.Transaction,
  ownerId: number,
  ids: Iterable<number>,
): Promise<void> {
  const wanted = [...new Set(ids)]
  if (wanted.length === 0) return
  let found = 0
  for (const part of chunks(wanted, 1_000)) {
    const rows = await trx('persons').where('owner_id', ownerId).whereIn('id', part).select('id').forShare()
    found += rows.length
  }
  if (found !== wanted.length) throw new AppError('person_not_found')
}
