import type { SheetTable } from '@seats/sdk'
import { formatIsraelDate, formatIsraelDateTime } from '../shared-ui'
import { formatPhone, statusMeta, type UserRow } from './user-list'

/** The users as the list shows them, one line each, for a file. */
export function usersSheet(rows: readonly UserRow[]): SheetTable {
  return {
    name: 'משתמשים',
    columns: [
      { header: 'בית כנסת', width: 28 },
      { header: 'איש קשר', width: 22 },
      { header: 'אימייל', width: 30 },
      { header: 'טלפון', width: 14 },
      { header: 'סטטוס', width: 16 },
      { header: 'מנוי', width: 10 },
      { header: 'בתוקף עד', width: 16 },
      { header: 'מחיר לחודש', width: 10 },
      { header: 'מתפללים', width: 10 },
      { header: 'מתפללים מרבי', width: 12 },
      { header: 'נוצר', width: 12 },
      { header: 'כניסה אחרונה', width: 16 },
    ],
    rows: rows.map(({ user, status }) => [
      user.synagogueName,
      user.contactName,
      user.email,
      user.phone ? formatPhone(user.phone) : '',
      statusMeta[status].label,
      user.subscriptionType,
      user.subscriptionEndsAt ? formatIsraelDateTime(user.subscriptionEndsAt) : '',
      user.price,
      user.worshippers ?? null,
      user.maxPeople,
      formatIsraelDate(user.createdAt),
      user.lastSignInAt ? formatIsraelDateTime(user.lastSignInAt) : '',
    ]),
  }
}
