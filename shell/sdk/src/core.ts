/**
 * @seats/sdk/core: the light part of the platform, without Blueprint, the socket, zod or the API
 * client, for what must paint first (the shell's boot, the landing page). It is a Module Federation
 * singleton of its own; the full `@seats/sdk` re-exports it through the package name, so the page
 * holds one navigator and one colour scheme whichever entry a module imports.
 */
import './platform/instance-marker'

export { isSharedSdkInstance, sdkInstanceId } from './platform/instance-marker'
export { storageKeys, browserStore, type KeyValueStore } from './storage/key-value-store'
export { takePrefetched, PREFETCH_MAX_AGE_MS } from './platform/prefetched'
export { whenIdle } from './platform/when-idle'

// Navigation
export { navigate, setNavigator, currentPath, type Navigator } from './navigation/navigate'
export {
  registerRoutes,
  clearRoutes,
  registeredRoutes,
  subscribeRoutes,
  findRoute,
  routeOwner,
  routeAccess,
  routeTitle,
  type OwnedRoute,
  type RouteMatch,
} from './navigation/route-registry'
export { matchPattern, defaultLinkOf } from '@seats/contracts'
export { useRegisteredRoutes } from './navigation/use-registered-routes'
export type { RouteAccess, RouteManifest, RouteSpec, NavEntry } from '@seats/contracts'
export { matchesPrefix, pathnameOf } from './navigation/path-match'
export { pageTitleFor, applyPageTitle } from './navigation/page-title'
export { usePageTitle, useScreenTitle } from './navigation/use-page-title'
export { useCurrentPathname } from './navigation/use-current-path'

// Look and feel
export {
  followPageTheme,
  initColorScheme,
  setColorScheme,
  toggleColorScheme,
  useColorScheme,
  type ColorScheme,
  type ColorSchemePreference,
} from './theme/color-scheme'

// Motion: one check for code that animates (the page-wide CSS stills the rest, styles/motion.css)
export { prefersReducedMotion, usePrefersReducedMotion, REDUCED_MOTION_QUERY } from './ui/reduced-motion'

// The product mark
export { BrandMark } from './ui/brand-mark'

// Forms: the one form hook (its default toasts come with the full sdk, forms/default-form-reporting.ts)
export {
  useCheckedForm,
  formCheckOf,
  type CheckedForm,
  type CheckedFormOptions,
  type FormCheck,
  type FormRefusal,
} from './forms/use-checked-form'
export { setFormReporting, type FormReporting } from './forms/form-reporting'
export type { FieldErrors } from './forms/form-errors'

// Platform start-up
export { createRemoteLifecycles } from './federation/create-remote-lifecycles'
export { loadSdk } from './platform/load-sdk'
