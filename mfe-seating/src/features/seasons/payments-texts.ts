import type { SeasonPaymentMethod } from '@seats/contracts'

const whole = new Intl.NumberFormat('he-IL', { maximumFractionDigits: 0 })
const withAgorot = new Intl.NumberFormat('he-IL', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** An amount as the screens show it: '₪1,800', '₪1,200.10' (a sign is the caller's: 'זכות', 'חוב'). */
export const shekels = (n: number) => `₪${(Number.isInteger(n) ? whole : withAgorot).format(Math.abs(n))}`

const seats = (n: number) => (n === 1 ? 'מושב אחד' : `${whole.format(n)} מושבים`)
const households = (n: number) => (n === 1 ? 'משפחה אחת' : `${whole.format(n)} משפחות`)

/** Hebrew texts of a season's prices and payments. */
export const paymentsTexts = {
  title: 'מחירים ותשלומים',
  loading: 'טוען מחירים ותשלומים…',
  loadFailed: 'לא ניתן לטעון את המחירים והתשלומים',
  failed: 'הפעולה נכשלה',
  // The areas' prices.
  pricesTitle: 'מחיר למושב לפי אזור',
  pricesHelp:
    'כל מושב במפת העונה עולה את המחיר של האזור שלו. משפחה משלמת על המושבים של בני המשפחה שיושבים במפה.',
  priceInput: 'מחיר למושב (₪)',
  priceLabel: (area: string) => `מחיר למושב ב${area} (₪)`,
  seatsIn: seats,
  outside: (n: number) => `${seats(n)} מחוץ לאזורים, ללא תשלום`,
  ownPrices: (n: number) => (n === 1 ? 'מושב אחד במחיר משלו' : `${whole.format(n)} מושבים במחיר משלהם`),
  noAreas: 'במפת העונה אין אזורים, ולכן כל המושבים בה ללא תשלום. את האזורים מגדירים במסך אזורי הישיבה.',
  toAreas: 'לאזורי הישיבה',
  savePrices: 'שמירת המחירים',
  pricesSaved: 'המחירים נשמרו',
  free: 'ללא תשלום',
  // The totals.
  totalsLabel: 'סיכום התשלומים לעונה',
  due: 'לתשלום',
  paid: 'שולם',
  owed: 'חוב פתוח',
  owing: (n: number) => (n === 0 ? 'אף משפחה לא חייבת' : `${households(n)} ${n === 1 ? 'חייבת' : 'חייבות'}`),
  unhoused: (n: number) =>
    n === 1
      ? 'מתפלל אחד יושב במפת העונה בלי משפחה, ולכן אינו מחויב.'
      : `${whole.format(n)} מתפללים יושבים במפת העונה בלי משפחה, ולכן אינם מחויבים.`,
  toHouseholds: 'למסך המשפחות',
  // The households.
  owingOnly: 'רק מי שחייב',
  shown: (n: number, total: number) => `מוצגות ${whole.format(n)} מתוך ${households(total)}`,
  tableLabel: 'המשפחות והתשלומים שלהן',
  household: 'משפחה',
  seats: 'מושבים',
  balance: 'יתרה',
  actions: 'פעולות',
  noHouseholds: 'אף משפחה עוד לא יושבת במפת העונה. אחרי השיבוץ יופיעו כאן המשפחות והסכום של כל אחת.',
  noneOwing: 'אין משפחות שחייבות. כל המשפחות שילמו.',
  /** A balance in words: what is owed, what was paid ahead, or nothing left. */
  balanceOf: (balance: number) =>
    balance > 0 ? shekels(balance) : balance < 0 ? `זכות ${shekels(balance)}` : 'שולם במלואו',
  status: { owes: 'חייבת', paidUp: 'שולם', credit: 'זכות' },
  record: 'רישום תשלום',
  recordFor: (name: string) => `רישום תשלום: ${name}`,
  paymentsOf: (n: number) => (n === 0 ? 'אין תשלומים' : n === 1 ? 'תשלום אחד' : `${whole.format(n)} תשלומים`),
  paymentsListOf: (name: string) => `התשלומים של ${name}`,
  methods: { cash: 'מזומן', cheque: 'המחאה', transfer: 'העברה בנקאית' } satisfies Record<
    SeasonPaymentMethod,
    string
  >,
  deletePayment: (amount: number, date: string) => `מחיקת התשלום של ${shekels(amount)} מ-${date}`,
  deleteConfirm: (name: string, amount: number, date: string) =>
    `למחוק את התשלום של ${shekels(amount)} מ-${date} של ${name}? הסכום יחזור ליתרה של המשפחה.`,
  deleted: 'התשלום נמחק',
  // The payment dialog.
  dialogTitle: (name: string) => `רישום תשלום — ${name}`,
  dueNow: (balance: number) => (balance > 0 ? `יתרה לתשלום: ${shekels(balance)}` : 'אין יתרה לתשלום'),
  payBalance: 'כל היתרה',
  amount: 'סכום (₪)',
  method: 'אמצעי תשלום',
  paidOn: 'תאריך התשלום',
  note: 'הערה',
  notePlaceholder: 'למשל: מספר ההמחאה',
  submit: 'רישום',
  saved: 'התשלום נרשם',
}
