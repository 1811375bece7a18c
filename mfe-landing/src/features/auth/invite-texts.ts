import {
  errorMessages,
  memberRoleDescriptions,
  memberRoleLabels,
  type InvitationPreview,
} from '@seats/contracts'

export const inviteTexts = {
  title: (synagogue: string) => `הזמנה לצוות של ${synagogue}`,
  titleUnknown: 'הזמנה לצוות בית הכנסת',
  invitedBy: (name: string) => `${name} הזמין/ה אותך להצטרף לצוות`,
  role: 'תפקיד',
  loading: 'טוען את ההזמנה…',
  join: 'הצטרפות לבית הכנסת',
  signedInAs: (name: string) => `מחובר/ת בתור ${name}.`,
  otherEmail: (email: string) => `${errorMessages.invitation_other_email}: ${email}`,
  signOut: 'התנתקות והתחברות עם הכתובת שהוזמנה',
  signInTitle: 'התחברות והצטרפות',
  signInHint: 'יש כבר חשבון לכתובת הזו. התחברו כדי להצטרף.',
  registerHint: 'עוד אין חשבון לכתובת הזו. כמה פרטים, ואפשר להתחיל.',
  signIn: 'התחברות',
  register: 'הרשמה והצטרפות',
  email: 'אימייל',
  emailFixed: 'ההזמנה נשלחה לכתובת הזו',
  password: 'סיסמה',
  contactName: 'שם מלא',
  phone: 'טלפון',
  joinFailed: 'ההצטרפות נכשלה',
  toHome: 'לדף הבית',
  toLogin: 'להתחברות',
} as const

/** A link that can no longer be used says why, in the contracts' words. */
export const closedInvitationText: Record<Exclude<InvitationPreview['state'], 'open'>, string> = {
  used: errorMessages.invitation_used,
  expired: errorMessages.invitation_expired,
  revoked: errorMessages.invitation_revoked,
}

export const roleLine = (preview: Pick<InvitationPreview, 'role'>) =>
  `${memberRoleLabels[preview.role]}: ${memberRoleDescriptions[preview.role]}`
