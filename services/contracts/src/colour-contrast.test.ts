import { describe, expect, it } from 'vitest'
import {
  blackOrWhiteOn,
  contrastRatio,
  flattenOver,
  mixColours,
  parseColour,
  readableTextColour,
  toHex,
} from './colour-contrast'

describe('contrast ratio', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#826A45', '#826A45')).toBe(1)
  })

  it("finds the demo bima's old name colour too faint on its plate (4.05:1, under 4.5)", () => {
    expect(contrastRatio('#826A45', '#E9E4DC')).toBeCloseTo(4.05, 2)
  })

  it('reads the forms a browser computes', () => {
    expect(parseColour('rgb(130, 106, 69)')).toEqual({ r: 130, g: 106, b: 69, a: 1 })
    expect(parseColour('rgba(0, 0, 0, 0.5)')).toEqual({ r: 0, g: 0, b: 0, a: 0.5 })
    expect(parseColour('#fff')).toEqual({ r: 255, g: 255, b: 255, a: 1 })
    expect(parseColour('oklch(0.5 0.1 20)')).toBeNull()
  })
})

describe('color-mix in srgb', () => {
  it("gives the demo bima's plate and name exactly as the browser drew them", () => {
    // The editor drew the bima (#b08d57) on zinc-100 at 16%, its name at 70% towards zinc-900.
    expect(toHex(mixColours('#b08d57', '#f4f4f5', 0.16))).toBe('#e9e4dc')
    expect(toHex(mixColours('#b08d57', '#18181b', 0.7))).toBe('#826a45')
  })

  it('lays a translucent colour over its backdrop', () => {
    expect(toHex(flattenOver('rgba(0, 0, 0, 0.5)', '#ffffff'))).toBe('#808080')
  })
})

describe('readable text colour', () => {
  it("darkens the demo bima's name until it reads at 4.5:1 on its plate", () => {
    const text = readableTextColour('#E9E4DC', '#826A45', '#18181b')
    expect(contrastRatio(text, '#E9E4DC')).toBeGreaterThanOrEqual(4.5)
    // Still a brown, not black: the warden's colour keeps its tint.
    expect(text).not.toBe('#18181b')
  })

  it('keeps the preferred colour when it already reads', () => {
    expect(readableTextColour('#ffffff', '#1d4ed8', '#000000')).toBe('#1d4ed8')
  })

  it('reaches 4.5:1 for every colour a warden might pick, on light and dark plates', () => {
    const picks = [
      '#ffffff',
      '#fde047',
      '#facc15',
      '#a1a1aa',
      '#000000',
      '#2563eb',
      '#b08d57',
      '#ff0000',
      '#00ff00',
    ]
    for (const pick of picks) {
      const light = mixColours(pick, '#f4f4f5', 0.16)
      const dark = mixColours(pick, '#09090b', 0.16)
      const onLight = readableTextColour(light, mixColours(pick, '#18181b', 0.7), '#18181b')
      const onDark = readableTextColour(dark, mixColours(pick, '#f4f4f5', 0.7), '#f4f4f5')
      expect(contrastRatio(onLight, light), `${pick} light`).toBeGreaterThanOrEqual(4.5)
      expect(contrastRatio(onDark, dark), `${pick} dark`).toBeGreaterThanOrEqual(4.5)
    }
  })

  it('falls back to black or white when even the strong colour is too faint', () => {
    expect(readableTextColour('#777777', '#888888', '#999999')).toBe('#000000')
    expect(blackOrWhiteOn('#fde047')).toBe('#000000')
    expect(blackOrWhiteOn('#1e3a8a')).toBe('#ffffff')
  })
})
