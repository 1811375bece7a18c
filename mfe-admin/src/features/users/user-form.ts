import {
  adminCreateUserSchema,
  adminUpdateUserSchema,
  DEFAULT_MAX_PEOPLE,
  DEFAULT_PRICE,
  trialEndsAt,
  TRIAL_SUBSCRIPTION_TYPE,
  type AdminCreateUser,
  type AdminUpdateUser,
  type User,
} from '@seats/contracts'
import { fieldErrorsFromIssues, type FieldErrors, type FormCheck } from '@seats/sdk'
import { israelDate, israelInstant, wallClock } from '../shared-ui'

/** Every field an admin may set (contracts adminCreateUserSchema / adminUpdateUserSchema), as form strings. */
export const userFormFields = [
  'contactName',
  'synagogueName',
  'email',
  'phone',
  'password',
  'subscriptionType',
  'endDate',
  'endHour',
  'endMinute',
  'maxPeople',
  'price',
  'isAdmin',
  'isNew',
] as const
export type UserFormField = (typeof userFormFields)[number]
export type UserFormValues = Record<UserFormField, string>
export type UserFormMode = 'create' | 'edit'

/** Seed §3: hour options 0 to 23, minute options 0 to 59. */
export const hourOptions = Array.from({ length: 24 }, (_, i) => i)
export const minuteOptions = Array.from({ length: 60 }, (_, i) => i)

/** What an account made from a lead starts with (its name, phone and email). */
export type UserPrefill = Partial<Pick<User, 'contactName' | 'phone' | 'email' | 'synagogueName'>>

const flag = (value: boolean) => (value ? 'true' : 'false')

/** The end of the subscription as Israel date, hour and minute ('' date when there is none). */
export function splitEndsAt(
  iso: string | null | undefined,
): Pick<UserFormValues, 'endDate' | 'endHour' | 'endMinute'> {
  const ms = iso ? Date.parse(iso) : Number.NaN
  if (Number.isNaN(ms)) return { endDate: '', endHour: '0', endMinute: '0' }
  const clock = wallClock(ms)
  return { endDate: israelDate(ms), endHour: String(clock.hour), endMinute: String(clock.minute) }
}

/** The form's date, hour and minute as the ISO instant the server takes; null when the date is empty. */
export function joinEndsAt(values: Pick<UserFormValues, 'endDate' | 'endHour' | 'endMinute'>): string | null {
  if (!values.endDate) return null
  return israelInstant(values.endDate, Number(values.endHour) || 0, Number(values.endMinute) || 0)
}

/**
 * The form's starting values: the user's own when editing; for a new account the trial of a
 * self-registered one (trial type, 20 days from now, the default plan), with what a lead brought.
 */
export function userFormValues(
  user: User | null | undefined,
  prefill: UserPrefill = {},
  now = new Date(),
): UserFormValues {
  if (user) {
    return {
      contactName: user.contactName,
      synagogueName: user.synagogueName,
      email: user.email ?? '',
      phone: user.phone,
      password: '',
      subscriptionType: user.subscriptionType,
      ...splitEndsAt(user.subscriptionEndsAt),
      maxPeople: String(user.maxPeople),
      price: String(user.price),
      isAdmin: flag(user.isAdmin),
      isNew: flag(user.isNew),
    }
  }
  return {
    contactName: prefill.contactName ?? '',
    synagogueName: prefill.synagogueName ?? '',
    email: prefill.email ?? '',
    phone: prefill.phone ?? '',
    password: '',
    subscriptionType: TRIAL_SUBSCRIPTION_TYPE,
    ...splitEndsAt(trialEndsAt(now).toISOString()),
    maxPeople: String(DEFAULT_MAX_PEOPLE),
    price: String(DEFAULT_PRICE),
    isAdmin: 'false',
    isNew: 'true',
  }
}

const MAX_NUMBER = 100_000
const numberMessages = {
  maxPeople: 'מספר שלם בין 0 ל-100,000',
  price: 'סכום בין 0 ל-100,000 (עד שתי ספרות אחרי הנקודה)',
}

function numberValue(field: 'maxPeople' | 'price', text: string): number | undefined {
  const trimmed = text.trim()
  const pattern = field === 'maxPeople' ? /^\d+$/ : /^\d+(\.\d{1,2})?$/
  if (!pattern.test(trimmed)) return undefined
  const value = Number(trimmed)
  return value <= MAX_NUMBER ? value : undefined
}

type Payload = AdminCreateUser | AdminUpdateUser

/** Every field of the form, as the request body would carry it (before the schema trims and checks). */
function fullBody(values: UserFormValues): Record<string, unknown> {
  return {
    contactName: values.contactName,
    synagogueName: values.synagogueName,
    email: values.email,
    phone: values.phone,
    password: values.password,
    subscriptionType: values.subscriptionType,
    subscriptionEndsAt: joinEndsAt(values),
    maxPeople: numberValue('maxPeople', values.maxPeople),
    price: numberValue('price', values.price),
    isAdmin: values.isAdmin === 'true',
    isNew: values.isNew === 'true',
  }
}

/** Which body key each form field writes; the three end fields write one. */
const bodyKeyOf = (field: UserFormField): string =>
  field === 'endDate' || field === 'endHour' || field === 'endMinute' ? 'subscriptionEndsAt' : field

/**
 * The request body. Adding: every field. Editing: only what changed from `initial`, so an old record's
 * untouched fields are neither re-checked nor rewritten, and an empty password keeps the current one.
 */
export function userRequestBody(
  values: UserFormValues,
  mode: UserFormMode,
  initial: UserFormValues,
): Record<string, unknown> {
  const body = fullBody(values)
  if (mode === 'create') {
    if (!values.synagogueName.trim()) delete body.synagogueName
    return body
  }
  const changed = new Set(userFormFields.filter((f) => values[f] !== initial[f]).map(bodyKeyOf))
  if (!values.password) changed.delete('password')
  return Object.fromEntries(Object.entries(body).filter(([key]) => changed.has(key)))
}

export type UserFormCheck = FormCheck<UserFormValues, Payload>

/** The contracts' admin schema run in the browser (its Hebrew messages), plus the number fields' own. */
export function checkUserForm(
  values: UserFormValues,
  mode: UserFormMode,
  initial: UserFormValues,
): UserFormCheck {
  const body = userRequestBody(values, mode, initial)
  const errors: FieldErrors<UserFormField> = {}
  for (const field of ['maxPeople', 'price'] as const)
    if (field in body && body[field] === undefined) errors[field] = numberMessages[field]
  if ('subscriptionEndsAt' in body && values.endDate && body.subscriptionEndsAt === null)
    errors.endDate = 'תאריך לא תקין'
  const schema = mode === 'create' ? adminCreateUserSchema : adminUpdateUserSchema
  const parsed = schema.safeParse(body)
  if (!parsed.success) {
    const schemaErrors = fieldErrorsFromIssues(parsed.error.issues, userFormFields, {
      subscriptionEndsAt: 'endDate',
    })
    for (const field of userFormFields) errors[field] ??= schemaErrors[field]
  }
  const found = Object.fromEntries(Object.entries(errors).filter(([, m]) => m)) as FieldErrors<UserFormField>
  if (Object.keys(found).length > 0 || !parsed.success) return { ok: false, errors: found }
  return { ok: true, input: parsed.data }
}
