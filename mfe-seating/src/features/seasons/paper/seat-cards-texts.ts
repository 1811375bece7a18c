/** Hebrew texts of the printed seat cards. */
export const seatCardsTexts = {
  title: 'כרטיסי מקום',
  loading: 'טוען את כרטיסי המקום…',
  loadFailed: 'לא ניתן לטעון את כרטיסי המקום',
  retry: 'ניסיון נוסף',
  print: 'הדפסה',
  back: 'חזרה לעונה',
  area: 'אזור',
  allAreas: 'כל האזורים',
  count: (cards: number, sheets: number) =>
    `${cards === 1 ? 'כרטיס אחד' : `${cards} כרטיסים`} · ${sheets === 1 ? 'דף A4 אחד' : `${sheets} דפי A4`}. גוזרים לאורך הקווים.`,
  empty: 'אין עדיין משובצים במפת העונה. אחרי השיבוץ יופיע כאן כרטיס לכל מושב.',
  row: 'שורה',
  seat: 'מושב',
}
