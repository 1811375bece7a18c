import type { IconName } from '@seats/sdk'

export interface SectionSpec {
  /** The path pattern App.tsx routes and routes.ts declares. */
  path: string
  /** The screen's heading; also its top-bar label unless `navLabel` is shorter. */
  title: string
  subtitle?: string
  /** The top bar's icon, for a screen with a top-bar entry. */
  icon?: IconName
  navLabel?: string
}

/**
 * The seating remote's screens: where each is routed, its heading and subtitle, and its top-bar entry.
 * The one place these words are written: the pages, App.tsx and routes.ts (hence the shell) read them here.
 */
export const sections = {
  // The map screen's heading is the map's own name; 'מפה' is its top-bar label.
  map: { path: '/map/:id?', title: 'מפה', icon: 'grid-view' },
  seatList: {
    path: '/map/:id/list',
    title: 'רשימת המושבים',
    subtitle:
      'כל מושבי המפה בטבלה, בסדר שבו עוברים באולם: שורה אחר שורה, מושב אחר מושב. אפשר להושיב ולפנות מושב מכאן.',
  },
  print: { path: '/map/:id/print', title: 'הדפסת מפה' },
  maps: {
    path: '/maps',
    title: 'מפות',
    subtitle: 'מפות הישיבה של בית הכנסת: אולם ראשי, עזרת נשים וכל חלל נוסף.',
    icon: 'map',
  },
  persons: {
    path: '/persons',
    title: 'מתפללים',
    subtitle: 'רשימת המתפללים הקבועים ומספרי הטלפון שמהם הם מדווחים.',
    icon: 'people',
  },
  households: {
    path: '/households',
    title: 'משפחות',
    subtitle: 'משפחות המתפללים: מי מבקש מקומות יחד לימים הנוראים, ולאן נשלחים הקישור והמקומות.',
    icon: 'home',
  },
  events: {
    path: '/events',
    title: 'אירועים',
    subtitle: 'חגים ואירועים מיוחדים שעבורם מדווחים על מקומות פנויים, בנוסף לשבתות.',
    icon: 'calendar',
  },
  seasons: {
    path: '/seasons',
    title: 'עונות',
    subtitle:
      'ימי חג שבהם הישיבה שונה מבשבת, כמו הימים הנוראים: מפה משלה, בקשות מקומות מהמשפחות ושיבוץ. המפה השבועית לא משתנה.',
    icon: 'timeline-events',
  },
  season: { path: '/seasons/:id', title: 'עונה' },
  seatCards: { path: '/seasons/:id/cards', title: 'כרטיסי מקום' },
  reports: {
    path: '/reports',
    title: 'דיווחים',
    subtitle: 'מי דיווח שמקומו פנוי, לכל שבת ולכל אירוע.',
    icon: 'phone',
  },
  freeSeats: {
    path: '/free-seats',
    // "התפנו": the seats freed by reports. An unassigned seat is "ריק" on every screen (seat-state-texts).
    title: 'מקומות שהתפנו',
    navLabel: 'התפנו',
    subtitle: 'המקומות שהתפנו לתאריך הנבחר ומי דיווח: מה שצריך ביום שישי כדי להושיב אורחים.',
    icon: 'tick-circle',
  },
  displays: {
    path: '/displays',
    title: 'תצוגות',
    subtitle: 'תצוגות הדפסה של המפה: גודל דף, כיוון וטווח שורות ועמודות.',
    icon: 'print',
  },
  elements: {
    path: '/elements',
    title: 'אלמנטים',
    subtitle: 'פריטים קבועים שמסומנים על המפה ובהדפסה.',
    icon: 'cube',
  },
  areas: {
    path: '/areas',
    title: 'אזורי ישיבה',
    navLabel: 'אזורים',
    subtitle: 'חלקי האולם שבהם מבקשים מקומות, כמו עזרת גברים, עזרת נשים ויציע.',
    icon: 'area-of-interest',
  },
  reminders: {
    path: '/reminders',
    title: 'תזכורות',
    subtitle: 'שיחת תזכורת טלפונית למתפללים בכל שבוע, לפני השבת.',
    icon: 'notifications',
  },
} satisfies Record<string, SectionSpec>
