/** The users feature's public surface: the screen, and the dialog other features open (a lead's account). */
export { UsersPage } from './components/UsersPage'
export { UserDialog, USER_DIALOG_TITLES } from './components/UserDialog'
export type { UserPrefill } from './user-form'
export { usersStore } from './users-store'
export { statusMeta, subscriptionStatuses } from './user-list'
