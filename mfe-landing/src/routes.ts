import type { RouteManifest } from '@seats/contracts'

/**
 * The screens this remote owns (seed §2), read by the shell from routes.json next to remoteEntry.js
 * (emitted by vite.config.ts) and registered by the standalone entry. Data only: no runtime imports.
 */
export const routes: RouteManifest = {
  version: 1,
  routes: [
    // '/' and '/opinions' are the home page; the shell starts them light (its boot plan).
    { path: '/', exact: true, access: 'anonymous', title: 'דף הבית' },
    { path: '/opinions', access: 'anonymous', title: null },
    { path: '/login', access: 'anonymous', title: 'התחברות' },
    { path: '/register', access: 'anonymous', title: 'הרשמה' },
    { path: '/guest-session', access: 'anonymous', title: 'כניסה כאורח' },
    // A team invitation's link (the email's): public, it signs in or registers on the way.
    { path: '/invite/:token', access: 'anonymous', title: 'הזמנה לצוות' },
    // A worshipper's report link (the SMS's): public, the link is the key.
    { path: '/r/:token', access: 'anonymous', title: 'דיווח על מקום פנוי' },
    // A household's seat request link for a season (the SMS's or email's): public, the link is the key.
    { path: '/s/:token', access: 'anonymous', title: 'בקשת מקומות' },
    // A lobby screen's link (made by the warden for a map): public, read-only, the link is the key.
    { path: '/lobby/:token', access: 'anonymous', title: 'מקומות פנויים' },
  ],
}
