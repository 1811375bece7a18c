import { changePasswordSchema, updateMeSchema, type User } from '@seats/contracts'
import { fieldErrorsFromIssues, type FieldErrors } from '@seats/sdk'

export const profileFields = ['contactName', 'synagogueName', 'phone', 'email', 'currentPassword'] as const
export type ProfileField = (typeof profileFields)[number]

export const passwordFields = ['currentPassword', 'newPassword', 'confirmPassword'] as const
export type PasswordField = (typeof passwordFields)[number]

export const accountTexts = {
  title: 'החשבון שלי',
  subtitle: 'הפרטים שלך, בית הכנסת והסיסמה.',
  profile: 'פרטים אישיים',
  contactName: 'שם מלא',
  synagogueName: 'שם בית הכנסת',
  phone: 'טלפון',
  email: 'אימייל',
  currentPassword: 'הסיסמה הנוכחית',
  currentPasswordForEmail: 'הסיסמה הנוכחית (נדרשת לשינוי האימייל)',
  save: 'שמירה',
  password: 'שינוי סיסמה',
  newPassword: 'סיסמה חדשה',
  confirmPassword: 'הסיסמה החדשה שוב',
  mismatch: 'הסיסמאות אינן זהות',
  changePassword: 'עדכון הסיסמה',
  passwordChanged: 'הסיסמה עודכנה. שאר המכשירים נותקו מהחשבון',
  passwordFailed: 'עדכון הסיסמה נכשל',
  guest: 'אורחים אינם יכולים לערוך פרטי חשבון. הירשמו כדי לשמור את עבודתכם.',
} as const

export const profileInitial = (user: User | null): Record<ProfileField, string> => ({
  contactName: user?.contactName ?? '',
  synagogueName: user?.synagogueName ?? '',
  phone: user?.phone ?? '',
  email: user?.email ?? '',
  currentPassword: '',
})

/** Only what changed goes to PUT /api/users/me; a new email carries the current password. */
export function profileChanges(user: User, values: Record<ProfileField, string>): Record<string, string> {
  const changes: Record<string, string> = {}
  for (const field of ['contactName', 'synagogueName', 'phone', 'email'] as const) {
    if (values[field].trim() !== (user[field] ?? '')) changes[field] = values[field]
  }
  if (changes.email !== undefined) changes.currentPassword = values.currentPassword
  return changes
}

export function validateProfile(user: User | null) {
  return (values: Record<ProfileField, string>): FieldErrors<ProfileField> => {
    const emailChanged = !!user && values.email.trim().toLowerCase() !== (user.email ?? '')
    const { currentPassword, ...rest } = values
    const parsed = updateMeSchema.safeParse(emailChanged ? values : rest)
    const errors = parsed.success
      ? {}
      : fieldErrorsFromIssues<ProfileField>(parsed.error.issues, profileFields)
    if (emailChanged && !currentPassword) errors.currentPassword = 'שדה חובה'
    return errors
  }
}

export function validatePassword(values: Record<PasswordField, string>): FieldErrors<PasswordField> {
  const parsed = changePasswordSchema.safeParse(values)
  const errors = parsed.success
    ? {}
    : fieldErrorsFromIssues<PasswordField>(parsed.error.issues, passwordFields)
  if (values.confirmPassword !== values.newPassword) errors.confirmPassword = accountTexts.mismatch
  return errors
}
