import { normalizePhone, type InternalAccount, type InternalPerson } from '@seats/contracts'
import { AppError, type AccountsClient, type Knex, type Logger } from '@seats/kit'
import type { SeatingClient } from '../../platform/seating-client'
import { synagogueCities } from '../reminders'
import {
  MAX_PERSON_OPTIONS,
  MAX_SYNAGOGUE_OPTIONS,
  type CallerPerson,
  type CallerSynagogue,
} from './call-flow'
import { distinguishSynagogues, type MenuSynagogue } from './menu-names'

export interface Caller {
  synagogues: CallerSynagogue[]
  persons: CallerPerson[]
}

/** The synagogue as the warden named it; without a name, by its warden's. */
function synagogueName(account: InternalAccount): string {
  const name = account.synagogueName.trim()
  if (name) return name
  return account.contactName.trim() ? `של ${account.contactName.trim()}` : ''
}

/**
 * Who is calling: the persons with the caller's number, by synagogue. Phones are never verified, so real
 * synagogues only (no demo or guest account: anyone can open one and type any number), oldest account
 * first (a synagogue that was there before an impostor keeps its place on the menu), at most
 * MAX_SYNAGOGUE_OPTIONS of them and MAX_PERSON_OPTIONS persons each, the first the warden added; the rest
 * are not offered on the line (the warden reports for them).
 * The demo's promise (the visitor calls and sees their seat free) is kept for a number no real synagogue
 * has: then the newest demo account opened with that very number as its own takes the call, and still
 * only its persons on that number.
 */
export async function findCaller(
  deps: { seating: SeatingClient; accounts: AccountsClient; db: Knex; log: Logger },
  phone: string,
): Promise<Caller> {
  const byAccount = new Map<number, InternalPerson[]>()
  for (const p of await deps.seating.personsByPhone(phone))
    byAccount.set(p.accountId, [...(byAccount.get(p.accountId) ?? []), p])
  const accountIds = [...byAccount.keys()].sort((a, b) => a - b)

  /** The account while it exists; auth not answering fails the call. */
  const accountOf = async (accountId: number): Promise<InternalAccount | null> => {
    try {
      return await deps.accounts.get(accountId)
    } catch (err) {
      if (err instanceof AppError && err.code === 'unauthorized') return null
      throw err
    }
  }

  const real: InternalAccount[] = []
  let ownDemo: InternalAccount | null = null
  // A batch at a time, in parallel, until the menu is full.
  for (let i = 0; i < accountIds.length && real.length < MAX_SYNAGOGUE_OPTIONS;) {
    const batch = accountIds.slice(i, i + MAX_SYNAGOGUE_OPTIONS)
    i += batch.length
    for (const account of await Promise.all(batch.map(accountOf))) {
      if (!account) continue
      if (!account.isGuest && !account.isDemoGuest) real.push(account)
      else if (account.phone && normalizePhone(account.phone) === phone) ownDemo = account
    }
  }
  const offered = real.length > 0 ? real.slice(0, MAX_SYNAGOGUE_OPTIONS) : ownDemo ? [ownDemo] : []
  if (real.length >= MAX_SYNAGOGUE_OPTIONS && accountIds.length > MAX_SYNAGOGUE_OPTIONS)
    deps.log.warn({ accounts: accountIds.length }, 'one phone in more synagogues than the line offers')

  const menu: MenuSynagogue[] = []
  const persons: CallerPerson[] = []
  for (const account of offered) {
    const own = (byAccount.get(account.id) ?? []).sort((a, b) => a.id - b.id)
    if (own.length > MAX_PERSON_OPTIONS)
      deps.log.info(
        { accountId: account.id, persons: own.length, offered: MAX_PERSON_OPTIONS },
        'more persons on one phone than the line offers',
      )
    menu.push({
      accountId: account.id,
      name: synagogueName(account),
      warden: account.synagogueName.trim() ? account.contactName.trim() : '',
      city: null,
    })
    for (const p of own.slice(0, MAX_PERSON_OPTIONS))
      persons.push({
        id: p.id,
        accountId: p.accountId,
        firstName: p.firstName,
        lastName: p.lastName,
        gender: p.gender ?? null,
        seatNames: p.seatNames,
      })
  }
  if (menu.length > 1) {
    const cities = await synagogueCities(
      deps.db,
      menu.map((s) => s.accountId),
    )
    for (const s of menu) s.city = cities.get(s.accountId) ?? null
  }
  const synagogues: CallerSynagogue[] = distinguishSynagogues(menu)
  return { synagogues, persons }
}
