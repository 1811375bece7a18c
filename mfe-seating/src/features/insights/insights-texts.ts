const number = new Intl.NumberFormat('he-IL')

/** Hebrew texts of the plots on the reports screen. */
export const insightsTexts = {
  title: 'חצי השנה האחרונה',
  loading: 'טוען את הגרפים…',
  failed: 'לא ניתן לטעון את הגרפים',
  freed: 'מקומות שהתפנו ואורחים בכל שבוע',
  freedSubtitle: (n: number) => `${number.format(n)} מקומות התפנו ב-26 השבועות האחרונים`,
  freedSeries: 'מקומות שהתפנו',
  guestsSeries: 'אורחים',
  bySource: 'דיווחים לפי מקור',
  topReporters: 'מי מדווח הכי הרבה',
  topReportersEmpty: 'עוד אין דיווחים בחצי השנה האחרונה.',
  reports: 'דיווחים',
  runs: 'תשובות לשיחות התזכורת',
  runsEmpty: 'עוד לא היו שיחות תזכורת.',
  answered: 'ענו',
  reported: 'הקישו 1',
  noAnswer: 'לא ענו',
  busy: 'תפוס',
  other: 'אחר',
  week: 'שבוע',
  worshipper: 'מתפלל',
  run: 'שיחות ל',
}
