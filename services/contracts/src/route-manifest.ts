import { z } from 'zod'

/**
 * A remote's route manifest (`routes.json`, emitted next to its remoteEntry.js): the screens it owns,
 * who may open them, their page titles and their top-bar entries. The shell combines every remote's
 * manifest with its own to decide which remote owns a path, the navigation rules, titles and the nav.
 */

/** anonymous: anyone; user: signed in; admin: signed in and isAdmin (seed §2). */
export const routeAccessLevels = ['anonymous', 'user', 'admin'] as const
export type RouteAccess = (typeof routeAccessLevels)[number]

/** In a nav entry's `to`, replaced by the last map id the user opened ('' when there is none). */
export const LAST_MAP_ID_TOKEN = '{lastMapId}'

const STATIC_SEGMENT = /^[A-Za-z0-9._~-]+$/
const PARAM_SEGMENT = /^:[A-Za-z_][A-Za-z0-9_]*\??$/

/**
 * '/', '/leads', '/leads/:id', '/map/:id?': static segments and named parameters; an optional
 * parameter only at the end; no trailing slash.
 */
export function routePatternProblem(path: string): string | null {
  if (path === '/') return null
  if (!path.startsWith('/')) return 'must start with /'
  const segments = path.slice(1).split('/')
  for (const [i, segment] of segments.entries()) {
    if (!STATIC_SEGMENT.test(segment) && !PARAM_SEGMENT.test(segment))
      return `segment "${segment}" is neither a name nor a :parameter`
    if (segment.endsWith('?') && i !== segments.length - 1) return 'only the last parameter may be optional'
  }
  return null
}

const hasRequiredParam = (path: string) => path.split('/').some((s) => s.startsWith(':') && !s.endsWith('?'))

export const navEntrySchema = z.object({
  /** The Hebrew label in the top bar and the compact menu. */
  label: z.string().trim().min(1),
  /** A Blueprint icon name (used in the compact menu). */
  icon: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a Blueprint icon name'),
  /** Position in the top bar, smallest first, across all remotes. */
  order: z.number().finite(),
  /** Where the link goes; default: the path without its optional parameter. May hold {lastMapId}. */
  to: z
    .string()
    .regex(/^\/[^:\s]*$/, 'a path without :parameters')
    .optional(),
})
export type NavEntry = z.infer<typeof navEntrySchema>

export const routeSpecSchema = z
  .object({
    path: z.string().superRefine((path, ctx) => {
      const problem = routePatternProblem(path)
      if (problem) ctx.addIssue({ code: 'custom', message: `path ${path}: ${problem}` })
    }),
    /** Exact routes do not cover deeper paths ('/' is not '/anything'); others cover '/maps/3' too. */
    exact: z.boolean().optional(),
    access: z.enum(routeAccessLevels),
    /** Added to the product name in the page title; null: the product name alone. */
    title: z.string().trim().min(1).nullable(),
    nav: navEntrySchema.optional(),
    /**
     * The API GETs the screen makes as it opens, as the client asks for them ('/api/maps/:id', the
     * route's :params filled in): a page with a session starts them before any code loads.
     */
    data: z
      .array(z.string().regex(/^\/api\/[\w\-/:.?=&]*$/, 'a path under /api/'))
      .max(10)
      .optional(),
  })
  .superRefine((route, ctx) => {
    if (route.nav && !route.nav.to && hasRequiredParam(route.path))
      ctx.addIssue({
        code: 'custom',
        path: ['nav', 'to'],
        message: `${route.path} has a required parameter: its nav entry needs a "to"`,
      })
  })
export type RouteSpec = z.infer<typeof routeSpecSchema>

export const routeManifestSchema = z
  .object({
    version: z.literal(1),
    routes: z.array(routeSpecSchema).max(200),
  })
  .superRefine((manifest, ctx) => {
    const seen = new Set<string>()
    manifest.routes.forEach((route, i) => {
      if (seen.has(route.path))
        ctx.addIssue({ code: 'custom', path: ['routes', i, 'path'], message: `${route.path} appears twice` })
      seen.add(route.path)
    })
  })
export type RouteManifest = z.infer<typeof routeManifestSchema>

/**
 * A remote's `preloads.json` (next to its remoteEntry.js): the files, relative to it, that its screens
 * need as soon as it loads (the entry, the exposed lifecycles and the app with what they import), which a
 * server may announce in the page so they download beside the shell instead of one after another.
 */
const relativeFile = z
  .string()
  .regex(/^(?!.*\.\.)[\w.-]+(?:\/[\w.-]+)*$/, 'a file under the remote, as written by the build')
export const remotePreloadsSchema = z.object({
  modules: z.array(relativeFile),
  styles: z.array(relativeFile),
})
export type RemotePreloads = z.infer<typeof remotePreloadsSchema>
