/**
 * Hebrew texts for seat states on a date. Two figures are never called by one name: seats freed for the
 * date (their holders reported) "התפנו", seats no one holds "ריקים"; every screen and the printed map count
 * with these words. "פנוי" is only what a guest may take on the printed map (either of the two).
 */
export const seatStateTexts = {
  vacated: 'התפנה לתאריך הנבחר',
  vacatedCount: (n: number) =>
    n === 0 ? 'אין מקומות שהתפנו' : n === 1 ? 'מקום אחד התפנה' : `${n} מקומות התפנו`,
  vacatedReverse: (n: number) =>
    n === 0 ? 'כל המקומות תפוסים' : n === 1 ? 'מקום אחד התפנה' : `${n} מקומות התפנו`,
  emptyCount: (n: number) => (n === 0 ? 'אין מקומות ריקים' : n === 1 ? 'מקום ריק אחד' : `${n} מקומות ריקים`),
} as const
