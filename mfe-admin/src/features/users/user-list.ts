import type { Intent } from '@seats/sdk'
import {
  normalizePhone,
  subscriptionStatus,
  type AdminUserListItem,
  type SubscriptionStatus,
  type User,
} from '@seats/contracts'
import { compareMaybe, compareText, searchable, type SortState } from '../shared-ui'

/** The seed's status codes (§4) as the admin reads them. */
export const statusMeta: Record<SubscriptionStatus, { label: string; intent: Intent }> = {
  [-1]: { label: 'פעיל', intent: 'success' },
  0: { label: 'ניסיון מתקרב לסיום', intent: 'warning' },
  1: { label: 'תקופת הניסיון הסתיימה', intent: 'danger' },
  2: { label: 'המנוי הסתיים', intent: 'danger' },
}
export const subscriptionStatuses: SubscriptionStatus[] = [-1, 0, 1, 2]

export type UserSortKey =
  | 'contactName'
  | 'synagogueName'
  | 'email'
  | 'phone'
  | 'subscriptionType'
  | 'subscriptionEndsAt'
  | 'status'
  | 'maxPeople'
  | 'worshippers'
  | 'price'
  | 'createdAt'
  | 'lastSignInAt'

export const userSortLabels: Record<UserSortKey, string> = {
  contactName: 'איש קשר',
  synagogueName: 'בית כנסת',
  email: 'אימייל',
  phone: 'טלפון',
  subscriptionType: 'סוג מנוי',
  subscriptionEndsAt: 'תום המנוי',
  status: 'סטטוס',
  maxPeople: 'מכסת מתפללים',
  worshippers: 'מתפללים בשימוש',
  price: 'מחיר',
  createdAt: 'נוצר',
  lastSignInAt: 'כניסה אחרונה',
}

/** 'any': no filter; 'only': just those; 'exclude': all but those. */
export type FlagFilter = 'any' | 'only' | 'exclude'
export interface UserFilters {
  status: 'all' | SubscriptionStatus
  guest: FlagFilter
  demoGuest: FlagFilter
  admin: FlagFilter
}
export const noUserFilters: UserFilters = { status: 'all', guest: 'any', demoGuest: 'any', admin: 'any' }

/** A list entry: GET /api/users/admin-list's, or a plain user from a write's answer. */
export type ListedUser = User & Partial<Pick<AdminUserListItem, 'worshippers' | 'lastSignInAt'>>

/** A user with what the list searches and sorts by, worked out once per load (10,000 rows stay fast). */
export interface UserRow {
  user: ListedUser
  status: SubscriptionStatus
  /** Name, synagogue and email, lower-cased. */
  text: string
  endsAt: number | null
  createdAt: number
  lastSignInAt: number | null
}

const time = (iso: string | null): number | null => {
  if (!iso) return null
  const t = Date.parse(iso)
  return Number.isNaN(t) ? null : t
}

export function toUserRow(user: ListedUser, now: Date = new Date()): UserRow {
  return {
    user,
    status: subscriptionStatus(user, now),
    text: searchable(`${user.contactName} ${user.synagogueName} ${user.email ?? ''}`),
    endsAt: time(user.subscriptionEndsAt),
    createdAt: time(user.createdAt) ?? 0,
    lastSignInAt: time(user.lastSignInAt ?? null),
  }
}

const PHONE_QUERY = /^[\d\s\-+().]+$/

/**
 * A search box query, prepared once for every row. Words match the name, the synagogue or the email, in
 * any order; a query of phone characters with 3 digits or more matches the phone by its digits (050-123,
 * +972 50 123 alike).
 */
export function userQueryMatcher(query: string): ((row: UserRow) => boolean) | null {
  const text = searchable(query).trim()
  if (!text) return null
  const digits = text.replace(/\D/g, '')
  if (PHONE_QUERY.test(text) && digits.length >= 3) {
    const phone = normalizePhone(digits)
    return (row) => row.user.phone.includes(phone)
  }
  const words = text.split(/\s+/)
  return (row) => words.every((word) => row.text.includes(word))
}

export function matchesUserQuery(row: UserRow, query: string): boolean {
  return userQueryMatcher(query)?.(row) ?? true
}

