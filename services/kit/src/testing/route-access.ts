import type Koa from 'koa'
import { routeAccessTable, type RouteAccess } from '../http/access'
import { send } from './index'

/** Tokens of the people a route-access check calls as; all act for one synagogue but the outsider. */
export interface RouteAccessCallers {
  /** The synagogue's owner (not a product administrator). */
  owner: string
  warden: string
  viewer: string
  /** A member removed from the synagogue, with a token issued before. */
  removed: string
}

/** One refusal the route table promises and the running service did not give. */
export interface AccessBreach {
  route: string
  as: string
  expected: number
  got: number
}

/**
 * Calls every route of `app` (served at `base`) as each kind of caller its gate must refuse, before any
 * handler runs: the table says who may call, this checks that the service says so too. Path parameters
 * are all '1': the gates decide before anything is looked up.
 */
export async function routeAccessBreaches(
  app: Koa,
  base: string,
  callers: RouteAccessCallers,
): Promise<{ table: RouteAccess[]; breaches: AccessBreach[] }> {
  const table = routeAccessTable(app)
  const breaches: AccessBreach[] = []
  const body = {}
  for (const route of table) {
    const path = route.path.replace(/:(\w+)/g, '1')
    const expect = async (as: string, token: string | null, expected: number) => {
      const reply = await send(base, token, route.method, path, route.method === 'GET' ? undefined : body)
      if (reply.status !== expected)
        breaches.push({ route: `${route.method} ${route.path}`, as, expected, got: reply.status })
    }
    switch (route.access) {
      case 'owner':
        await expect('warden', callers.warden, 403)
        await expect('viewer', callers.viewer, 403)
        await expect('removed member', callers.removed, 401)
        break
      case 'warden':
        await expect('viewer', callers.viewer, 403)
        await expect('removed member', callers.removed, 401)
        break
      case 'viewer':
        await expect('removed member', callers.removed, 401)
        await expect('no one', null, 401)
        break
      case 'signed-in':
        await expect('no one', null, 401)
        break
      case 'admin':
        await expect('owner (not an administrator)', callers.owner, 403)
        break
      case 'service':
        await expect('owner (no service token)', callers.owner, 403)
        break
      case 'public':
        break
      case null:
        breaches.push({ route: `${route.method} ${route.path}`, as: 'anyone (no gate)', expected: 0, got: 0 })
    }
  }
  return { table, breaches }
}

/** The table as the note lists it: one line per route, `METHOD path: level`. */
export const routeAccessLines = (table: readonly RouteAccess[]): string[] =>
  table.map((r) => `${r.method} ${r.path}: ${r.access ?? 'NO GATE'}`)
