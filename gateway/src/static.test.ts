import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isHashedAsset } from './static'
import { baseConfig, rawRequest, startGateway, type RunningGateway } from './testing/harness'

const BIG_JS = `export const seats = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ row: i, label: `שורה ${i}` })))}\n`

async function makeDists() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'gateway-static-'))
  const shell = path.join(dir, 'shell')
  const seating = path.join(dir, 'seating')
  await mkdir(path.join(shell, 'assets'), { recursive: true })
  await mkdir(path.join(seating, 'assets'), { recursive: true })
  await writeFile(
    path.join(shell, 'index.html'),
    '<!doctype html><html lang="he" dir="rtl"><body>shell</body></html>',
  )
  await writeFile(path.join(shell, 'assets', 'index-Ab_d-123.js'), BIG_JS)
  await writeFile(path.join(shell, 'favicon.svg'), '<svg/>')
  await writeFile(path.join(shell, '.env'), 'SECRET=1')
  await writeFile(path.join(seating, 'remoteEntry.js'), 'export const get = () => 1\n')
  await writeFile(path.join(seating, 'assets', 'lifecycles-wgGtGdhF.js'), 'export const mount = 1\n')
  await writeFile(path.join(dir, 'secret.txt'), 'top secret')
  const manifest = path.join(dir, 'remotes.json')
  await writeFile(manifest, JSON.stringify({ seating: '/remotes/seating/remoteEntry.js' }))
  return { dir, shell, seating, manifest }
}

