import type { RouteManifest, RouteSpec } from '@seats/contracts'

/**
 * A screen that exists only in a build made with VITE_ROUTES_DEMO=1: the e2e test of remote-owned
 * routes builds this remote with it, serves the build elsewhere and checks that the shell, unchanged,
 * shows its nav entry to administrators only, titles it and guards it. Production builds never have it
 * (vite.config.ts and App.tsx add it only under the flag).
 */
export const routesDemoRoute = {
  path: '/routes-demo',
  access: 'admin',
  title: 'מסך ניסיון',
  nav: { label: 'ניסיון', icon: 'lab-test', order: 200 },
} as const satisfies RouteSpec

export function withRoutesDemo(manifest: RouteManifest): RouteManifest {
  return { ...manifest, routes: [...manifest.routes, routesDemoRoute] }
}
