export { bumpPersonsRevision, lockAccount } from './account-lock'
export { seatingEventHandler, sweepDeletedAccounts } from './account-purge'
