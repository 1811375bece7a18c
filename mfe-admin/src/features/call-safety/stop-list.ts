import type { OptOutPage } from '@seats/contracts'

/** Pages of the list at its page size; one for an empty list. */
export const pageCount = (list: Pick<OptOutPage, 'total' | 'pageSize'>): number =>
  Math.max(1, Math.ceil(list.total / list.pageSize))
