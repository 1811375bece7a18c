import {
  documentCustomerName,
  type BillingDetails,
  type BillingDetailsView,
  type InternalAccount,
} from '@seats/contracts'
import { AppError, type Knex, type Logger } from '@seats/kit'
import type { AuthClient } from '../../platform/auth-client'
import type { CardProvider, CustomerDocumentDetails, CustomerRef } from '../provider'
import { billingDetailsRepo } from './billing-details.repo'

/** The provider's customer as its documents name it: the legal name (ע"ר for an association), number, address, email. */
export function documentDetailsOf(d: BillingDetails): CustomerDocumentDetails {
  return {
    name: documentCustomerName(d),
    companyNumber: d.entityNumber,
    address: d.address,
    email: d.billingEmail,
  }
}

/** The payer a charge names: the billing details when the warden gave them, else the account's own. */
export async function payerOf(
  db: Knex,
  account: InternalAccount,
): Promise<{ name: string; email: string | null }> {
  const stored = await billingDetailsRepo(db).get(account.id)
  return stored
    ? { name: documentCustomerName(stored.details), email: stored.details.billingEmail }
    : { name: account.synagogueName || account.contactName, email: account.email }
}

/** The synagogue's billing details: kept here, and sent to the provider's customer so its documents carry them. */
export function createBillingDetailsService(core: {
  db: Knex
  provider: CardProvider
  auth: AuthClient
  log: Logger
  now: () => Date
  /** The account's customer at the provider (its id once a charge gave it, else our external id). */
  customerRef: (accountId: number) => Promise<CustomerRef>
}) {
  const repo = () => billingDetailsRepo(core.db)

  /** Sends the saved details to the provider; a provider away leaves them unsent (sent again later). */
  async function send(accountId: number): Promise<boolean> {
    const stored = await repo().get(accountId)
    if (!stored) return false
    if (stored.sent) return true
    try {
      await core.provider.updateCustomer(await core.customerRef(accountId), documentDetailsOf(stored.details))
    } catch (err) {
      core.log.warn({ err, accountId }, 'billing details not taken by the card provider yet')
      return false
    }
    await repo().markSent(accountId, core.now())
    return true
  }

  return {
    send,

    async view(accountId: number): Promise<BillingDetailsView> {
      const stored = await repo().get(accountId)
      return { details: stored?.details ?? null, atProvider: stored?.sent ?? false }
    },

    async save(accountId: number, details: BillingDetails): Promise<BillingDetailsView> {
      const account = await core.auth.account(accountId)
      // Demo accounts never reach the provider.
      if (account.isGuest || account.isDemoGuest) throw new AppError('guest_cannot_pay')
      await repo().save(accountId, details, core.now())
      return { details, atProvider: await send(accountId) }
    },

    /** The reconcile's pass: details saved while the provider was away. */
    async sendUnsent(): Promise<number> {
      let sent = 0
      for (const accountId of await repo().unsent(100)) if (await send(accountId)) sent += 1
      return sent
    },
  }
}
export type BillingDetailsService = ReturnType<typeof createBillingDetailsService>
