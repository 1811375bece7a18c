import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { build } from 'tsup'
import { nodeServiceBundle } from '@seats/kit/build'

const gatewayDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

describe('the gateway bundle', () => {
  let outDir = ''
  afterAll(async () => {
    if (outDir) await rm(outDir, { recursive: true, force: true })
  })

  it('carries none of the database and Redis drivers the kit offers services', async () => {
    outDir = await mkdtemp(path.join(os.tmpdir(), 'gateway-bundle-'))
    const options = nodeServiceBundle({ entry: [path.join(gatewayDir, 'src/main.ts')] })
    await build({ ...options, outDir, metafile: true, sourcemap: false, silent: true, config: false })
    const metafile = (await readdir(outDir)).find((f) => f.startsWith('metafile'))
    expect(metafile).toBeDefined()
    // Files esbuild read but shook out entirely do not count: only what ends up in main.js does.
    const meta = JSON.parse(await readFile(path.join(outDir, metafile!), 'utf8')) as {
      outputs: Record<string, { inputs: Record<string, { bytesInOutput: number }> }>
    }
    const main = Object.entries(meta.outputs).find(([name]) => name.endsWith('main.js'))?.[1]
    const inputs = Object.entries(main?.inputs ?? {})
      .filter(([, v]) => v.bytesInOutput > 0)
      .map(([name]) => name)
    for (const driver of ['knex', 'mysql2', 'ioredis']) {
      expect(
        inputs.filter((i) => i.includes(`/node_modules/${driver}/`) || i.includes(`.pnpm/${driver}@`)),
        driver,
      ).toEqual([])
    }
    expect(inputs.some((i) => i.includes('http-proxy'))).toBe(true)
  }, 60_000)
})
