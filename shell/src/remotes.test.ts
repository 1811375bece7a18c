import { afterEach, describe, expect, it, vi } from 'vitest'

vi.mock('@module-federation/runtime', () => ({ registerRemotes: vi.fn(), loadRemote: vi.fn() }))

const page = 'https://seats.example/maps'

function serve(files: Record<string, unknown>) {
  const fetchMock = vi.fn(async (input: string | URL) => {
    const url = new URL(String(input), page).href
    if (!(url in files)) return new Response('not found', { status: 404 })
    return Response.json(files[url])
  })
  vi.stubGlobal('fetch', fetchMock)
  vi.stubGlobal('window', { location: { href: page } })
  return fetchMock
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.resetModules()
})

describe('fetchRouteManifests', () => {
  it('fetches routes.json next to each listed entry, and reports each failure in its place', async () => {
    const landingRoutes = { version: 1, routes: [] }
    const fetchMock = serve({
      'https://seats.example/remotes.json': {
        landing: '/remotes/landing/remoteEntry.js',
        admin: { entry: 'https://cdn.example/admin/remoteEntry.js' },
      },
      'https://seats.example/remotes/landing/routes.json': landingRoutes,
    })
    const { fetchRouteManifests } = await import('./remotes')
    const fetched = await fetchRouteManifests()
    expect(fetched.map((f) => f.name)).toEqual(['landing', 'seating', 'admin'])
    expect(fetched[0]).toEqual({
      name: 'landing',
      url: 'https://seats.example/remotes/landing/routes.json',
      body: landingRoutes,
    })
    expect(String((fetched[1] as { error: unknown }).error)).toMatch(/does not list "seating"/)
    expect(String((fetched[2] as { error: unknown }).error)).toMatch(
      /https:\/\/cdn.example\/admin\/routes.json answered 404/,
    )
    // Once per page load.
    await fetchRouteManifests()
    expect(fetchMock).toHaveBeenCalledTimes(3)
  })

  it('reports every remote as failed when remotes.json itself fails, without rejecting', async () => {
    serve({})
    const { fetchRouteManifests } = await import('./remotes')
    const fetched = await fetchRouteManifests()
    expect(fetched.map((f) => 'error' in f)).toEqual([true, true, true])
  })
})
