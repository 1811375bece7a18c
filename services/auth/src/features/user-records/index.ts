export { publicUser } from './user-record'
export type { UserFields, UserRecord } from './user-record'
export { usersRepo } from './users.repo'
