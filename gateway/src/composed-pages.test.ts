import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import vm from 'node:vm'
import type { PrerenderedPage } from '@seats/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { composePage } from './page-markup'
import { colorSchemeScript, prefetchScript, scriptHashSource, sessionCheckScript } from './page-scripts'
import { baseConfig, rawRequest, startGateway, type RunningGateway } from './testing/harness'

const SHELL_HTML = `<!doctype html><html lang="he" dir="rtl"><head><title>מקום פנוי</title>
<link rel="modulepreload" crossorigin href="/assets/index-Bg3QXOYc.js">
<link rel="modulepreload" crossorigin="" href="/assets/app-shell-CkAOVY3M.js" data-boot-preload=""></head><body>
<main><div id="mfe-landing" class="mfe-slot"></div><div id="mfe-seating" class="mfe-slot"></div></main></body></html>`

const HOME: PrerenderedPage = {
  paths: ['/', '/opinions'],
  css: '.landing-page{color:red}',
  html: '<div class="landing-page"><h1>כל מקום שמתפנה בשבת</h1></div>',
}

const SEATING_ROUTES = {
  version: 1,
  routes: [
    {
      path: '/map/:id?',
      access: 'user',
      title: null,
      data: ['/api/maps', '/api/maps/:id', '/api/persons'],
    },
    { path: '/persons', access: 'user', title: null, data: ['/api/persons'] },
    { path: '/events', access: 'user', title: null },
  ],
}
const SEATING_PRELOADS = {
  modules: ['remoteEntry.js', 'assets/lifecycles-Cwzj5yPY.js', 'assets/App-DvRIzHJp.js'],
  styles: ['assets/App-exw2HdYd.css'],
}

async function makeDists(manifest: Record<string, string>) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'gateway-prerendered-'))
  const shell = path.join(dir, 'shell')
  const landing = path.join(dir, 'landing')
  const seating = path.join(dir, 'seating')
  await mkdir(shell, { recursive: true })
  await mkdir(path.join(landing, 'prerendered'), { recursive: true })
  await mkdir(seating, { recursive: true })
  await writeFile(path.join(shell, 'index.html'), SHELL_HTML)
  await writeFile(path.join(landing, 'remoteEntry.js'), 'export const get = () => 1\n')
  await writeFile(path.join(landing, 'prerendered', 'home.json'), JSON.stringify(HOME))
  await writeFile(path.join(seating, 'remoteEntry.js'), 'export const get = () => 1\n')
  await writeFile(path.join(seating, 'routes.json'), JSON.stringify(SEATING_ROUTES))
  await writeFile(path.join(seating, 'preloads.json'), JSON.stringify(SEATING_PRELOADS))
  const manifestFile = path.join(dir, 'remotes.json')
  await writeFile(manifestFile, JSON.stringify(manifest))
  return { dir, shell, landing, seating, manifestFile }
}

async function gatewayFor(dists: Awaited<ReturnType<typeof makeDists>>) {
  return startGateway(
    baseConfig({
      SHELL_DIST: dists.shell,
      REMOTE_DISTS: { landing: dists.landing, seating: dists.seating },
      REMOTES_MANIFEST: dists.manifestFile,
      precompress: false,
    }),
  )
}

const html = { accept: 'text/html' }

describe('composePage', () => {
  it('puts the markup in the remote’s container, marked, and the CSS in the head', () => {
    const page = composePage(SHELL_HTML, 'landing', HOME)!
    expect(page).toContain(
      `<div id="mfe-landing" class="mfe-slot" data-prerendered>${HOME.html}</div><script>${sessionCheckScript('landing')}</script>`,
    )
    expect(page).toContain('<style>.landing-page{color:red}</style></head>')
    expect(page).toContain(`<body><script>${colorSchemeScript()}</script>`)
    expect(page).toContain('<div id="mfe-seating" class="mfe-slot"></div>')
  })

  it('leaves out the app shell’s preloads, which would take the first paint’s bandwidth, and keeps the rest', () => {
    const page = composePage(SHELL_HTML, 'landing', HOME)!
    expect(page).not.toContain('app-shell-CkAOVY3M.js')
    expect(page).toContain('<link rel="modulepreload" crossorigin href="/assets/index-Bg3QXOYc.js">')
  })

  it('cannot end the style element early, and gives up on a shell without the container', () => {
    const page = composePage(SHELL_HTML, 'landing', { ...HOME, css: 'a{}</style><script>x()</script>' })!
    expect(page).not.toContain('</style><script>x()')
    expect(composePage(SHELL_HTML, 'admin', HOME)).toBeNull()
  })
})

