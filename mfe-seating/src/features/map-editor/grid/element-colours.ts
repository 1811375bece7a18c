import { mixColours, readableTextColour, toHex } from '@seats/contracts'

/**
 * The map's canvas and text colours in each scheme (the sdk's zinc-100 / zinc-950 and zinc-900 / zinc-100,
 * as map-editor.css and theme.css set them; element-colours.test.ts holds them to those files).
 */
export const ELEMENT_BACKDROP = {
  light: { canvas: '#f4f4f5', text: '#18181b' },
  dark: { canvas: '#09090b', text: '#f4f4f5' },
} as const

export interface ElementPaint {
  plate: string
  text: string
}

/**
 * An element's plate is a light wash of the warden's colour over the canvas, and its name a deep shade of the
 * same colour; the name then gives way towards the scheme's text colour as far as 4.5:1 needs, so a pale
 * yellow or a mid brown the warden picks still reads.
 */
export function elementPaint(color: string, scheme: keyof typeof ELEMENT_BACKDROP): ElementPaint {
  const { canvas, text } = ELEMENT_BACKDROP[scheme]
  const plate = mixColours(color, canvas, 0.16)
  const tinted = mixColours(color, text, 0.7)
  // 4.6, not 4.5: the browser may round the painted colours a step differently.
  return { plate: toHex(plate), text: readableTextColour(plate, tinted, text, 4.6) }
}
