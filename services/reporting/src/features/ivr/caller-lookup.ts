import type { InternalAccount, InternalPerson } from '@seats/contracts'
import { AppError, type AccountsClient, type Logger } from '@seats/kit'
import type { SeatingClient } from '../../platform/seating-client'
import {
  MAX_PERSON_OPTIONS,
  MAX_SYNAGOGUE_OPTIONS,
  type CallerPerson,
  type CallerSynagogue,
} from './call-flow'

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
 * Who is calling: the persons with the caller's number, by synagogue. Phones are never verified, so only
 * real synagogues take part (no demo or guest account: anyone can open one and type any number), oldest
 * account first (a synagogue that was there before an impostor keeps its place on the menu), at most
 * MAX_SYNAGOGUE_OPTIONS of them and MAX_PERSON_OPTIONS persons each, the first the warden added; the rest
 * are not offered on the line (the warden reports for them).
 */
export async function findCaller(
  deps: { seating: SeatingClient; accounts: AccountsClient; log: Logger },
  phone: string,
): Promise<Caller> {
  const byAccount = new Map<number, InternalPerson[]>()
  for (const p of await deps.seating.personsByPhone(phone))
    byAccount.set(p.accountId, [...(byAccount.get(p.accountId) ?? []), p])
  const accountIds = [...byAccount.keys()].sort((a, b) => a - b)

  /** The account when it is a real synagogue that still exists; auth not answering fails the call. */
  const realSynagogue = async (accountId: number): Promise<InternalAccount | null> => {
    try {
      const account = await deps.accounts.get(accountId)
      return account.isGuest || account.isDemoGuest ? null : account
    } catch (err) {
      if (err instanceof AppError && err.code === 'unauthorized') return null
      throw err
    }
  }

  const synagogues: CallerSynagogue[] = []
  const persons: CallerPerson[] = []
  // A batch at a time, in parallel, until the menu is full.
  for (let i = 0; i < accountIds.length && synagogues.length < MAX_SYNAGOGUE_OPTIONS;) {
    const batch = accountIds.slice(i, i + MAX_SYNAGOGUE_OPTIONS)
    i += batch.length
    const accounts = await Promise.all(batch.map(realSynagogue))
    for (const account of accounts) {
      if (!account || synagogues.length >= MAX_SYNAGOGUE_OPTIONS) continue
      const own = (byAccount.get(account.id) ?? []).sort((a, b) => a.id - b.id)
      if (own.length > MAX_PERSON_OPTIONS)
        deps.log.info(
          { accountId: account.id, persons: own.length, offered: MAX_PERSON_OPTIONS },
          'more persons on one phone than the line offers',
        )
      synagogues.push({ accountId: account.id, name: synagogueName(account) })
      for (const p of own.slice(0, MAX_PERSON_OPTIONS))
        persons.push({ id: p.id, accountId: p.accountId, firstName: p.firstName, lastName: p.lastName })
    }
  }
  if (synagogues.length === MAX_SYNAGOGUE_OPTIONS && accountIds.length > MAX_SYNAGOGUE_OPTIONS)
    deps.log.warn({ accounts: accountIds.length }, 'one phone in more synagogues than the line offers')
  return { synagogues, persons }
}
