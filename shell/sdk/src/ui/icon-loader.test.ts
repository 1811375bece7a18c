import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { Icons, IconSize } from '@blueprintjs/icons'
import { describe, expect, it } from 'vitest'
import { installIconLoader } from './icon-loader'
import { ICON_PATHS_16 } from './icon-set'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..')
// The landing page draws its own pictures, not Blueprint's icons.
const SOURCES = ['shell/src', 'shell/sdk/src', 'mfe-seating/src', 'mfe-admin/src']

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return sourceFiles(full)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : []
  })
}

describe('icons by name', () => {
  it('draws the icons the screens use from the sdk, and still loads any other one', async () => {
    installIconLoader()
    await Icons.load('grid-view', IconSize.STANDARD)
    expect(Icons.getPaths('grid-view', IconSize.STANDARD)).toBe(ICON_PATHS_16['grid-view'])
    // Not in the sdk's set, and a large one: Blueprint's own sets for their sizes.
    expect(ICON_PATHS_16.antenna).toBeUndefined()
    await Icons.load('antenna', IconSize.STANDARD)
    expect(Icons.getPaths('antenna', IconSize.STANDARD)?.length).toBeGreaterThan(0)
    await Icons.load('map', IconSize.LARGE)
    expect(Icons.getPaths('map', IconSize.LARGE)?.length).toBeGreaterThan(0)
    // Reading Blueprint's whole sets (700 modules each) is slow under a test runner's transform.
  }, 60_000)

  it('has every icon the sources name, so no screen waits for the whole set', () => {
    const named = new Set<string>()
    const pattern = /\b(?:icon|leftIcon|rightIcon|endIcon|startIcon)(?:=\{?|:\s*)['"]([a-z0-9-]+)['"]/g
    for (const dir of SOURCES)
      for (const file of sourceFiles(path.join(ROOT, dir)))
        for (const m of readFileSync(file, 'utf8').matchAll(pattern)) named.add(m[1]!)
    expect(named.size).toBeGreaterThan(40)
    expect([...named].filter((name) => !(name in ICON_PATHS_16))).toEqual([])
  })
})
