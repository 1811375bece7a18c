import { describe, expect, it } from 'vitest'
import { routeManifestSchema, routePatternProblem } from './route-manifest'

const manifest = (routes: unknown[]) => ({ version: 1, routes })
const issues = (raw: unknown) => {
  const parsed = routeManifestSchema.safeParse(raw)
  return parsed.success ? [] : parsed.error.issues.map((i) => i.message)
}

describe('routePatternProblem', () => {
  it.each(['/', '/leads', '/leads/:id', '/map/:id?', '/guest-session', '/a/:b/c'])('%s is a pattern', (p) => {
    expect(routePatternProblem(p)).toBeNull()
  })

  it.each([
    ['leads', /start with \//],
    ['/leads/', /neither/],
    ['//leads', /neither/],
    ['/map/:id?/print', /last parameter/],
    ['/leads/:1d', /neither/],
    ['/רשימה', /neither/],
    ['/a b', /neither/],
  ])('%s is refused', (p, message) => {
    expect(routePatternProblem(p)).toMatch(message)
  })
})

describe('routeManifestSchema', () => {
  it('accepts a manifest with titles, null titles, exact routes and nav entries', () => {
    const raw = manifest([
      { path: '/', exact: true, access: 'anonymous', title: 'דף הבית' },
      {
        path: '/map/:id?',
        access: 'user',
        title: null,
        nav: { label: 'מפה', icon: 'grid-view', order: 10, to: '/map/{lastMapId}' },
      },
      { path: '/leads/:id', access: 'admin', title: 'ליד' },
    ])
    expect(routeManifestSchema.parse(raw)).toEqual(raw)
  })

  it('drops keys it does not know, so a newer remote still loads', () => {
    const parsed = routeManifestSchema.parse(
      manifest([{ path: '/x', access: 'user', title: null, description: 'later' }]),
    )
    expect(parsed.routes[0]).toEqual({ path: '/x', access: 'user', title: null })
  })

  it('refuses what the shell could not use', () => {
    expect(issues(manifest([]))).toEqual([])
    expect(issues({ routes: [] })).not.toEqual([])
    expect(issues({ version: 2, routes: [] })).not.toEqual([])
    expect(issues(manifest([{ path: '/x', access: 'public', title: null }]))).not.toEqual([])
    expect(issues(manifest([{ path: '/x', access: 'user' }]))).not.toEqual([])
    expect(issues(manifest([{ path: '/x', access: 'user', title: '' }]))).not.toEqual([])
    expect(issues(manifest([{ path: 'x', access: 'user', title: null }]))).toEqual([
      'path x: must start with /',
    ])
    expect(
      issues(
        manifest([
          { path: '/x', access: 'user', title: null, nav: { label: 'x', icon: 'Bad Icon', order: 1 } },
        ]),
      ),
    ).toEqual(['a Blueprint icon name'])
  })

  it('needs a "to" for a nav entry on a route with a required parameter', () => {
    const nav = { label: 'ליד', icon: 'inbox', order: 1 }
    expect(issues(manifest([{ path: '/leads/:id', access: 'admin', title: 'ליד', nav }]))).toEqual([
      '/leads/:id has a required parameter: its nav entry needs a "to"',
    ])
    expect(issues(manifest([{ path: '/map/:id?', access: 'user', title: null, nav }]))).toEqual([])
    expect(
      issues(manifest([{ path: '/x', access: 'user', title: null, nav: { ...nav, to: '/leads/:id' } }])),
    ).toEqual(['a path without :parameters'])
  })

  it('refuses the same path twice', () => {
    const route = { path: '/users', access: 'admin', title: 'משתמשים' }
    expect(issues(manifest([route, route]))).toEqual(['/users appears twice'])
  })
})
