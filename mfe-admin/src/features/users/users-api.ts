import type { AdminCreateUser, AdminUpdateUser, User } from '@seats/contracts'
import { api } from '@seats/sdk'

/** The auth service's admin user endpoints (services/auth users.routes.ts). */
export const usersApi = {
  list: (signal?: AbortSignal) => api.get<User[]>('/users', { signal }),
  create: (input: AdminCreateUser) => api.post<User>('/users', input),
  update: (id: number, input: AdminUpdateUser) => api.put<User>(`/users/admin/${id}`, input),
  remove: (id: number) => api.delete<void>(`/users/${id}`),
}
export type UsersApi = typeof usersApi
