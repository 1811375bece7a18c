/**
 * WCAG 2 contrast arithmetic, shared by the screens (text drawn on a colour the warden picks) and by the
 * end-to-end checks (deciding the contrast results axe leaves for review).
 */

export interface Rgb {
  r: number
  g: number
  b: number
  /** 0..1; 1 when the colour gave none. */
  a: number
}

/** The smallest ratio WCAG AA asks of normal text, and of large text (24 px, or 18.66 px bold). */
export const TEXT_CONTRAST = 4.5
export const LARGE_TEXT_CONTRAST = 3

/** Reads '#rgb', '#rrggbb', '#rrggbbaa', 'rgb(r, g, b)' and 'rgba(r, g, b, a)' (the forms a browser computes). */
export function parseColour(colour: string): Rgb | null {
  const text = colour.trim().toLowerCase()
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(text)
  if (hex) {
    const digits = hex[1]!
    const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits
    const part = (i: number) => parseInt(full.slice(i, i + 2), 16)
    return { r: part(0), g: part(2), b: part(4), a: full.length === 8 ? part(6) / 255 : 1 }
  }
  const fn = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:\s*[,/]\s*([\d.]+%?))?\s*\)$/.exec(text)
  if (fn) {
    const alpha = fn[4] === undefined ? 1 : fn[4].endsWith('%') ? parseFloat(fn[4]) / 100 : parseFloat(fn[4])
    return { r: Number(fn[1]), g: Number(fn[2]), b: Number(fn[3]), a: alpha }
  }
  return null
}

function mustParse(colour: string | Rgb): Rgb {
  if (typeof colour !== 'string') return colour
  const parsed = parseColour(colour)
  if (!parsed) throw new Error(`not a colour: ${colour}`)
  return parsed
}

export function toHex(colour: Rgb): string {
  const byte = (n: number) =>
    Math.round(Math.min(255, Math.max(0, n)))
      .toString(16)
      .padStart(2, '0')
  return `#${byte(colour.r)}${byte(colour.g)}${byte(colour.b)}`
}

/** Relative luminance as WCAG 2 defines it (sRGB channels linearised). */
export function relativeLuminance(colour: string | Rgb): number {
  const { r, g, b } = mustParse(colour)
  const lin = (channel: number) => {
    const c = channel / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)
}

/** The contrast ratio of two opaque colours, 1 to 21. */
export function contrastRatio(a: string | Rgb, b: string | Rgb): number {
  const la = relativeLuminance(a)
  const lb = relativeLuminance(b)
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05)
}

/** `color-mix(in srgb, a <share>, b)`, as the browser computes it; share is 0..1. */
export function mixColours(a: string | Rgb, b: string | Rgb, share: number): Rgb {
  const ca = mustParse(a)
  const cb = mustParse(b)
  const mix = (x: number, y: number) => Math.round(x * share + y * (1 - share))
  return { r: mix(ca.r, cb.r), g: mix(ca.g, cb.g), b: mix(ca.b, cb.b), a: 1 }
}

/** A colour with alpha laid over an opaque backdrop. */
export function flattenOver(top: string | Rgb, backdrop: string | Rgb): Rgb {
  const t = mustParse(top)
  return t.a >= 1 ? t : mixColours({ ...t, a: 1 }, backdrop, t.a)
}

/**
 * The text colour closest to `preferred` that reads on `background` at `minimum`: it moves `preferred`
 * towards `strong` (the scheme's own text colour) a step at a time, so a warden's colour keeps its tint
 * where it can and gives way only as far as legibility needs. Black or white is the last resort.
 */
export function readableTextColour(
  background: string | Rgb,
  preferred: string | Rgb,
  strong: string | Rgb,
  minimum = TEXT_CONTRAST,
): string {
  for (let towardStrong = 0; towardStrong <= 100; towardStrong += 5) {
    const candidate = mixColours(strong, preferred, towardStrong / 100)
    if (contrastRatio(candidate, background) >= minimum) return toHex(candidate)
  }
  return contrastRatio('#000000', background) >= contrastRatio('#ffffff', background) ? '#000000' : '#ffffff'
}

/** Black or white, whichever stands out more on `background`. */
export function blackOrWhiteOn(background: string | Rgb): '#000000' | '#ffffff' {
  return contrastRatio('#000000', background) >= contrastRatio('#ffffff', background) ? '#000000' : '#ffffff'
}
