// No zod here: the shell's first scripts and the gateway match paths with it.

/**
 * Route patterns of the route manifests: '/leads/:id', '/map/:id?', '/' (exact). A pattern covers the
 * paths under it too ('/maps' covers '/maps/3') unless the route is exact; segments compare whole, so
 * '/map' never covers '/maps'.
 */
export interface PatternMatch {
  params: Record<string, string>
  /**
   * How specific the match is, compared element by element (larger wins): path segments the pattern
   * consumed, of which static ones, then exact over covering.
   */
  specificity: readonly [consumed: number, statics: number, exact: number]
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean)

export function matchPattern(pattern: string, pathname: string, exact = false): PatternMatch | null {
  const wanted = segmentsOf(pattern)
  const given = segmentsOf(pathname)
  const params: Record<string, string> = {}
  let consumed = 0
  let statics = 0
  for (const segment of wanted) {
    const value = given[consumed]
    if (segment.startsWith(':')) {
      const optional = segment.endsWith('?')
      const name = segment.slice(1, optional ? -1 : undefined)
      if (value === undefined) {
        if (optional) continue
        return null
      }
      params[name] = value
    } else {
      if (value !== segment) return null
      statics += 1
    }
    consumed += 1
  }
  if (exact && consumed < given.length) return null
  return { params, specificity: [consumed, statics, exact ? 1 : 0] }
}

/** Positive when `a` is more specific than `b`. */
export function compareSpecificity(a: PatternMatch['specificity'], b: PatternMatch['specificity']): number {
  for (let i = 0; i < a.length; i += 1) {
    const diff = (a[i] ?? 0) - (b[i] ?? 0)
    if (diff !== 0) return diff
  }
  return 0
}

/** Where a link to the route goes by default: the pattern without its optional parameter ('/map/'). */
export function defaultLinkOf(pattern: string): string {
  return pattern.endsWith('?') ? pattern.slice(0, pattern.lastIndexOf('/') + 1) : pattern
}
