import type { CustomerRef } from '../provider'

/** The plan's item on the provider's receipt. */
export const PLAN_ITEM_NAME = 'מקום פנוי: מנוי חודשי'
export const YEARLY_PLAN_ITEM_NAME = 'מקום פנוי: מנוי שנתי'

/** An upgrade's one-time charge on the provider's receipt. */
export const upgradeItemName = (maxPeople: number) => `שדרוג מסלול: עד ${maxPeople} מתפללים`

/** The provider knows our accounts by this id until it gives us its own customer id. */
export const externalIdOf = (accountId: number) => `seats-account-${accountId}`

/** The recurring charge's description carries the attempt, so a charge whose answer was lost can be found. */
export const attemptTag = (attemptId: number) => `attempt:${attemptId}`

export function customerRefOf(accountId: number, customerId: string | null): CustomerRef {
  return customerId ? { id: customerId } : { externalId: externalIdOf(accountId) }
}
