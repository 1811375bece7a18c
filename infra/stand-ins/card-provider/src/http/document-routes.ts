import Router from '@koa/router'
import { displayDate } from '../domain/dates'
import type { PaymentRecord } from '../domain/state'
import type { CardStore } from '../domain/store'

const escapeHtml = (s: string): string =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  )

const shekels = (amount: number): string =>
  `₪${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`

/** The payer's block: name, registry number, address and email, as the customer was when it was issued. */
function billedToHtml(payment: PaymentRecord): string {
  const to = payment.billedTo
  if (!to) return ''
  const rows = [
    to.name && `<tr><th>לכבוד</th><td data-field="customer-name">${escapeHtml(to.name)}</td></tr>`,
    to.companyNumber &&
      `<tr><th>ח.פ. / ע״ר</th><td data-field="customer-number">${escapeHtml(to.companyNumber)}</td></tr>`,
    to.address && `<tr><th>כתובת</th><td data-field="customer-address">${escapeHtml(to.address)}</td></tr>`,
    to.email && `<tr><th>אימייל</th><td data-field="customer-email">${escapeHtml(to.email)}</td></tr>`,
  ].filter(Boolean)
  return rows.length ? `<table class="to">\n${rows.join('\n')}\n</table>\n` : ''
}

/** The receipt (קבלה) of a valid payment: a small right-to-left Hebrew page. */
export function receiptHtml(documentId: number, payment: PaymentRecord): string {
  const item = escapeHtml(payment.itemName ?? 'מנוי')
  return `<!doctype html>
<html lang="he" dir="rtl">
<head>
<meta charset="utf-8">
<title>קבלה מס׳ ${documentId}</title>
<style>
body { font-family: Arial, sans-serif; max-width: 32rem; margin: 2rem auto; color: #222; }
h1 { font-size: 1.4rem; }
table { width: 100%; border-collapse: collapse; }
table.to { margin-bottom: 1rem; }
th, td { text-align: right; padding: 0.4rem; border-bottom: 1px solid #ddd; }
.note { color: #777; font-size: 0.8rem; margin-top: 2rem; }
</style>
</head>
<body>
<h1>קבלה מס׳ <span data-field="number">${documentId}</span></h1>
${billedToHtml(payment)}<table>
<tr><th>תאריך</th><td data-field="date">${displayDate(payment.date)}</td></tr>
<tr><th>פריט</th><td data-field="item">${item}</td></tr>
<tr><th>סכום</th><td data-field="amount">${shekels(payment.amount)}</td></tr>
<tr><th>אמצעי תשלום</th><td data-field="card">כרטיס אשראי המסתיים ב־${escapeHtml(payment.lastDigits)}</td></tr>
<tr><th>מספר אישור</th><td data-field="auth">${escapeHtml(payment.authNumber ?? '')}</td></tr>
</table>
<p class="note">מסמך לדוגמה מסביבת פיתוח: לא נגבה כסף.</p>
</body>
</html>
`
}

/** GET /documents/:id: the DocumentDownloadURL of a valid payment. */
export function documentRoutes(store: CardStore): Router {
  const router = new Router()
  router.get('/documents/:id', (ctx) => {
    const id = /^\d+$/.test(ctx.params.id ?? '') ? Number(ctx.params.id) : NaN
    const payment = Number.isFinite(id) ? store.paymentByDocument(id) : undefined
    ctx.type = 'text/html; charset=utf-8'
    if (!payment) {
      ctx.status = 404
      ctx.body =
        '<!doctype html><html lang="he" dir="rtl"><meta charset="utf-8"><title>המסמך לא נמצא</title><p>המסמך לא נמצא</p></html>'
      return
    }
    ctx.body = receiptHtml(id, payment)
  })
  return router
}
