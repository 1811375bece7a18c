import type { Middleware } from 'koa'
import { serviceNames, type ServiceName } from './routes'

export type UpstreamHealth = 'ok' | 'failing' | 'not_deployed'

/** Asks each deployed service's /healthz, briefly; an optional service being down never fails the gateway. */
export async function upstreamHealth(
  upstreams: Partial<Record<ServiceName, string>>,
  timeoutMs = 1500,
): Promise<Record<ServiceName, UpstreamHealth>> {
  const entries = await Promise.all(
    serviceNames.map(async (name): Promise<[ServiceName, UpstreamHealth]> => {
      const base = upstreams[name]
      if (!base) return [name, 'not_deployed']
      try {
        const res = await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(timeoutMs) })
        await res.body?.cancel()
        return [name, res.ok ? 'ok' : 'failing']
      } catch {
        return [name, 'failing']
      }
    }),
  )
  return Object.fromEntries(entries) as Record<ServiceName, UpstreamHealth>
}

/**
 * /healthz: the process answers. /readyz: the gateway can route; the services' state is shown, not required,
 * and `down` names the deployed services that do not answer.
 */
export function healthRoutes(upstreams: Partial<Record<ServiceName, string>>): Middleware {
  return async (ctx, next) => {
    if (ctx.path !== '/healthz' && ctx.path !== '/readyz') return next()
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next()
    ctx.set('Cache-Control', 'no-store')
    if (ctx.path === '/healthz') {
      ctx.body = { ok: true }
      return
    }
    // The gateway routes whatever is up; it names what is down (a service restarting or crashing).
    const states = await upstreamHealth(upstreams)
    const down = serviceNames.filter((name) => states[name] === 'failing')
    ctx.body = { ok: true, upstreams: states, down }
  }
}
