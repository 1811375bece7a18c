import type {
  AccountBilling,
  AdminCreateUser,
  AdminUpdateUser,
  AdminUserList,
  AuditEntry,
  SendEmailInput,
  SendEmailResponse,
  SignIn,
  User,
  Coupon,
} from '@seats/contracts'
import { api } from '@seats/sdk'

/** The auth service's admin user endpoints (services/auth CONTEXT.md). */
export const usersApi = {
  /** Every account with its status, worshippers used and last sign-in. */
  list: (signal?: AbortSignal) => api.get<AdminUserList>('/users/admin-list', { signal }),
  create: (input: AdminCreateUser) => api.post<User>('/users', input),
  update: (id: number, input: AdminUpdateUser) => api.put<User>(`/users/admin/${id}`, input),
  remove: (id: number) => api.delete<void>(`/users/${id}`),
  extendTrial: (id: number, days: number) => api.post<User>(`/users/${id}/extend-trial`, { days }),
  markPaid: (id: number, until: string) => api.post<User>(`/users/${id}/mark-paid`, { until }),
  audit: (id: number, signal?: AbortSignal) => api.get<AuditEntry[]>(`/users/${id}/audit`, { signal }),
  signIns: (id: number, signal?: AbortSignal) => api.get<SignIn[]>(`/users/${id}/sign-ins`, { signal }),
  sendEmail: (input: SendEmailInput) => api.post<SendEmailResponse>('/users/send-email', input),
  /** The billing service's view of the account's money. */
  billing: (id: number, signal?: AbortSignal) =>
    api.get<AccountBilling>(`/billing/admin/accounts/${id}`, { signal }),
  /** The coupons an admin granted the account, newest first. */
  coupons: (id: number, signal?: AbortSignal) =>
    api.get<Coupon[]>(`/billing/admin/accounts/${id}/coupons`, { signal }),
}
export type UsersApi = typeof usersApi
