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
  noAreas:
    'במפת העונה אין אזורים, ולכן מושב עולה כסף רק אם נקבע לו מחיר משלו (למטה). את האזורים מגדירים במסך אזורי הישיבה.',
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

/** Hebrew texts of the seats priced apart from their area. */
export const seatPriceTexts = {
  title: 'מחירים למקומות מסוימים',
  help: 'מקום עם מחיר משלו עולה את המחיר הזה במקום מחיר האזור: למשל מושב בשורה הראשונה, או מקום ללא תשלום למשפחת הרב.',
  none: 'אין מקומות במחיר משלהם: כל מושב עולה את מחיר האזור שלו.',
  listLabel: 'המקומות במחיר משלהם',
  add: 'הוספת מחיר למקום',
  edit: 'עריכת מחיר למקום',
  /** A seat as the list names it: its area, then its row and number as printed. */
  placeOf: (area: string | null, name: string) => (area ? `${area}, ${name}` : name),
  noSeatAnyMore: 'מקום שכבר אינו מושב במפה',
  outsideAreas: 'מחוץ לאזורים',
  instead: (areaPrice: number) => (areaPrice > 0 ? `במקום ${shekels(areaPrice)}` : 'במקום ללא תשלום'),
  editOf: (place: string) => `עריכת המחיר של ${place}`,
  removeOf: (place: string) => `הסרת המחיר של ${place}`,
  removeTitle: 'הסרת מחיר',
  removeConfirm: (place: string, areaPrice: number) =>
    `להסיר את המחיר של ${place}? המקום יעלה שוב את מחיר האזור${areaPrice > 0 ? ` (${shekels(areaPrice)})` : ', ללא תשלום'}.`,
  removeConfirmButton: 'הסרה',
  removed: 'המחיר למקום הוסר',
  saved: 'המחיר למקום נשמר',
  // The dialog.
  row: 'שורה',
  rowHint: 'באות, כמו במפה המודפסת',
  seat: 'מושב',
  seatHint: 'המספר שעל המושב',
  price: 'מחיר (₪)',
  priceHint: '0 למקום ללא תשלום',
  areaNow: (area: string | null, areaPrice: number) =>
    `${area ?? 'מחוץ לאזורים'}: ${areaPrice > 0 ? `מחיר האזור ${shekels(areaPrice)}` : 'ללא תשלום'}`,
  rowRequired: 'יש להזין שורה',
  rowInvalid: 'שורה נכתבת באות, כמו במפה המודפסת (למשל: ג)',
  rowOutside: (label: string, rows: number) =>
    rows === 0 ? 'במפת העונה אין מושבים' : `אין שורה ${label} במפת העונה`,
  seatRequired: 'יש להזין מספר מושב',
  seatInvalid: 'מספר מושב הוא מספר שלם, כמו על המושב',
  seatOutside: (row: string, n: number) => `אין מושב ${n} בשורה ${row}`,
  seatPricedAlready: 'למושב הזה כבר יש מחיר משלו. אפשר לערוך אותו ברשימה',
}
