import type { IconName } from '@blueprintjs/core'
import { mapPath } from '@seats/sdk'

export interface NavLinkSpec {
  label: string
  to: string
  /** The prefix that marks the link active ('/map' for '/map/12'). */
  match: string
  icon: IconName
  adminOnly?: boolean
}

/** The app's sections in the top bar, in the order a warden uses them. */
export function navLinks(lastMapId: string | null): NavLinkSpec[] {
  return [
    { label: 'מפה', to: mapPath(lastMapId), match: '/map', icon: 'grid-view' },
    { label: 'מפות', to: '/maps', match: '/maps', icon: 'map' },
    { label: 'מתפללים', to: '/persons', match: '/persons', icon: 'people' },
    { label: 'אירועים', to: '/events', match: '/events', icon: 'calendar' },
    { label: 'דיווחים', to: '/reports', match: '/reports', icon: 'phone' },
    { label: 'תצוגות', to: '/displays', match: '/displays', icon: 'print' },
    { label: 'אלמנטים', to: '/elements', match: '/elements', icon: 'cube' },
    { label: 'תזכורות', to: '/reminders', match: '/reminders', icon: 'notifications' },
    { label: 'משתמשים', to: '/users', match: '/users', icon: 'user', adminOnly: true },
    { label: 'לידים', to: '/leads', match: '/leads', icon: 'inbox', adminOnly: true },
  ]
}
