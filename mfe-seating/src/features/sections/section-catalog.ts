import type { IconName } from '@seats/sdk'

export interface SectionSpec {
  path: string
  title: string
  subtitle: string
  icon: IconName
  emptyTitle: string
  emptyDescription: string
}

/** The seating remote's list screens and what each shows while it has nothing to list. */
export const sections = {
  maps: {
    path: '/maps',
    title: 'מפות',
    subtitle: 'מפות הישיבה של בית הכנסת: אולם ראשי, עזרת נשים וכל חלל נוסף.',
    icon: 'map',
    emptyTitle: 'עדיין אין מפות',
    emptyDescription: 'מפה מתארת את האולם: מספר השורות והמושבים, המעברים והאלמנטים הקבועים.',
  },
  persons: {
    path: '/persons',
    title: 'מתפללים',
    subtitle: 'רשימת המתפללים הקבועים ומספרי הטלפון שמהם הם מדווחים.',
    icon: 'people',
    emptyTitle: 'עדיין אין מתפללים',
    emptyDescription: 'מוסיפים מתפללים אחד אחד או מייבאים את כולם מקובץ Excel.',
  },
  events: {
    path: '/events',
    title: 'אירועים',
    subtitle: 'חגים ואירועים מיוחדים שעבורם מדווחים על מקומות פנויים, בנוסף לשבתות.',
    icon: 'calendar',
    emptyTitle: 'עדיין אין אירועים',
    emptyDescription: 'אירוע מקבל שם ותאריך, ובאירוע הפוך הדיווח פירושו "אני מגיע".',
  },
  freeSeats: {
    path: '/free-seats',
    title: 'מקומות פנויים',
    subtitle: 'המקומות שהתפנו לתאריך הנבחר ומי דיווח: מה שצריך ביום שישי כדי להושיב אורחים.',
    icon: 'tick-circle',
    emptyTitle: 'אין מקומות פנויים',
    emptyDescription: 'כשמתפללים מדווחים שהם נוסעים, המקומות שלהם יופיעו כאן.',
  },
  reports: {
    path: '/reports',
    title: 'דיווחים',
    subtitle: 'מי דיווח שמקומו פנוי, לכל שבת ולכל אירוע.',
    icon: 'phone',
    emptyTitle: 'אין דיווחים עדיין',
    emptyDescription: 'מתפללים שמדווחים בטלפון שהם נוסעים לשבת יופיעו כאן, והמקומות שלהם יסומנו כפנויים.',
  },
  displays: {
    path: '/displays',
    title: 'תצוגות',
    subtitle: 'תצוגות הדפסה של המפה: גודל דף, כיוון וטווח שורות ועמודות.',
    icon: 'print',
    emptyTitle: 'עדיין אין תצוגות הדפסה',
    emptyDescription: 'מפה גדולה אפשר לחלק לכמה תצוגות ולהדפיס כל אחת בדף A4 או A3.',
  },
  elements: {
    path: '/elements',
    title: 'אלמנטים',
    subtitle: 'פריטים קבועים שמסומנים על המפה ובהדפסה.',
    icon: 'cube',
    emptyTitle: 'עדיין אין אלמנטים',
    emptyDescription: 'ארון הקודש, הבימה, עמוד החזן, הכניסה והחלונות עוזרים לאורחים להתמצא במפה.',
  },
  reminders: {
    path: '/reminders',
    title: 'תזכורות',
    subtitle: 'שיחת תזכורת טלפונית למתפללים בכל שבוע, לפני השבת.',
    icon: 'notifications',
    emptyTitle: 'אין עדיין הגדרת תזכורות',
    emptyDescription: 'בוחרים יום ושעה, והמערכת מתקשרת למתפללים שעוד לא דיווחו ומזכירה להם לדווח.',
  },
} satisfies Record<string, SectionSpec>
