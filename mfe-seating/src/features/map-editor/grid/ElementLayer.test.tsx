// @vitest-environment jsdom
import { contrastRatio } from '@seats/contracts'
import { cleanup, render } from '@testing-library/react'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { EditorElement } from '../model/editor-state'
import { ElementLayer } from './ElementLayer'

afterEach(cleanup)

const element = (key: string, name: string, color: string): EditorElement => ({
  key,
  name,
  kind: 'bimah',
  row: 1,
  col: 1,
  rowSpan: 1,
  colSpan: 2,
  color,
})

/** The colours the warden may pick range from the demo's bima to near-white and near-black. */
const picks = ['#b08d57', '#fde047', '#ffffff', '#000000', '#2563eb', '#a1a1aa']

describe('an element name on its plate', () => {
  it('reads at 4.5:1 or more in light and dark, whatever colour the warden picked', () => {
    const { container } = render(
      <ElementLayer
        size={{ rows: 2, cols: 2 }}
        elements={picks.map((color, i) => element(`e${i}`, 'בימה', color))}
        selectedKey={null}
        interactive={false}
      />,
    )
    const drawn = [...container.querySelectorAll<HTMLElement>('.me-element')]
    expect(drawn).toHaveLength(picks.length)
    for (const [i, el] of drawn.entries()) {
      for (const scheme of ['', '-dark']) {
        const plate = el.style.getPropertyValue(`--element-plate${scheme}`)
        const text = el.style.getPropertyValue(`--element-text${scheme}`)
        expect(plate, `${picks[i]} plate${scheme}`).toMatch(/^#[0-9a-f]{6}$/)
        expect(contrastRatio(text, plate), `${picks[i]}${scheme}`).toBeGreaterThanOrEqual(4.5)
      }
    }
  })

  it('paints the plate and the name from those colours in both schemes', () => {
    const css = readFileSync(join(import.meta.dirname, '../map-editor.css'), 'utf8')
    const rule = (selector: string) => css.slice(css.indexOf(`${selector} {`)).split('}')[0] ?? ''
    expect(rule('\n.me-element')).toContain('background: var(--element-plate)')
    expect(rule('\n.me-element')).toContain('color: var(--element-text)')
    expect(rule('body.bp6-dark .me-element')).toContain('background: var(--element-plate-dark)')
    expect(rule('body.bp6-dark .me-element')).toContain('color: var(--element-text-dark)')
  })
})
