import { paymentStatusLabels, type AccountPayment, type User } from '@seats/contracts'
import type { SheetTable } from '@seats/sdk'

/** 2026-12-27 → 27/12/2026. */
const fullDate = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`

/** Every payment of the last year, named by its synagogue (an account since deleted keeps its number). */
export function paymentsSheet(
  payments: readonly AccountPayment[],
  users: ReadonlyArray<Pick<User, 'id' | 'synagogueName' | 'contactName' | 'email'>>,
): SheetTable {
  const byId = new Map(users.map((u) => [u.id, u]))
  return {
    name: 'תשלומים',
    columns: [
      { header: 'תאריך', width: 12 },
      { header: 'בית כנסת', width: 28 },
      { header: 'איש קשר', width: 22 },
      { header: 'אימייל', width: 30 },
      { header: 'סכום', width: 10 },
      { header: 'מצב', width: 10 },
      { header: 'כרטיס', width: 8 },
      { header: 'סיבת דחייה', width: 30 },
      { header: 'קבלה', width: 40 },
    ],
    rows: payments.map((p) => {
      const user = byId.get(p.accountId)
      return [
        fullDate(p.date),
        user ? user.synagogueName : `חשבון ${p.accountId} (נמחק)`,
        user?.contactName ?? '',
        user?.email ?? '',
        p.amount,
        paymentStatusLabels[p.status],
        p.cardLastDigits ?? '',
        p.description ?? '',
        p.receiptUrl ?? '',
      ]
    }),
  }
}
