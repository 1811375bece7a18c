import type { RouteManifest } from '@seats/sdk/core'
import type { RemoteName } from '../remote-manifest'

/**
 * The shell's last-known copy of each remote's route manifest (seed §2). It is not where routes are
 * declared: each remote's `src/routes.ts` is, and the shell reads the remote's routes.json at run time.
 * This copy serves (a) the light start, which paints the landing page before any manifest is fetched,
 * and (b) a remote whose manifest cannot be fetched or does not validate: its known screens keep their
 * access rules, titles and nav, and only screens newer than this copy are unknown (not found) meanwhile.
 * `built-in-routes.test.ts` fails when it differs from the remotes' `src/routes.ts`: copy the change here.
 */
export const builtInRoutes: Record<RemoteName, RouteManifest> = {
  landing: {
    version: 1,
    routes: [
      { path: '/', exact: true, access: 'anonymous', title: 'דף הבית' },
      { path: '/opinions', access: 'anonymous', title: null },
      { path: '/login', access: 'anonymous', title: 'התחברות' },
      { path: '/register', access: 'anonymous', title: 'הרשמה' },
      { path: '/guest-session', access: 'anonymous', title: 'כניסה כאורח' },
      { path: '/invite/:token', access: 'anonymous', title: 'הזמנה לצוות' },
      { path: '/r/:token', access: 'anonymous', title: 'דיווח על מקום פנוי' },
      { path: '/s/:token', access: 'anonymous', title: 'בקשת מקומות' },
      { path: '/lobby/:token', access: 'anonymous', title: 'מקומות פנויים' },
    ],
  },
  seating: {
    version: 1,
    routes: [
      {
        path: '/map/:id?',
        access: 'user',
        title: null,
        nav: { label: 'מפה', icon: 'grid-view', order: 10, to: '/map/{lastMapId}' },
        data: ['/api/maps', '/api/maps/:id', '/api/persons', '/api/reports/date', '/api/reports/dates/list'],
      },
      { path: '/maps', access: 'user', title: null, nav: { label: 'מפות', icon: 'map', order: 20 } },
      { path: '/persons', access: 'user', title: null, nav: { label: 'מתפללים', icon: 'people', order: 30 } },
      { path: '/households', access: 'user', title: null, nav: { label: 'משפחות', icon: 'home', order: 35 } },
      {
        path: '/events',
        access: 'user',
        title: null,
        nav: { label: 'אירועים', icon: 'calendar', order: 40 },
      },
      {
        path: '/seasons',
        access: 'user',
        title: null,
        nav: { label: 'עונות', icon: 'timeline-events', order: 45 },
      },
      { path: '/reports', access: 'user', title: null, nav: { label: 'דיווחים', icon: 'phone', order: 50 } },
      {
        path: '/free-seats',
        access: 'user',
        title: null,
        nav: { label: 'התפנו', icon: 'tick-circle', order: 55 },
      },
      { path: '/displays', access: 'user', title: null, nav: { label: 'תצוגות', icon: 'print', order: 60 } },
      { path: '/elements', access: 'user', title: null, nav: { label: 'אלמנטים', icon: 'cube', order: 70 } },
      {
        path: '/areas',
        access: 'user',
        title: null,
        nav: { label: 'אזורים', icon: 'area-of-interest', order: 75 },
      },
      {
        path: '/reminders',
        access: 'user',
        title: null,
        nav: { label: 'תזכורות', icon: 'notifications', order: 80 },
      },
    ],
  },
  admin: {
    version: 1,
    routes: [
      {
        path: '/users',
        access: 'admin',
        title: 'משתמשים',
        nav: { label: 'משתמשים', icon: 'user', order: 100 },
      },
      { path: '/leads', access: 'admin', title: 'לידים', nav: { label: 'לידים', icon: 'inbox', order: 110 } },
      { path: '/leads/:id', access: 'admin', title: 'ליד' },
      {
        path: '/outbox',
        access: 'admin',
        title: 'דואר יוצא',
        nav: { label: 'דואר יוצא', icon: 'envelope', order: 120 },
      },
      {
        path: '/call-stop-list',
        access: 'admin',
        title: 'רשימת חסימה',
        nav: { label: 'רשימת חסימה', icon: 'phone', order: 125 },
      },
      {
        path: '/plans',
        access: 'admin',
        title: 'מסלולים',
        nav: { label: 'מסלולים', icon: 'layers', order: 127 },
      },
      {
        path: '/admin',
        access: 'admin',
        title: 'לוח בקרה',
        nav: { label: 'לוח בקרה', icon: 'timeline-bar-chart', order: 130 },
      },
    ],
  },
}
