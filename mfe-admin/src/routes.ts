import type { RouteManifest } from '@seats/contracts'

/**
 * The screens this remote owns (seed §2: login and admin), read by the shell from routes.json next to
 * remoteEntry.js (emitted by vite.config.ts) and registered by the standalone entry. Data only.
 * A new screen here and in App.tsx reaches the top bar, the page title and the navigation rules with
 * this remote's next deploy; the shell is not rebuilt.
 */
export const routes: RouteManifest = {
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
}
