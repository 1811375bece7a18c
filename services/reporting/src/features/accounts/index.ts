export { accountPurge } from './account-purge'
export type { AccountPurge } from './account-purge'
export { deletedAccounts } from './deleted-accounts'
