import type { RouteManifest } from '@seats/contracts'
import { sections } from './features/sections'

const {
  map,
  maps,
  persons,
  households,
  events,
  seasons,
  reports,
  freeSeats,
  displays,
  elements,
  areas,
  reminders,
} = sections

/** A signed-in screen with its top-bar entry, named and drawn as the catalogue says. */
const screen = (
  section: { path: string; title: string; icon: string; navLabel?: string },
  order: number,
) => ({
  path: section.path,
  access: 'user' as const,
  title: null,
  nav: { label: section.navLabel ?? section.title, icon: section.icon, order },
})

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
    screen(maps, 20),
    screen(persons, 30),
    screen(households, 35),
    screen(events, 40),
    screen(seasons, 45),
    screen(reports, 50),
    screen(freeSeats, 55),
    screen(displays, 60),
    screen(elements, 70),
    screen(areas, 75),
    screen(reminders, 80),
  ],
}
