import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import type { PrerenderedPage } from '@seats/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { colorSchemeScript, composePage, scriptHashSource, sessionCheckScript } from './prerendered-pages'
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

async function makeDists(manifest: Record<string, string>) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'gateway-prerendered-'))
  const shell = path.join(dir, 'shell')
  const landing = path.join(dir, 'landing')
  await mkdir(shell, { recursive: true })
  await mkdir(path.join(landing, 'prerendered'), { recursive: true })
  await writeFile(path.join(shell, 'index.html'), SHELL_HTML)
  await writeFile(path.join(landing, 'remoteEntry.js'), 'export const get = () => 1\n')
  await writeFile(path.join(landing, 'prerendered', 'home.json'), JSON.stringify(HOME))
  const manifestFile = path.join(dir, 'remotes.json')
  await writeFile(manifestFile, JSON.stringify(manifest))
  return { dir, shell, landing, manifestFile }
}

async function gatewayFor(dists: Awaited<ReturnType<typeof makeDists>>) {
  return startGateway(
    baseConfig({
      SHELL_DIST: dists.shell,
      REMOTE_DISTS: { landing: dists.landing },
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
    dists = await makeDists({ landing: '/remotes/landing/remoteEntry.js' })
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

  it('serves the plain shell on every other screen', async () => {
    for (const p of ['/login', '/map/3', '/opinionsx']) {
      const res = await rawRequest(gateway.url, p, { headers: html })
      expect(res.status, p).toBe(200)
      expect(res.body, p).toBe(SHELL_HTML)
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

describe('a landing remote served from elsewhere', () => {
  it('gets the plain shell: markup from this build might not match the remote the page loads', async () => {
    const dists = await makeDists({ landing: 'https://cdn.example.com/landing/remoteEntry.js' })
    const gateway = await gatewayFor(dists)
    try {
      const res = await rawRequest(gateway.url, '/', { headers: html })
      expect(res.body).toBe(SHELL_HTML)
    } finally {
      await gateway.close()
      await rm(dists.dir, { recursive: true, force: true })
    }
  })
})
