import { inviteMemberSchema, type InviteMember, type MemberRole } from '@seats/contracts'
import { fieldErrorsFromIssues, type FormCheck } from '@seats/sdk'

export const membersTexts = {
  title: 'צוות בית הכנסת',
  subtitle: 'מי עובד איתך על בית הכנסת, בתפקיד שנבחר לכל אחד.',
  subtitleReadOnly: 'מי עובד על בית הכנסת. רק בעלי בית הכנסת מזמינים ומשנים תפקידים.',
  members: 'חברי הצוות',
  name: 'שם',
  email: 'אימייל',
  role: 'תפקיד',
  joined: 'הצטרפות',
  lastActivity: 'פעילות אחרונה',
  actions: 'פעולות',
  never: 'טרם נכנס/ה',
  you: '(את/ה)',
  roleOf: (name: string) => `התפקיד של ${name}`,
  remove: 'הסרה',
  removeLabel: (name: string) => `הסרה של ${name} מהצוות`,
  removeTitle: 'הסרה מהצוות',
  removeText: (name: string, synagogue: string) =>
    `${name} לא יוכל/תוכל עוד לצפות או לערוך את ${synagogue}. מפה שפתוחה אצלו/ה תפסיק לקבל שינויים מיד.`,
  leave: 'עזיבת הצוות',
  leaveTitle: 'עזיבת הצוות',
  leaveText: (synagogue: string) => `לא תוכל/י עוד לצפות או לערוך את ${synagogue}, עד שתוזמן/י שוב.`,
  removed: (name: string) => `${name} הוסר/ה מהצוות`,
  roleChanged: (name: string, role: string) => `${name}: התפקיד שונה ל${role}`,
  roleFailed: 'שינוי התפקיד נכשל',
  removeFailed: 'ההסרה נכשלה',
  invitations: 'הזמנות פתוחות',
  invitationsEmpty: 'אין הזמנות שממתינות להצטרפות.',
  invitedBy: 'הוזמן/ה על ידי',
  expires: 'בתוקף עד',
  revoke: 'ביטול ההזמנה',
  revokeLabel: (email: string) => `ביטול ההזמנה של ${email}`,
  revokeTitle: 'ביטול ההזמנה',
  revokeText: (email: string) => `הקישור שנשלח אל ${email} יפסיק לעבוד.`,
  keep: 'השארת ההזמנה',
  revoked: 'ההזמנה בוטלה',
  revokeFailed: 'ביטול ההזמנה נכשל',
  invite: 'הזמנה לצוות',
  inviteHint: 'נשלח אימייל עם קישור אישי להצטרפות, בתוקף לשבוע.',
  send: 'שליחת ההזמנה',
  sent: (email: string) => `ההזמנה נשלחה אל ${email}`,
  inviteFailed: 'שליחת ההזמנה נכשלה',
  loading: 'טוען את הצוות…',
  loadFailed: 'לא הצלחנו לטעון את הצוות',
  guest: 'אורחים אינם מנהלים צוות. הירשמו כדי להזמין גבאים נוספים.',
} as const

export const inviteFields = ['email', 'role'] as const
export type InviteField = (typeof inviteFields)[number]
export type InviteValues = { email: string; role: MemberRole }

export const inviteInitial: InviteValues = { email: '', role: 'warden' }

/** The invite form's rules are the contract's: a valid address (sent in its one spelling), one of the roles. */
export function checkInvite(values: InviteValues): FormCheck<InviteValues, InviteMember> {
  const parsed = inviteMemberSchema.safeParse(values)
  return parsed.success
    ? { ok: true, input: parsed.data }
    : { ok: false, errors: fieldErrorsFromIssues<InviteField>(parsed.error.issues, inviteFields) }
}

/** Roles in the order a select offers them: the everyday one first. */
export const roleChoices = ['warden', 'viewer', 'owner'] as const satisfies readonly MemberRole[]