describe('prerendered pages through the gateway', () => {
  let dists: Awaited<ReturnType<typeof makeDists>>
  let gateway: RunningGateway

  beforeAll(async () => {
    dists = await makeDists({
      landing: '/remotes/landing/remoteEntry.js',
      seating: '/remotes/seating/remoteEntry.js',
    })
    gateway = await gatewayFor(dists)
  })
  afterAll(async () => {
    await gateway.close()
    await rm(dists.dir, { recursive: true, force: true })
  })

  it('serves the home page with its content in the first response, at / and /opinions', async () => {
    for (const p of ['/', '/opinions', '/opinions/']) {
      const res = await rawRequest(gateway.url, p, { headers: html })
      expect(res.status, p).toBe(200)
      expect(res.headers['content-type'], p).toMatch(/text\/html/)
      expect(res.headers['cache-control'], p).toBe('no-cache')
      expect(res.body, p).toContain('<h1>כל מקום שמתפנה בשבת</h1>')
    }
  })

  it('lets the session check and the colour scheme run under the CSP, and no other inline script', async () => {
    const res = await rawRequest(gateway.url, '/', { headers: html })
    const scriptSrc = /script-src ([^;]*)/.exec(String(res.headers['content-security-policy']))![1]!
    expect(scriptSrc).toContain(scriptHashSource(sessionCheckScript('landing')))
    expect(scriptSrc).toContain(scriptHashSource(colorSchemeScript()))
    expect(scriptSrc).not.toContain('unsafe-inline')
  })

  it('announces a remote’s first files on each of its screens, and nothing on screens of no remote here', async () => {
    for (const p of ['/map', '/map/3', '/map/3/print', '/persons']) {
      const res = await rawRequest(gateway.url, p, { headers: html })
      expect(res.status, p).toBe(200)
      for (const file of SEATING_PRELOADS.modules)
        expect(res.body, p).toContain(
          `<link rel="modulepreload" crossorigin href="/remotes/seating/${file}">`,
        )
      expect(res.body, p).not.toContain('data-prerendered>')
    }
    // The landing remote here has no routes.json; /account belongs to no remote.
    for (const p of ['/login', '/account', '/opinionsx']) {
      const res = await rawRequest(gateway.url, p, { headers: html })
      expect(res.status, p).toBe(200)
      expect(res.body, p).toBe(SHELL_HTML)
    }
  })

  it('starts a screen’s data before its code: the page’s first script, allowed by the CSP', async () => {
    const res = await rawRequest(gateway.url, '/map/3', { headers: html })
    const scriptSrc = /script-src ([^;]*)/.exec(String(res.headers['content-security-policy']))![1]!
    expect(scriptSrc).toContain(scriptHashSource(prefetchScript()))
    const page = res.body
    // First in the head, before the preloads compete for the network.
    expect(page.indexOf('<script>' + prefetchScript())).toBeLessThan(page.indexOf('rel="modulepreload"'))
    expect(page).toContain(
      '<link rel="preload" as="style" crossorigin href="/remotes/seating/assets/App-exw2HdYd.css">',
    )
    const plan = /<script type="application\/json" id="seats-prefetch-plan">(.*?)<\/script>/.exec(page)![1]!

    /** Runs the page's script as the browser would, at `path`, with or without a stored session. */
    const requestsAt = (path: string, token: string | null) => {
      const asked: Array<[string, string | null]> = []
      const window: Record<string, unknown> = {}
      vm.runInNewContext(prefetchScript(), {
        window,
        document: {
          getElementById: (id: string) => (id === 'seats-prefetch-plan' ? { textContent: plan } : null),
        },
        localStorage: { getItem: (key: string) => (key === 'token' ? token : null) },
        location: { pathname: path },
        fetch: (url: string, init: { headers: Record<string, string> }) => {
          asked.push([url, init.headers.Authorization ?? null])
          return Promise.resolve({ ok: true })
        },
      })
      const stored = Object.keys(window.__seatsPrefetched as object)
      expect(stored.sort(), path).toEqual(asked.map(([url]) => url).sort())
      return asked
    }
    const manifests: Array<[string, null]> = [
      ['/remotes.json', null],
      ['/remotes/landing/routes.json', null],
      ['/remotes/seating/routes.json', null],
    ]
    const bearer = 'Bearer t-1'
    const mapData = [
      ['/api/users/me', bearer],
      ['/api/maps', bearer],
      ['/api/maps/3', bearer],
      ['/api/persons', bearer],
    ]
    expect(requestsAt('/map/3', 't-1')).toEqual([...manifests, ...mapData])
    expect(requestsAt('/map/3/print', 't-1')).toEqual([...manifests, ...mapData])
    // No id: nothing to fill ':id' with.
    expect(requestsAt('/map', 't-1')).toEqual([
      ...manifests,
      ['/api/users/me', bearer],
      ['/api/maps', bearer],
      ['/api/persons', bearer],
    ])
    expect(requestsAt('/persons', 't-1')).toEqual([
      ...manifests,
      ['/api/users/me', bearer],
      ['/api/persons', bearer],
    ])
    expect(requestsAt('/events', 't-1')).toEqual([...manifests, ['/api/users/me', bearer]])
    // A parameter that is not a plain id never reaches an address.
    expect(requestsAt('/map/..%2Fusers', 't-1')).toEqual([...manifests, ['/api/users/me', bearer]])
    // No session: the public manifests only.
    expect(requestsAt('/map/3', null)).toEqual(manifests)
  })

  it('serves the plain shell for a remote whose preloads do not parse, and keeps the rest', async () => {
    await writeFile(
      path.join(dists.seating, 'preloads.json'),
      JSON.stringify({ modules: ['../../etc/passwd'], styles: [] }),
    )
    await sleep(1100)
    try {
      expect((await rawRequest(gateway.url, '/map/3', { headers: html })).body).toBe(SHELL_HTML)
      expect((await rawRequest(gateway.url, '/', { headers: html })).body).toContain('data-prerendered>')
    } finally {
      await writeFile(path.join(dists.seating, 'preloads.json'), JSON.stringify(SEATING_PRELOADS))
      await sleep(1100)
    }
  })

  it('answers a repeat visit with 304 and picks up a new build within a second', async () => {
    const first = await rawRequest(gateway.url, '/', { headers: html })
    const again = await rawRequest(gateway.url, '/', {
      headers: { ...html, 'if-none-match': String(first.headers.etag) },
    })
    expect(again.status).toBe(304)

    await writeFile(
      path.join(dists.landing, 'prerendered', 'home.json'),
      JSON.stringify({ ...HOME, html: '<div class="landing-page"><h1>גרסה חדשה</h1></div>' }),
    )
    await sleep(1100)
    const next = await rawRequest(gateway.url, '/', { headers: html })
    expect(next.body).toContain('גרסה חדשה')
    expect(next.headers.etag).not.toBe(first.headers.etag)
  })
})

describe('remotes served from elsewhere', () => {
  it('get the plain shell: markup and files from this build might not be what the page loads', async () => {
    const dists = await makeDists({
      landing: 'https://cdn.example.com/landing/remoteEntry.js',
      seating: 'https://cdn.example.com/seating/remoteEntry.js',
    })
    const gateway = await gatewayFor(dists)
    try {
      for (const p of ['/', '/map/3']) {
        const res = await rawRequest(gateway.url, p, { headers: html })
        expect(res.body, p).toBe(SHELL_HTML)
      }
    } finally {
      await gateway.close()
      await rm(dists.dir, { recursive: true, force: true })
    }
  })
})