const flagMatches = (value: boolean, filter: FlagFilter) =>
  filter === 'any' || (filter === 'only' ? value : !value)

export function matchesUserFilters(row: UserRow, filters: UserFilters): boolean {
  return (
    (filters.status === 'all' || row.status === filters.status) &&
    flagMatches(row.user.isGuest, filters.guest) &&
    flagMatches(row.user.isDemoGuest, filters.demoGuest) &&
    flagMatches(row.user.isAdmin, filters.admin)
  )
}

const textOf: Partial<Record<UserSortKey, (u: User) => string>> = {
  contactName: (u) => u.contactName,
  synagogueName: (u) => u.synagogueName,
  email: (u) => u.email ?? '',
  phone: (u) => u.phone,
  subscriptionType: (u) => u.subscriptionType,
}

function compareRows(a: UserRow, b: UserRow, sort: SortState<UserSortKey>): number {
  const sign = sort.direction === 'asc' ? 1 : -1
  const text = textOf[sort.key]
  if (text) {
    const [x, y] = [text(a.user), text(b.user)]
    // Empty values (no email, no synagogue) last in both directions.
    if (!x || !y) return x === y ? 0 : x ? -1 : 1
    return sign * compareText(x, y)
  }
  switch (sort.key) {
    case 'subscriptionEndsAt':
      return compareMaybe(a.endsAt, b.endsAt, sort.direction)
    case 'status':
      return sign * (a.status - b.status)
    case 'maxPeople':
      return sign * (a.user.maxPeople - b.user.maxPeople)
    case 'worshippers':
      return compareMaybe(a.user.worshippers ?? null, b.user.worshippers ?? null, sort.direction)
    case 'lastSignInAt':
      return compareMaybe(a.lastSignInAt, b.lastSignInAt, sort.direction)
    case 'price':
      return sign * (a.user.price - b.user.price)
    default:
      return sign * (a.createdAt - b.createdAt)
  }
}

/** Whether a row has no value to sort by (no email, no end date …): those go last in both directions. */
function missing(row: UserRow, key: UserSortKey): boolean {
  const text = textOf[key]
  if (text) return !text(row.user)
  if (key === 'subscriptionEndsAt') return row.endsAt === null
  if (key === 'worshippers') return row.user.worshippers === null || row.user.worshippers === undefined
  if (key === 'lastSignInAt') return row.lastSignInAt === null
  return false
}

/**
 * Every row in ascending order of `key` (ties: the newest account first), sorted once per list and key:
 * a search or a filter then only walks the sorted rows, and a direction change reverses them.
 */
const sortedCache = new WeakMap<readonly UserRow[], Map<UserSortKey, UserRow[]>>()
function ascending(rows: readonly UserRow[], key: UserSortKey): UserRow[] {
  let byKey = sortedCache.get(rows)
  if (!byKey) sortedCache.set(rows, (byKey = new Map()))
  let sorted = byKey.get(key)
  if (!sorted) {
    const sort: SortState<UserSortKey> = { key, direction: 'asc' }
    sorted = [...rows].sort((a, b) => compareRows(a, b, sort) || b.user.id - a.user.id)
    byKey.set(key, sorted)
  }
  return sorted
}

/** What the table shows: the rows that match the search and the filters, in the chosen order. */
export function visibleUsers(
  rows: readonly UserRow[],
  query: string,
  filters: UserFilters,
  sort: SortState<UserSortKey>,
): UserRow[] {
  const asc = ascending(rows, sort.key)
  let ordered = asc
  if (sort.direction === 'desc') {
    // Missing values stay last: reverse only the rows that have one.
    const firstMissing = asc.findIndex((row) => missing(row, sort.key))
    const present = firstMissing === -1 ? asc : asc.slice(0, firstMissing)
    ordered = [...present].reverse().concat(firstMissing === -1 ? [] : asc.slice(firstMissing))
  }
  const matches = userQueryMatcher(query)
  return ordered.filter((row) => matchesUserFilters(row, filters) && (!matches || matches(row)))
}

export { formatPhone } from '../shared-ui'

const shekels = new Intl.NumberFormat('he-IL', {
  style: 'currency',
  currency: 'ILS',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
})
export const formatPrice = (price: number): string => shekels.format(price)
export const countFormat = new Intl.NumberFormat('he-IL')
