/**
 * Highlights every seat of the hovered worshippers with one generated CSS rule over the cells' data-p
 * attribute (their people's ids), instead of re-rendering thousands of cells on each hover.
 */
export function createPersonHighlight(scopeSelector: string): { show(ids: readonly number[]): void; clear(): void; dispose(): void } {
  const style = document.createElement('style')
  style.dataset.owner = 'map-editor-highlight'
  document.head.appendChild(style)
  let shown = ''
  const write = (css: string) => {
    if (css === shown) return
    shown = css
    style.textContent = css
  }
  return {
    show(ids) {
      const valid = ids.filter((id) => Number.isInteger(id))
      if (valid.length === 0) return write('')
      const selector = valid.map((id) => `${scopeSelector} [data-p~="${id}"]`).join(',')
      write(`${selector}{outline:2px solid var(--me-highlight);outline-offset:1px;z-index:2}`)
    },
    clear: () => write(''),
    dispose: () => style.remove(),
  }
}

/** The worshippers an element under the pointer stands for: a name, or everyone in a cell. */
export function peopleUnder(target: EventTarget | null): number[] {
  if (!(target instanceof Element)) return []
  const name = target.closest<HTMLElement>('[data-person-id]')
  if (name) return [Number(name.dataset.personId)]
  const cell = target.closest<HTMLElement>('[data-p]')
  return cell?.dataset.p ? cell.dataset.p.split(' ').map(Number) : []
}
