import {
  SYNAGOGUE_NAME_CONFUSABLE_MESSAGE,
  fieldErrorOf,
  phoneSharingAccountsSchema,
  synagogueNameKey,
} from '@seats/contracts'
import { AppError, type Knex } from '@seats/kit'
import type { Peers } from '../../platform/peers'

/**
 * Refuses a synagogue name a caller could not tell from another real synagogue's that has one of this
 * account's worshippers' phones (seating knows which accounts share a phone): on the phone line's menu
 * the two would sound alike, and an impostor could take reports meant for the other. The answer names
 * the field only, never the other synagogue. A name that sounds as before, or an empty one (the line then
 * says the warden's name), is not checked; without seating deployed there are no worshippers to compare.
 */
export async function refuseConfusableSynagogueName(
  deps: { db: Knex; peers: Pick<Peers, 'seating'> },
  accountId: number,
  name: string | undefined,
  currentName: string,
): Promise<void> {
  if (name === undefined || !name.trim() || !deps.peers.seating) return
  const key = synagogueNameKey(name)
  if (key === synagogueNameKey(currentName)) return
  const shared = await deps.peers.seating.call(
    'GET',
    `/internal/accounts/${accountId}/phone-sharing-accounts`,
    {
      schema: phoneSharingAccountsSchema,
    },
  )
  if (!shared || shared.accountIds.length === 0) return
  const names = (await deps
    .db('users')
    .whereIn('id', shared.accountIds)
    .where({ is_guest: false, is_demo_guest: false })
    .whereNot('synagogue_name', '')
    .pluck('synagogue_name')) as string[]
  if (names.some((other) => synagogueNameKey(other) === key))
    throw new AppError('synagogue_name_confusable', {
      message: SYNAGOGUE_NAME_CONFUSABLE_MESSAGE,
      fields: [fieldErrorOf('synagogueName', 'synagogue_name_confusable')],
    })
}
