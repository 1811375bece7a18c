import { readFileSync, readdirSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import postcss from 'postcss'
import { describe, expect, it } from 'vitest'
import { lightIconNames, pruneBlueprintCss, UNUSED_BLUEPRINT_COMPONENTS } from '../../blueprint-trims.js'
import * as blueprint from '../blueprint'
import { ICON_PATHS_16 } from '../ui/icon-set'

const require = createRequire(import.meta.url)
const blueprintCss = readFileSync(require.resolve('@blueprintjs/core/lib/css/blueprint.css'), 'utf8')
const prune = (css: string) => postcss([pruneBlueprintCss()]).process(css, { from: undefined }).css
const roots = Object.values(UNUSED_BLUEPRINT_COMPONENTS).flat()

describe('the page-wide stylesheet without unused Blueprint components', () => {
  const pruned = prune(blueprintCss)

  it('drops their rules, light and dark, and the icon font’s glyphs, about a fifth of the file', () => {
    for (const root of roots) expect(pruned, root).not.toMatch(new RegExp(`\\.bp6-${root}(?![\\w-])`))
    expect(pruned).not.toContain('.bp6-icon-zoom-in::before')
    expect(pruned.length).toBeLessThan(blueprintCss.length * 0.85)
  })

  it('keeps every component the product renders, and the rules a used component shares with an unused one', () => {
    for (const kept of ['.bp6-button', '.bp6-tag', '.bp6-dark .bp6-dialog', '.bp6-icon-large', '.bp6-navbar'])
      expect(pruned, kept).toContain(kept)
    expect(prune('.bp6-tag,.bp6-tag-input{color:red}.bp6-tree-node{color:blue}')).toBe('.bp6-tag{color:red}')
    // An icon class that styles more than a glyph stays.
    expect(prune('.bp6-icon-cross::before{content:"x";color:red}')).toContain('.bp6-icon-cross')
  })

  it('names no component the sdk exports', () => {
    expect(Object.keys(UNUSED_BLUEPRINT_COMPONENTS).filter((name) => name in blueprint)).toEqual([])
  })

  it('names no class a screen writes', () => {
    const workspace = path.resolve(import.meta.dirname, '../../../..')
    const sources = ['shell/src', 'shell/sdk/src', 'mfe-landing/src', 'mfe-seating/src', 'mfe-admin/src']
    const walk = (dir: string): string[] =>
      readdirSync(path.join(workspace, dir)).flatMap((name) => {
        const rel = path.join(dir, name)
        if (statSync(path.join(workspace, rel)).isDirectory()) return walk(rel)
        return /\.(tsx?|css)$/.test(name) && !name.includes('.test.') ? [rel] : []
      })
    const files = sources.flatMap(walk)
    expect(files.length).toBeGreaterThan(100)
    const unused = new RegExp(`bp6-(?:${roots.join('|')})(?![\\w-])|bp6-(?:${roots.join('|')})-`)
    expect(files.filter((file) => unused.test(readFileSync(path.join(workspace, file), 'utf8')))).toEqual([])
  })
})

describe('the stand-in for Blueprint’s table of icon names', () => {
  const plugin = lightIconNames()
  const blueprintIcons = require.resolve('@blueprintjs/icons').replace(/lib[\\/].*$/, 'lib/esm/iconLoader.js')

  it('replaces the table for Blueprint’s icons package only', () => {
    const id = plugin.resolveId('./iconNames', blueprintIcons)
    expect(id).toBeTruthy()
    expect(plugin.resolveId('./iconNames', '/work/src/iconNames-user.ts')).toBeNull()
    expect(plugin.resolveId('./allPaths', blueprintIcons)).toBeNull()
    expect(plugin.load('/some/other/module.js')).toBeNull()
  })

  it('still tells icon names from anything else, every icon the screens draw included', async () => {
    const code = plugin.load(plugin.resolveId('./iconNames', blueprintIcons)!)!
    const { IconNamesSet } = (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as {
      IconNamesSet: { has(name: unknown): boolean }
    }
    const drawn = Object.keys(ICON_PATHS_16)
    expect(drawn.length).toBeGreaterThan(20)
    expect(drawn.filter((name) => !IconNamesSet.has(name))).toEqual([])
    for (const wrong of ['', 'Grid View', 'grid_view', '<svg>', 42, undefined])
      expect(IconNamesSet.has(wrong)).toBe(false)
  })
})
