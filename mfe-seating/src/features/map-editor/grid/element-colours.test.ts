import { contrastRatio } from '@seats/contracts'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ELEMENT_BACKDROP, elementPaint } from './element-colours'

const read = (path: string) => readFileSync(join(import.meta.dirname, path), 'utf8')

describe('element paint', () => {
  it('gives the demo bima (#b08d57) a name that reads on its #e9e4dc plate, where #826a45 gave 4.05:1', () => {
    const light = elementPaint('#b08d57', 'light')
    expect(light.plate).toBe('#e9e4dc')
    expect(contrastRatio(light.text, light.plate)).toBeGreaterThanOrEqual(4.5)
    const dark = elementPaint('#b08d57', 'dark')
    expect(contrastRatio(dark.text, dark.plate)).toBeGreaterThanOrEqual(4.5)
  })

  it('uses the canvas and text colours the style sheets set', () => {
    const theme = read('../../../../../shell/sdk/src/styles/theme.css')
    const editor = read('../map-editor.css')
    const zinc = (step: number) => new RegExp(`--zinc-${step}: (#[0-9a-f]{6})`).exec(theme)?.[1]
    expect(editor).toMatch(/\.me-editor \{\n {2}--me-canvas: var\(--zinc-100\)/)
    expect(editor).toMatch(/body\.bp6-dark \.me-editor \{\n {2}--me-canvas: var\(--zinc-950\)/)
    expect(ELEMENT_BACKDROP.light.canvas).toBe(zinc(100))
    expect(ELEMENT_BACKDROP.light.text).toBe(zinc(900))
    expect(ELEMENT_BACKDROP.dark.canvas).toBe(zinc(950))
    expect(ELEMENT_BACKDROP.dark.text).toBe(zinc(100))
  })
})
