import { memberRoleDescriptions, memberRoleLabels, type MemberRole } from '@seats/contracts'

/** The invitation email: who invites, to which synagogue, as what, and the link (valid for `days`). */
export function invitationMail(input: {
  inviter: string
  synagogue: string
  role: MemberRole
  link: string
  days: number
}): { subject: string; body: string } {
  const synagogue = input.synagogue.trim() || 'בית הכנסת'
  const inviter = input.inviter.trim()
  return {
    subject: `הזמנה לצוות של ${synagogue}`,
    body: [
      'שלום,',
      '',
      `${inviter ? `${inviter} מזמין/ה אותך` : 'הוזמנת'} להצטרף לצוות של ${synagogue} במערכת ניהול המקומות, בתפקיד ${memberRoleLabels[input.role]}: ${memberRoleDescriptions[input.role]}.`,
      '',
      'להצטרפות יש לפתוח את הקישור (אפשר להשתמש בו פעם אחת):',
      input.link,
      '',
      `הקישור בתוקף ${input.days} ימים. אם לא ציפית להזמנה, אפשר להתעלם מההודעה.`,
    ].join('\n'),
  }
}
