import type { RouteManifest } from '@seats/contracts'

/**
 * The screens this remote owns (seed §2: login required, no title), read by the shell from routes.json
 * next to remoteEntry.js (emitted by vite.config.ts) and registered by the standalone entry. Data only.
 * Each route covers the paths under it ('/map/:id?' covers the print view '/map/:id/print').
 */
export const routes: RouteManifest = {
  version: 1,
  routes: [
    {
      path: '/map/:id?',
      access: 'user',
      title: null,
      // The shell puts the last map the user viewed in place of {lastMapId}.
      nav: { label: 'מפה', icon: 'grid-view', order: 10, to: '/map/{lastMapId}' },
      // As the map screen asks for them (the coming date of a map in Israel).
      data: ['/api/maps', '/api/maps/:id', '/api/persons', '/api/reports/date', '/api/reports/dates/list'],
    },
    { path: '/maps', access: 'user', title: null, nav: { label: 'מפות', icon: 'map', order: 20 } },
    { path: '/persons', access: 'user', title: null, nav: { label: 'מתפללים', icon: 'people', order: 30 } },
    { path: '/events', access: 'user', title: null, nav: { label: 'אירועים', icon: 'calendar', order: 40 } },
    { path: '/reports', access: 'user', title: null, nav: { label: 'דיווחים', icon: 'phone', order: 50 } },
    {
      path: '/free-seats',
      access: 'user',
      title: null,
      nav: { label: 'פנויים', icon: 'tick-circle', order: 55 },
    },
    { path: '/displays', access: 'user', title: null, nav: { label: 'תצוגות', icon: 'print', order: 60 } },
    { path: '/elements', access: 'user', title: null, nav: { label: 'אלמנטים', icon: 'cube', order: 70 } },
    {
      path: '/reminders',
      access: 'user',
      title: null,
      nav: { label: 'תזכורות', icon: 'notifications', order: 80 },
    },
  ],
}
