import type { Page } from '@playwright/test'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'

export interface PdfPage {
  /** Paper in PDF points. */
  width: number
  height: number
  text: string
}

/** A PDF's pages: their paper and their text, as a PDF reader extracts it. */
export async function pdfPagesOf(buffer: Uint8Array): Promise<PdfPage[]> {
  const doc = await getDocument({ data: new Uint8Array(buffer), useSystemFonts: false }).promise
  const pages: PdfPage[] = []
  for (let i = 1; i <= doc.numPages; i++) {
    const p = await doc.getPage(i)
    const [x0, y0, x1, y1] = p.view as [number, number, number, number]
    const content = await p.getTextContent()
    const text = content.items.map((item) => ('str' in item ? item.str : '')).join(' ')
    pages.push({ width: x1 - x0, height: y1 - y0, text })
  }
  await doc.destroy()
  return pages
}

/** The page as the browser prints it (print media, the CSS page size), read back. */
export async function printedPdfPages(page: Page): Promise<PdfPage[]> {
  await page.emulateMedia({ media: 'print' })
  const buffer = await page.pdf({ preferCSSPageSize: true, printBackground: true })
  await page.emulateMedia({ media: 'screen' })
  return pdfPagesOf(buffer)
}

/** Hebrew may come out of a PDF in visual (reversed) order: look for both. */
export function pdfContains(text: string, word: string): boolean {
  const flat = text.replace(/\s+/g, '')
  const w = word.replace(/\s+/g, '')
  return flat.includes(w) || flat.includes([...w].reverse().join(''))
}
