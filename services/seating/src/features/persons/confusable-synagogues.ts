import {
  PHONE_IN_CONFUSABLE_SYNAGOGUE_MESSAGE,
  synagogueNameKey,
  type FieldError,
  type FieldErrorCode,
  type InternalAccount,
} from '@seats/contracts'
import { AppError, type AccountsClient, type Knex } from '@seats/kit'
import { DEMO_PHONE_PREFIX } from './demo-phones'

export type Writer = Pick<InternalAccount, 'id' | 'synagogueName'>

/** Accounts asked of auth at once. */
const BATCH = 10

/** The account while auth knows it. */
async function accountOf(accounts: AccountsClient, id: number): Promise<InternalAccount | null> {
  try {
    return await accounts.get(id)
  } catch (err) {
    if (err instanceof AppError && (err.code === 'account_not_found' || err.code === 'unauthorized'))
      return null
    throw err
  }
}

/**
 * Refuses phones that a real synagogue of a name like the writer's already has: a caller in both would
 * hear two names alike on the phone line's menu (an impostor copies a name and adds its worshippers'
 * phones). Each refused row is named by `fieldOf`; the other synagogue is never named. Only named
 * synagogues are compared, and demo or guest accounts never share a caller's menu with a real one.
 */
export async function refuseConfusableSynagogues(
  deps: { db: Knex; accounts: AccountsClient },
  writer: Writer,
  phones: string[],
  fieldOf: (index: number, code: FieldErrorCode) => FieldError,
): Promise<void> {
  // A demo's fictitious phones are in every synagogue that began as a demo; no one calls from them.
  const real = [...new Set(phones)].filter((p) => !p.startsWith(DEMO_PHONE_PREFIX))
  if (!writer.synagogueName.trim() || real.length === 0) return
  const shared = (await deps
    .db('persons')
    .whereIn('phone', real)
    .whereNot('owner_id', writer.id)
    .distinct('owner_id', 'phone')) as Array<{ owner_id: number; phone: string }>
  if (shared.length === 0) return
  // The writer's name as it is now: a rename a moment ago must not slip past a cached copy.
  const ownName = (await deps.accounts.fresh(writer.id)).synagogueName
  if (!ownName.trim()) return
  const own = synagogueNameKey(ownName)
  const ownerIds = [...new Set(shared.map((r) => r.owner_id))]
  const alike = new Set<number>()
  for (let i = 0; i < ownerIds.length; i += BATCH) {
    const batch = await Promise.all(ownerIds.slice(i, i + BATCH).map((id) => accountOf(deps.accounts, id)))
    for (const account of batch)
      if (
        account &&
        !account.isGuest &&
        !account.isDemoGuest &&
        account.synagogueName.trim() &&
        synagogueNameKey(account.synagogueName) === own
      )
        alike.add(account.id)
  }
  if (alike.size === 0) return
  const refused = new Set(shared.filter((r) => alike.has(r.owner_id)).map((r) => r.phone))
  const fields: FieldError[] = phones.flatMap((phone, index) =>
    refused.has(phone) ? [fieldOf(index, 'phone_in_confusable_synagogue')] : [],
  )
  throw new AppError('synagogue_name_confusable', { fields, message: PHONE_IN_CONFUSABLE_SYNAGOGUE_MESSAGE })
}
