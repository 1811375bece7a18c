import { elementKindLabels, type ElementKind } from '@seats/contracts'

/** The editor's Hebrew texts in one place. */
export const editorTexts = {
  conflict: 'המפה עודכנה בינתיים על ידי משתמש אחר. נטענה הגרסה העדכנית.',
  remoteChange: 'המפה עודכנה על ידי משתמש אחר',
  mapDeletedElsewhere: 'המפה נמחקה על ידי משתמש אחר',
  rolledBack: 'השינוי לא נשמר והמפה חזרה למצבה הקודם',
  loadFailed: 'לא ניתן לטעון את המפה',
  notFoundTitle: 'המפה לא נמצאה',
  notFoundDetail: 'ייתכן שהמפה נמחקה. אפשר לבחור מפה אחרת מרשימת המפות.',
  toMaps: 'לרשימת המפות',
  retry: 'ניסיון נוסף',
  emptyTitle: 'עדיין אין מפות',
  emptyDetail:
    'מפה מתארת את האולם: מספר השורות והמושבים, המעברים והאלמנטים הקבועים. אחרי שיוצרים אותה גוררים אליה את המתפללים.',
  createMap: 'יצירת מפה',
  loading: 'טוען את המפה…',

  toolGroup: 'כלי עריכה',
  toolSeat: 'הושבה',
  toolSeatHint: 'גוררים מתפלל מהרשימה אל מושב, או שם ממושב למושב אחר',
  /** On a phone: a tap picks a worshipper, the next tap on a seat seats them. */
  toolSeatHintTouch: 'מקישים על מתפלל ברשימה, ואז על מושב במפה',
  /** A viewer's map: nothing to drag, a seat still opens its card. */
  viewOnlyHint: 'לחיצה על מושב מציגה מי יושב בו ומי דיווח',
  pickedHint: (name: string) => `בחרו מושב עבור ${name}`,
  cancelPick: 'ביטול הבחירה',
  seatedPicked: (name: string, seat: string) => `נקבע מקום ל${name}: ${seat}`,
  moreTools: 'כלים ופעולות',
  toolAisle: 'מעברים',
  toolAisleHint:
    'לחיצה על תא, על אות של שורה או על מספר של עמודה הופכת אותם למעבר וחזרה; גרירה מסמנת כמה תאים',
  toolBlocked: 'חסימה',
  toolBlockedHint: 'תא חסום אינו מושב ואינו מעבר (עמוד, מדרגה). לחיצה או גרירה',
  toolAccessible: 'מקום נגיש',
  toolAccessibleHint:
    'לחיצה על מושב, על אות של שורה או על מספר של עמודה מסמנת מקום נגיש וחזרה; גרירה מסמנת כמה מושבים',
  toolElement: 'אלמנט',
  placeElementHint: (kind: string) => `גוררים מלבן על המפה כדי למקם ${kind}. Esc לביטול`,
  undo: 'ביטול פעולה',
  redo: 'חזרה על פעולה',
  zoom: 'תצוגה',
  zoomIn: 'הגדלה',
  zoomOut: 'הקטנה',
  fit: 'התאמה למסך',
  wholeHall: 'כל האולם',
  wholeHallHint: 'כל האולם במבט אחד; לחיצה נוספת חוזרת לגודל קריא',
  saving: 'שומר…',
  saved: 'כל השינויים נשמרו',
  editMap: 'עריכת המפה',
  deleteMap: 'מחיקת המפה',
  mapMenu: 'פעולות מפה',
  /** The map's seats as a table, for a screen reader or the keyboard (/map/:id/list). */
  listView: 'תצוגת רשימה',
  switchMap: 'מעבר למפה אחרת',
  seatsFigure: (seats: number, occupied: number) =>
    `${occupied.toLocaleString('he-IL')} מתוך ${seats.toLocaleString('he-IL')} מושבים תפוסים`,

  gridLabel: (name: string) => `מפת המושבים ${name}`,
  /** A cell's place when it is not a seat: its row's letter, or "שורת מעבר" for a row without seats. */
  cellPlace: (rowLabel: string | null, col: number) =>
    `${rowLabel === null ? 'שורת מעבר' : `שורה ${rowLabel}`}, עמודה ${col}`,
  aisle: 'מעבר',
  blocked: 'חסום',
  /**
   * Two words for two meanings, on the map, the list and /free-seats alike: a seat nobody holds is "ריק";
   * a held seat whose worshippers reported is "התפנה" (freed for the date). "פנוי" is kept for what a guest
   * may take on the printed map, which is either.
   */
  emptySeat: 'ריק',
  freeOn: (dateName: string | null) => (dateName ? `התפנה ל${dateName}` : 'התפנה לתאריך הנבחר'),
  forDate: (dateName: string | null) => (dateName ? `ל${dateName}` : 'לתאריך הנבחר'),
  vacatedHeading: 'מקומות שהתפנו',
  guestMark: (name: string) => `אורח בתאריך זה: ${name}`,
  guestConflictMark: 'אורח במושב שבעליו מגיע: יש להעביר את האורח',
  guestConflictToast: (guest: string, seat: string) =>
    `בעל המקום ב${seat} מגיע בכל זאת: לאורח ${guest} צריך מושב אחר`,
  rowSeats: (row: string, numbers: readonly number[]) =>
    `שורה ${row} ${numbers.length === 1 ? 'מושב' : 'מושבים'} ${numbers.join(', ')}`,
  /** The map's keyboard model, read out with the map (aria-describedby). */
  gridKeys:
    'חצים: מעבר בין המקומות. Enter: כרטיס המקום, או הושבת המתפלל שנבחר. Delete: פינוי המקום. Escape: ביטול הבחירה. פלוס ומינוס: הגדלה והקטנה.',
  /** The worshippers list's keyboard model. */
  worshippersKeys:
    'חצים למעלה ולמטה: מעבר בין המתפללים. Enter: בחירת המתפלל והמעבר למפה, שם בוחרים מושב בחצים ו־Enter. Delete: הסרת המתפלל מכל מקומותיו במפה.',
  skipLinks: 'קיצורי דרך',
  skipToMap: 'דלג למפה',
  skipToWorshippers: 'דלג לרשימת המתפללים',
  pickCancelled: (name: string) => `הבחירה של ${name} בוטלה`,
  personSeatedIn: 'יושב ב:',
  takenSeat: 'תפוס',
  vacatedSeat: 'התפנה בתאריך הנבחר',
  sharedSeat: 'משותף',
  multiSeats: 'בכמה מקומות',
  morePeople: (n: number) => `ועוד ${n}`,
  personSeatsCount: (n: number) => `יושב ב־${n} מקומות`,
  dropNotSeat: 'אפשר להושיב רק במושב',
  dropAlreadyThere: 'המתפלל כבר יושב כאן',
  removedUnderElement: (n: number, element: string) =>
    n === 1 ? `מתפלל אחד הוסר מהמקום שמתחת ל${element}` : `${n} מתפללים הוסרו מהמקומות שמתחת ל${element}`,
  removedFromAisle: (n: number) =>
    n === 1 ? 'מתפלל אחד הוסר מהמקום שסומן' : `${n} מתפללים הוסרו מהמקומות שסומנו`,

  popoverKind: 'סוג התא',
  kindSeat: 'מושב',
  kindAisle: 'מעבר',
  kindBlocked: 'חסום',
  /** A seat for a wheelchair, without steps: the season's assignment keeps it for households that ask. */
  accessibleSeat: 'מקום נגיש',
  accessibleHint: 'לכיסא גלגלים, בלי מדרגות. בשיבוץ הימים הנוראים נשמר למשפחות שביקשו מקום נגיש',
  nobodyHere: 'אין מתפללים במושב זה',
  addPerson: 'הוספת מתפלל למושב',
  searchPlaceholder: 'חיפוש לפי שם או טלפון',
  noMatches: 'לא נמצאו מתפללים',
  removeFromSeat: (name: string) => `הסרת ${name} מהמושב`,
  clearSeat: 'פינוי המושב',
  reportKind: (reverse: boolean) => (reverse ? 'דיווח הגעה' : 'דיווח היעדרות'),
  reportLine: (kind: string, source: string, at: string) => `${kind} · ${source} · ${at}`,
  cancelReport: 'ביטול הדיווח',
  cancelReportOf: (name: string) => `ביטול הדיווח של ${name}`,
  cancelReportConfirm: (name: string, dateName: string | null, reverse: boolean) =>
    `לבטל את הדיווח של ${name}${dateName ? ` ל${dateName}` : ''}? המושב יסומן שוב ${reverse ? 'כפנוי' : 'כתפוס'}.`,
  close: 'סגירה',

  worshippers: 'מתפללים',
  filterAll: 'הכל',
  filterUnseated: 'ללא מקום',
  filterSeated: 'עם מקום',
  managePersons: 'ניהול מתפללים',
  newPerson: 'הוספת מתפלל',
  editPerson: (name: string) => `עריכת ${name}`,
  noPersons: 'עדיין אין מתפללים',
  noPersonsDetail: 'מוסיפים מתפללים כאן או במסך המתפללים, אחד אחד או מקובץ Excel, וגוררים כל אחד למקומו.',
  noFilterMatches: 'אין מתפללים שמתאימים לחיפוש',
  dragHint: 'גוררים מתפלל אל מושב במפה',
  pickHint: 'מקישים כדי לבחור, ואז על מושב במפה',
  openWorshippers: 'הצגת רשימת המתפללים',
  closeWorshippers: 'הסתרת רשימת המתפללים',
  notSeated: 'ללא מקום',
  unseatPerson: (name: string) => `הסרת ${name} מכל המקומות במפה זו`,
  showSeat: (seat: string) => `הצגת המקום ${seat} במפה`,

  elementDelete: 'מחיקת האלמנט',
  elementResize: 'שינוי גודל',
  elementKind: (kind: ElementKind) => elementKindLabels[kind],
} as const

/** Colours new elements start with; a warden can recolour them on the elements screen. */
export const elementColors: Record<ElementKind, string> = {
  ark: '#b45309',
  bimah: '#2563eb',
  amud: '#7c3aed',
  entrance: '#059669',
  window: '#0891b2',
  womenSection: '#db2777',
  other: '#71717a',
}

/** A new element's size in cells (rows, columns) when it is placed with a click rather than a drag. */
export const elementDefaultSpans: Record<ElementKind, [number, number]> = {
  ark: [1, 3],
  bimah: [2, 3],
  amud: [1, 1],
  entrance: [1, 2],
  window: [1, 2],
  womenSection: [2, 6],
  other: [1, 1],
}