describe('static files', () => {
  let dists: Awaited<ReturnType<typeof makeDists>>
  let gateway: RunningGateway

  beforeAll(async () => {
    dists = await makeDists()
    gateway = await startGateway(
      baseConfig({
        SHELL_DIST: dists.shell,
        REMOTE_DISTS: { seating: dists.seating },
        REMOTES_MANIFEST: dists.manifest,
        precompress: true,
      }),
    )
  })
  afterAll(async () => {
    await gateway.close()
    await rm(dists.dir, { recursive: true, force: true })
  })

  const get = (p: string, headers: Record<string, string> = {}) => rawRequest(gateway.url, p, { headers })

  it('serves hashed assets as immutable, in the shell and in each remote', async () => {
    for (const p of ['/assets/index-Ab_d-123.js', '/remotes/seating/assets/lifecycles-wgGtGdhF.js']) {
      const res = await get(p)
      expect(res.status, p).toBe(200)
      expect(res.headers['cache-control'], p).toBe('public, max-age=31536000, immutable')
      expect(res.headers['content-type'], p).toMatch(/javascript/)
    }
  })

  it('makes index.html, remoteEntry.js and unhashed files revalidate, and remotes.json never stored', async () => {
    expect((await get('/')).headers['cache-control']).toBe('no-cache')
    expect((await get('/favicon.svg')).headers['cache-control']).toBe('no-cache')
    const entry = await get('/remotes/seating/remoteEntry.js')
    expect(entry.status).toBe(200)
    expect(entry.headers['cache-control']).toBe('no-cache')
    expect(entry.headers['access-control-allow-origin']).toBe('*')
    const manifest = await get('/remotes.json')
    expect(manifest.headers['cache-control']).toBe('no-store')
    expect(JSON.parse(manifest.body)).toEqual({ seating: '/remotes/seating/remoteEntry.js' })
  })

  it('answers a conditional GET with 304', async () => {
    const first = await get('/remotes/seating/remoteEntry.js')
    const again = await get('/remotes/seating/remoteEntry.js', {
      'If-None-Match': String(first.headers.etag),
    })
    expect(again.status).toBe(304)
  })

  it('falls back to the shell for client routes opened in a browser, and only for them', async () => {
    for (const p of ['/map/12', '/leads/5', '/persons', '/login?next=%2Fmaps']) {
      const res = await get(p, { Accept: 'text/html,application/xhtml+xml' })
      expect(res.status, p).toBe(200)
      expect(res.body, p).toContain('shell')
      expect(res.headers['cache-control'], p).toBe('no-cache')
    }
    expect((await get('/map/12', { Accept: 'application/json' })).status).toBe(404)
    expect((await get('/missing.js', { Accept: 'text/html' })).status).toBe(404)
    expect((await get('/remotes/seating/nope', { Accept: 'text/html' })).status).toBe(404)
    expect((await get('/api/nothing', { Accept: 'text/html' })).status).toBe(404)
  })

  it('answers real 404s inside remotes and for unknown remotes', async () => {
    for (const p of [
      '/remotes/seating/assets/gone-12345678.js',
      '/remotes/unknown/remoteEntry.js',
      '/remotes/seating/',
      '/remotes/seating',
    ]) {
      const res = await get(p)
      expect(res.status, p).toBe(404)
      expect(JSON.parse(res.body)).toMatchObject({ error: 'not_found' })
    }
  })

  it('never serves a file outside the folders, whatever the path looks like', async () => {
    for (const p of [
      '/../secret.txt',
      '/assets/../../secret.txt',
      '/%2e%2e/secret.txt',
      '/assets/%2e%2e%2f%2e%2e%2fsecret.txt',
      '/remotes/seating/../../secret.txt',
      '/remotes/seating/..%2f..%2fsecret.txt',
      '/remotes/seating/%2e%2e%5csecret.txt',
      '/remotes/..%2fsecret.txt',
      `/remotes/seating/${encodeURIComponent(path.join(dists.dir, 'secret.txt'))}`,
      '/.env',
      '/%2eenv',
      '/favicon.svg%00.js',
    ]) {
      const res = await get(p, { Accept: 'text/html' })
      expect(res.body, p).not.toContain('top secret')
      expect(res.body, p).not.toContain('SECRET=1')
      expect(res.status, p).toBe(404)
    }
  })

  it('sends brotli or gzip copies to clients that accept them', async () => {
    // Precompression runs in the background from start-up; give it a moment.
    let res = await get('/assets/index-Ab_d-123.js', { 'Accept-Encoding': 'gzip, br' })
    for (let i = 0; i < 50 && res.headers['content-encoding'] !== 'br'; i++) {
      await new Promise((r) => setTimeout(r, 50))
      res = await get('/assets/index-Ab_d-123.js', { 'Accept-Encoding': 'gzip, br' })
    }
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers['content-type']).toMatch(/javascript/)
    expect(res.headers.vary).toMatch(/accept-encoding/i)
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    const compressed = await new Promise<Buffer>((resolve, reject) => {
      import('node:http').then(({ get: httpGet }) =>
        httpGet(`${gateway.url}/assets/index-Ab_d-123.js`, { headers: { 'Accept-Encoding': 'br' } }, (r) => {
          const chunks: Buffer[] = []
          r.on('data', (c: Buffer) => chunks.push(c))
            .on('end', () => resolve(Buffer.concat(chunks)))
            .on('error', reject)
        }),
      )
    })
    expect(compressed.length).toBeLessThan(Buffer.byteLength(BIG_JS) / 3)
    expect(brotliDecompressSync(compressed).toString()).toBe(BIG_JS)

    const gz = await new Promise<Buffer>((resolve) => {
      import('node:http').then(({ get: httpGet }) =>
        httpGet(
          `${gateway.url}/assets/index-Ab_d-123.js`,
          { headers: { 'Accept-Encoding': 'gzip' } },
          (r) => {
            expect(r.headers['content-encoding']).toBe('gzip')
            const chunks: Buffer[] = []
            r.on('data', (c: Buffer) => chunks.push(c)).on('end', () => resolve(Buffer.concat(chunks)))
          },
        ),
      )
    })
    expect(gunzipSync(gz).toString()).toBe(BIG_JS)

    const plain = await get('/assets/index-Ab_d-123.js')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(BIG_JS)
  })

  it('picks up a changed manifest without a restart, and the CSP follows a cross-origin remote', async () => {
    const before = await get('/', { Accept: 'text/html' })
    expect(before.headers['content-security-policy']).not.toContain('https://cdn.example.com')

    await writeFile(
      dists.manifest,
      JSON.stringify({
        seating: { entry: 'https://cdn.example.com/seating/v2/remoteEntry.js', type: 'module' },
      }),
    )
    // Some file systems keep whole-second mtimes; make the change visible regardless.
    const later = new Date(Date.now() + 5_000)
    await utimes(dists.manifest, later, later)

    const manifest = await get('/remotes.json')
    expect(JSON.parse(manifest.body)).toEqual({
      seating: { entry: 'https://cdn.example.com/seating/v2/remoteEntry.js', type: 'module' },
    })
    const page = await get('/map/3', { Accept: 'text/html' })
    const csp = String(page.headers['content-security-policy'])
    for (const directive of ['script-src', 'style-src', 'img-src', 'connect-src']) {
      const value = csp.split(';').find((d) => d.startsWith(`${directive} `))
      expect(value, directive).toContain('https://cdn.example.com')
    }
    expect(csp).not.toContain('/seating/v2')

    // A broken file keeps the last good manifest in service.
    await writeFile(dists.manifest, '{ not json')
    const evenLater = new Date(Date.now() + 10_000)
    await utimes(dists.manifest, evenLater, evenLater)
    expect(JSON.parse((await get('/remotes.json')).body)).toEqual({
      seating: { entry: 'https://cdn.example.com/seating/v2/remoteEntry.js', type: 'module' },
    })
  })

  it('puts the security headers on every response', async () => {
    for (const p of [
      '/',
      '/remotes.json',
      '/assets/index-Ab_d-123.js',
      '/api/nothing',
      '/healthz',
      '/nope.txt',
    ]) {
      const res = await get(p)
      const h = res.headers
      expect(h['content-security-policy'], p).toMatch(/default-src 'self'/)
      expect(h['content-security-policy'], p).toMatch(/object-src 'none'/)
      expect(h['content-security-policy'], p).toMatch(/frame-ancestors 'none'/)
      expect(h['content-security-policy'], p).toMatch(/base-uri 'self'/)
      expect(h['content-security-policy'], p).toMatch(/form-action 'self'/)
      expect(h['content-security-policy'], p).toMatch(/style-src 'self' 'unsafe-inline'/)
      expect(h['content-security-policy'], p).toMatch(/img-src 'self' data: blob:/)
      expect(h['content-security-policy'], p).toMatch(/font-src 'self' data:/)
      expect(h['content-security-policy'], p).toMatch(/connect-src 'self'[ ;]/)
      // Websockets to this origin only: 'self' covers them, no ws:/wss: to any host.
      expect(h['content-security-policy'], p).not.toMatch(/connect-src[^;]*\bwss?:/)
      expect(h['x-content-type-options'], p).toBe('nosniff')
      expect(h['referrer-policy'], p).toBe('strict-origin-when-cross-origin')
      expect(h['x-powered-by'], p).toBeUndefined()
      expect(h['strict-transport-security'], p).toBeUndefined()
      expect(h['x-request-id'], p).toBeTruthy()
    }
  })

  it('refuses methods other than GET and HEAD on static paths', async () => {
    const res = await rawRequest(gateway.url, '/index.html', { method: 'POST', body: 'x' })
    expect(res.status).toBe(405)
    expect(res.headers.allow).toBe('GET, HEAD')
  })
})

describe('production headers', () => {
  it('adds HSTS only in production', async () => {
    const gateway = await startGateway(baseConfig({ NODE_ENV: 'production' }))
    const res = await rawRequest(gateway.url, '/healthz')
    expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/)
    await gateway.close()
  })
})

describe('isHashedAsset', () => {
  it.each([
    [['assets', 'index-BlJj3cVZ.js'], true],
    [['assets', 'index-B-6Xks2x.css'], true],
    [['assets', 'logo-CC9XKd6F.svg'], true],
    [['remoteEntry.js'], false],
    [['assets', 'my-component-file.js'], false],
    [['index.html'], false],
    [['img', 'photo-CC9XKd6F.png'], false],
  ])('%j -> %s', (segments, expected) => {
    expect(isHashedAsset(segments)).toBe(expected)
  })
})
