import { routeManifestSchema, type RouteManifest } from '@seats/contracts'

/** A route manifest from the network checked against the contract; throws an Error naming the problems. */
export function parseRouteManifest(raw: unknown): RouteManifest {
  const parsed = routeManifestSchema.safeParse(raw)
  if (parsed.success) return parsed.data
  const problems = parsed.error.issues.map((issue) =>
    issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
  )
  throw new Error(`invalid route manifest: ${problems.join('; ')}`)
}
