import type Router from '@koa/router'
import type Koa from 'koa'
import type { Middleware } from 'koa'
import { roleAllows, type MemberRole } from '@seats/contracts'
import { AppError } from '../errors'

/**
 * Who may call a route: anyone (public), another service (service), any signed-in person whatever their
 * synagogue role (signed-in), an administrator of the product (admin), or a member with at least a role.
 */
export type AccessLevel = 'public' | 'service' | 'signed-in' | 'admin' | MemberRole

/** A middleware that decides access, and says which level it asks for a method (for the route table). */
export interface AccessGate extends Middleware {
  accessFor(method: string): AccessLevel
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

function gate(levelFor: (method: string) => AccessLevel, check: Middleware): AccessGate {
  return Object.assign(check, { accessFor: levelFor })
}

/** Marks a route as open to anyone: a sign-in page, a webhook that checks its own signature. */
export const publicRoute: AccessGate = gate(
  () => 'public',
  (_ctx, next) => next(),
)

/** Marks a route behind another check that is not a role (a service token, an admin, a signed link). */
export const gatedBy = (level: 'service' | 'signed-in' | 'admin', check: Middleware): AccessGate =>
  gate(() => level, check)

/** After requireAuth: any signed-in person (their own profile, switching synagogue, joining one). */
export const signedInRoute: AccessGate = gate(
  () => 'signed-in',
  (ctx, next) => {
    if (!ctx.state.auth) throw new AppError('unauthorized')
    return next()
  },
)

/** After requireAuth: a member whose role in the token's synagogue is at least `role`. */
export function requireRole(role: MemberRole): AccessGate {
  return gate(
    () => role,
    (ctx, next) => {
      const auth = ctx.state.auth
      if (!auth) throw new AppError('unauthorized')
      if (!roleAllows(auth.role, role)) throw new AppError('role_forbidden')
      return next()
    },
  )
}

/** After requireAuth: reads by any member (a viewer prints), changes by a warden or an owner. */
export function requireRoleByMethod(roles: { read: MemberRole; write: MemberRole }): AccessGate {
  const levelFor = (method: string) => (SAFE_METHODS.has(method.toUpperCase()) ? roles.read : roles.write)
  return gate(levelFor, (ctx, next) => {
    const auth = ctx.state.auth
    if (!auth) throw new AppError('unauthorized')
    if (!roleAllows(auth.role, levelFor(ctx.method) as MemberRole)) throw new AppError('role_forbidden')
    return next()
  })
}

/** One route of an app and who may call it, as its gates say; `access` is null when no gate decides. */
export interface RouteAccess {
  method: string
  path: string
  access: AccessLevel | null
}

const isGate = (mw: unknown): mw is AccessGate =>
  typeof mw === 'function' && typeof (mw as Partial<AccessGate>).accessFor === 'function'

const strictness: Record<AccessLevel, number> = {
  public: 0,
  'signed-in': 1,
  viewer: 2,
  warden: 3,
  owner: 4,
  admin: 5,
  service: 6,
}

/**
 * Every route of a Koa app built with createApp, with the level its gates ask (router-wide gates and the
 * route's own; the strictest wins). The route-access tests walk it, so a route without a gate cannot land.
 */
export function routeAccessTable(app: Koa): RouteAccess[] {
  const routers = app.middleware
    .map((mw) => (mw as { router?: Router }).router)
    .filter((r): r is Router => r !== undefined)
  const table: RouteAccess[] = []
  for (const router of routers) {
    const layers = router.stack
    for (const layer of layers) {
      if (layer.methods.length === 0) continue
      const path = String(layer.path)
      const samplePath = path.replace(/:(\w+)/g, '1')
      for (const method of layer.methods) {
        if (method === 'HEAD') continue
        const gates = layers
          .filter((l) => l === layer || (l.methods.length === 0 && l.match(samplePath)))
          .flatMap((l) => l.stack)
          .filter(isGate)
        const levels = gates.map((g) => g.accessFor(method))
        const access = levels.length ? levels.reduce((a, b) => (strictness[b] > strictness[a] ? b : a)) : null
        table.push({ method, path, access })
      }
    }
  }
  return table
}

/** The rule of a synagogue's data: any member reads (and prints), a warden or an owner changes it. */
export const wardenWrites: AccessGate = requireRoleByMethod({ read: 'viewer', write: 'warden' })
