import type { RouteManifest } from '@seats/contracts'
import { sections } from './features/sections'

const { map, maps, persons, events, reports, freeSeats, displays, elements, reminders } = sections

/**
 * The screens this remote owns (seed §2: login required, no title), read by the shell from routes.json
 * next to remoteEntry.js (emitted by vite.config.ts) and registered by the standalone entry. Data only:
 * paths, labels and icons come from the section catalogue; access, order and data are declared here.
 * Each route covers the paths under it ('/map/:id?' covers the print view '/map/:id/print').
 */
export const routes: RouteManifest = {
  version: 1,
  routes: [
    {
      path: map.path,
      access: 'user',
      title: null,
      // The shell puts the last map the user viewed in place of {lastMapId}.
      nav: { label: map.title, icon: map.icon, order: 10, to: '/map/{lastMapId}' },
      // As the map screen asks for them (the coming date of a map in Israel).
      data: ['/api/maps', '/api/maps/:id', '/api/persons', '/api/reports/date', '/api/reports/dates/list'],
    },
    { path: maps.path, access: 'user', title: null, nav: { label: maps.title, icon: maps.icon, order: 20 } },
    {
      path: persons.path,
      access: 'user',
      title: null,
      nav: { label: persons.title, icon: persons.icon, order: 30 },
    },
    {
      path: events.path,
      access: 'user',
      title: null,
      nav: { label: events.title, icon: events.icon, order: 40 },
    },
    {
      path: reports.path,
      access: 'user',
      title: null,
      nav: { label: reports.title, icon: reports.icon, order: 50 },
    },
    {
      path: freeSeats.path,
      access: 'user',
      title: null,
      nav: { label: freeSeats.navLabel, icon: freeSeats.icon, order: 55 },
    },
    {
      path: displays.path,
      access: 'user',
      title: null,
      nav: { label: displays.title, icon: displays.icon, order: 60 },
    },
    {
      path: elements.path,
      access: 'user',
      title: null,
      nav: { label: elements.title, icon: elements.icon, order: 70 },
    },
    {
      path: reminders.path,
      access: 'user',
      title: null,
      nav: { label: reminders.title, icon: reminders.icon, order: 80 },
    },
  ],
}
