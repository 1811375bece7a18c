import { canonicalEmail } from '@seats/contracts'
import { isoOrNull } from '@seats/kit'
import type { User } from '@seats/contracts'

/** A users row as MySQL returns it (booleans are TINYINT, DECIMAL comes back as text). */
export interface UserRow {
  id: number
  email: string | null
  password_hash: string | null
  contact_name: string
  synagogue_name: string
  phone: string
  is_new: number | boolean
  is_guest: number | boolean
  is_demo_guest: number | boolean
  has_completed_demo: number | boolean
  is_admin: number | boolean
  subscription_type: string
  subscription_ends_at: Date | string | null
  max_people: number
  price: string | number
  created_at: Date | string
  updated_at: Date | string
  last_sign_in_at?: Date | string | null
  member_only?: number | boolean
}

/** The stored user: the API shape plus what never leaves this service. */
export interface UserRecord extends User {
  passwordHash: string | null
  updatedAt: string
  lastSignInAt: string | null
}

/** Every column a write may set, in the service's own words. */
export interface UserFields {
  email: string | null
  passwordHash: string | null
  contactName: string
  synagogueName: string
  phone: string
  isNew: boolean
  isGuest: boolean
  isDemoGuest: boolean
  hasCompletedDemo: boolean
  isAdmin: boolean
  subscriptionType: string
  subscriptionEndsAt: Date | null
  maxPeople: number
  price: number
  createdAt: Date
  /** Joined a synagogue by invitation, with none of their own. */
  memberOnly?: boolean
}

export function recordFromRow(row: UserRow): UserRecord {
  return {
    id: Number(row.id),
    email: row.email,
    passwordHash: row.password_hash,
    contactName: row.contact_name,
    synagogueName: row.synagogue_name,
    phone: row.phone,
    isNew: Boolean(row.is_new),
    isGuest: Boolean(row.is_guest),
    isDemoGuest: Boolean(row.is_demo_guest),
    hasCompletedDemo: Boolean(row.has_completed_demo),
    isAdmin: Boolean(row.is_admin),
    subscriptionType: row.subscription_type,
    subscriptionEndsAt: isoOrNull(row.subscription_ends_at),
    maxPeople: Number(row.max_people),
    price: Number(row.price),
    createdAt: isoOrNull(row.created_at) ?? '',
    updatedAt: isoOrNull(row.updated_at) ?? '',
    lastSignInAt: isoOrNull(row.last_sign_in_at ?? null),
  }
}

/** The API shape (contracts userSchema): never the password hash. */
export function publicUser(record: UserRecord): User {
  return {
    id: record.id,
    email: record.email,
    contactName: record.contactName,
    synagogueName: record.synagogueName,
    phone: record.phone,
    isNew: record.isNew,
    isGuest: record.isGuest,
    isDemoGuest: record.isDemoGuest,
    hasCompletedDemo: record.hasCompletedDemo,
    isAdmin: record.isAdmin,
    subscriptionType: record.subscriptionType,
    subscriptionEndsAt: record.subscriptionEndsAt,
    maxPeople: record.maxPeople,
    price: record.price,
    createdAt: record.createdAt,
  }
}

const COLUMNS: Record<keyof UserFields, keyof UserRow> = {
  email: 'email',
  passwordHash: 'password_hash',
  contactName: 'contact_name',
  synagogueName: 'synagogue_name',
  phone: 'phone',
  isNew: 'is_new',
  isGuest: 'is_guest',
  isDemoGuest: 'is_demo_guest',
  hasCompletedDemo: 'has_completed_demo',
  isAdmin: 'is_admin',
  subscriptionType: 'subscription_type',
  subscriptionEndsAt: 'subscription_ends_at',
  maxPeople: 'max_people',
  price: 'price',
  createdAt: 'created_at',
  memberOnly: 'member_only',
}

/** Column values for a write; keys that are absent (undefined) are left untouched. */
export function rowFromFields(fields: Partial<UserFields>): Partial<Record<keyof UserRow, unknown>> {
  const row: Partial<Record<keyof UserRow, unknown>> = {}
  for (const [key, value] of Object.entries(fields) as Array<[keyof UserFields, unknown]>) {
    if (value === undefined) continue
    // One stored spelling per address, whoever writes it (forms, the CLI, the seed).
    row[COLUMNS[key]] = key === 'email' && typeof value === 'string' ? canonicalEmail(value) : value
  }
  return row
}
