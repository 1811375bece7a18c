/** The maps screen's Hebrew texts. */
export const mapsTexts = {
  create: 'מפה חדשה',
  createTitle: 'יצירת מפה',
  editTitle: 'עריכת מפה',
  name: 'שם המפה',
  namePlaceholder: 'למשל: אולם ראשי',
  rows: 'מספר שורות',
  cols: 'מושבים בשורה',
  sizeHelp: (maxRows: number, maxCols: number) =>
    `עד ${maxRows} שורות ו־${maxCols} מושבים בשורה. את המעברים מסמנים אחר כך במפה עצמה.`,
  seatNumbering: 'מספור המושבים',
  seatNumberingHelp: 'כפי שהמספרים כתובים באולם: המספרים במפה, בהדפסה ובקו הטלפוני יהיו לפי הבחירה.',
  shrinkWarning: 'הקטנת המפה תסיר את התאים שמחוץ לגבולות החדשים ואת המתפללים שיושבים בהם.',
  droppedAssignments: (n: number) =>
    n === 1 ? 'מתפלל אחד הוסר ממקום שנמצא מחוץ למפה' : `${n} שיבוצים הוסרו ממקומות שנמצאים מחוץ למפה`,
  save: 'שמירה',
  cancel: 'ביטול',
  colName: 'שם',
  colSize: 'גודל',
  colSeats: 'מושבים',
  colAssigned: 'משובצים',
  open: 'פתיחה',
  edit: 'עריכה',
  delete: 'מחיקה',
  /** The hall as a warden counts it: rows with seats, and the seats of a row (of the fullest, when they differ). */
  size: (rows: number, seatsPerRow: number, uneven: boolean) => {
    if (rows === 0) return 'אין מושבים'
    const rowWords = rows === 1 ? 'שורה אחת' : `${rows} שורות`
    const seatWords = seatsPerRow === 1 ? 'מושב אחד' : `${seatsPerRow} מושבים`
    return `${rowWords}, ${uneven ? 'עד ' : ''}${seatWords} בשורה`
  },
  emptyTitle: 'עדיין אין מפות',
  emptyDetail: 'מפה מתארת את האולם: מספר השורות והמושבים, המעברים והאלמנטים הקבועים.',
  loadFailed: 'לא ניתן לטעון את רשימת המפות',
  retry: 'ניסיון נוסף',
  current: 'המפה הפתוחה',
  copy: 'שכפול',
  copyTitle: 'שכפול מפה',
  copyOf: (name: string) => `שכפול ${name}`,
  copyHelp:
    'מפה חדשה עם אותם מושבים, מעברים, אלמנטים, אזורים ותצוגות הדפסה, למשל לימים הנוראים או לאירוע שבו האולם מסודר אחרת. שינויים במפה החדשה לא ישנו את המפה הזאת.',
  copyNameLabel: 'שם המפה החדשה',
  copyName: (name: string) => `${name} (עותק)`.slice(0, 100),
  copyWithSeating: (assigned: number) =>
    assigned === 0
      ? 'להעתיק גם את השיבוץ (אין מתפללים משובצים במפה הזאת)'
      : `להעתיק גם את השיבוץ: ${assigned === 1 ? 'מתפלל אחד' : `${assigned.toLocaleString('he-IL')} מתפללים`} באותם מושבים`,
  copied: (name: string) => `המפה "${name}" נוצרה`,
  copyFailed: 'שכפול המפה לא הצליח',
} as const
