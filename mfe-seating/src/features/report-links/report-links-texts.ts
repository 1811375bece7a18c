import { formatDate } from '@seats/sdk'

const number = new Intl.NumberFormat('he-IL')

/** Hebrew texts of the worshippers' report links, on the worshippers screen. */
export const reportLinksTexts = {
  menu: 'קישורי דיווח',
  menuHint: 'קישור אישי ב-SMS: המתפלל מדווח שלא יגיע בלי להתקשר',
  sendAll: 'שליחת קישור לכל המתפללים',
  revokeAll: 'ביטול כל הקישורים',
  confirmSendAll: (phones: number) =>
    `לשלוח הודעת SMS עם קישור אישי ל-${number.format(phones)} מספרי נייד? קישור שנשלח קודם למספר יפסיק לפעול.`,
  confirmSendAllTitle: 'שליחת קישורי דיווח',
  confirmSend: 'שליחה',
  confirmRevokeAll: 'כל הקישורים שנשלחו יפסיקו לפעול. אפשר לשלוח חדשים בכל עת.',
  confirmRevokeAllTitle: 'ביטול כל הקישורים',
  confirmRevoke: 'ביטול הקישורים',
  noMobiles: 'לאף מתפלל אין מספר נייד, ולכן אין למי לשלוח קישור.',
  sent: (n: number) => (n === 1 ? 'נשלחה הודעה אחת' : `נשלחו ${number.format(n)} הודעות`),
  sentNone: 'לא נשלחו הודעות: לכולם נשלח קישור ממש עכשיו',
  failed: (n: number) => (n === 1 ? 'הודעה אחת לא נשלחה' : `${number.format(n)} הודעות לא נשלחו`),
  noMobile: (n: number) => (n === 1 ? 'למתפלל אחד אין נייד' : `ל-${number.format(n)} מתפללים אין נייד`),
  revoked: (n: number) => (n === 1 ? 'קישור אחד בוטל' : `${number.format(n)} קישורים בוטלו`),
  sendFailed: 'שליחת הקישור נכשלה',
  revokeFailed: 'ביטול הקישור נכשל',
  rowMenu: (name: string) => `קישור דיווח של ${name}`,
  sendOne: 'שליחת קישור ב-SMS',
  resendOne: 'שליחת קישור חדש ב-SMS',
  revokeOne: 'ביטול הקישור',
  sentOne: (name: string) => `הקישור נשלח אל ${name}`,
  revokedOne: 'הקישור בוטל',
  liveSince: (sentAt: string, expiresAt: string) =>
    `נשלח ב-${formatDate(sentAt)}, בתוקף עד ${formatDate(expiresAt)}`,
  noLink: 'לא נשלח קישור',
  notMobile: 'אין מספר נייד: אי אפשר לשלוח קישור',
}
