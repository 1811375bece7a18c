import type { CellKey } from '../model/editor-state'
import { colOf, rowOf } from '../model/editor-state'
import { cellRect, type GridSize } from '../grid/grid-geometry'

/**
 * Outlines seats (a hovered worshipper's every seat) with a few pooled elements in a layer of the board,
 * at any zoom, without re-rendering the grid.
 */
export function createSeatHighlight(layer: HTMLElement) {
  let shown = ''
  const hideFrom = (n: number) => {
    for (let i = n; i < layer.children.length; i++) (layer.children[i] as HTMLElement).style.display = 'none'
  }
  return {
    show(keys: readonly CellKey[], size: GridSize) {
      const signature = keys.join(',')
      if (signature === shown) return
      shown = signature
      while (layer.children.length < keys.length) {
        const el = document.createElement('div')
        el.className = 'me-highlight'
        layer.appendChild(el)
      }
      keys.forEach((key, i) => {
        const rect = cellRect(size, rowOf(key), colOf(key))
        const el = layer.children[i] as HTMLElement
        el.style.display = 'block'
        el.style.transform = `translate(${rect.x}px, ${rect.y}px)`
        el.style.width = `${rect.width}px`
        el.style.height = `${rect.height}px`
      })
      hideFrom(keys.length)
    },
    clear() {
      if (!shown) return
      shown = ''
      hideFrom(0)
    },
  }
}

/** The worshipper named under the pointer, if the pointer is on a name. */
export function personUnder(target: EventTarget | null): number | null {
  if (!(target instanceof Element)) return null
  const name = target.closest<HTMLElement>('[data-person-id]')
  return name ? Number(name.dataset.personId) : null
}
