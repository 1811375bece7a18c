/** Hebrew texts of the free seats screen. */
export const freeSeatsTexts = {
  reported: (n: number) => (n === 0 ? 'אין דיווחים' : n === 1 ? 'דיווח אחד' : `${n} דיווחים`),
  reverseNote: 'אירוע הפוך: מתפנים המקומות של מי שלא דיווח שהוא מגיע',
  mapFree: (n: number) => (n === 1 ? 'מקום אחד' : `${n} מקומות`),
  noneOnMap: 'לא התפנו מקומות במפה זו',
  openMap: (name: string) => `פתיחת המפה ${name}`,
  seatsOf: (name: string) => `המקומות שהתפנו ב${name}`,
  whoReported: 'מי דיווח',
  noReports: 'עדיין אין דיווחים לתאריך זה',
  noMaps: 'עדיין אין מפות',
  noMapsDetail: 'אחרי שיוצרים מפה ומושיבים בה מתפללים, המקומות שמתפנים יופיעו כאן.',
  loading: 'טוען את המקומות שהתפנו…',
  loadFailed: 'לא ניתן לטעון את המקומות שהתפנו',
  unknownPerson: (id: number) => `מתפלל #${id}`,
  print: 'הדפסת המפה',
} as const
