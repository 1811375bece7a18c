import { memo } from 'react'
import { editorTexts } from '../editor-texts'
import type { EditorElement } from '../model/editor-state'
import { elementPaint } from './element-colours'
import { spanRect, type GridSize } from './grid-geometry'

interface ElementLayerProps {
  size: GridSize
  elements: readonly EditorElement[]
  selectedKey: string | null
  /** Elements take pointer events only when they can be picked (not while seating people). */
  interactive: boolean
}

/** Fixed items (ארון קודש, בימה …) drawn over the cells they cover; the selected one has a resize handle. */
export const ElementLayer = memo(function ElementLayer({
  size,
  elements,
  selectedKey,
  interactive,
}: ElementLayerProps) {
  return (
    <div className={interactive ? 'me-elements me-elements--interactive' : 'me-elements'}>
      {elements.map((element) => {
        const rect = spanRect(size, element.row, element.col, element.rowSpan, element.colSpan)
        const selected = element.key === selectedKey
        const light = elementPaint(element.color, 'light')
        const dark = elementPaint(element.color, 'dark')
        return (
          <div
            key={element.key}
            className={selected ? 'me-element me-element--selected' : 'me-element'}
            data-element-key={element.key}
            style={{
              left: rect.x,
              top: rect.y,
              width: rect.width,
              height: rect.height,
              ['--element-color' as string]: element.color,
              ['--element-plate' as string]: light.plate,
              ['--element-text' as string]: light.text,
              ['--element-plate-dark' as string]: dark.plate,
              ['--element-text-dark' as string]: dark.text,
            }}
            title={`${editorTexts.elementKind(element.kind)}: ${element.name}`}
          >
            <span className="me-element__name">{element.name}</span>
            {selected ? (
              <span
                className="me-element__handle"
                data-handle="resize"
                aria-label={editorTexts.elementResize}
              />
            ) : null}
          </div>
        )
      })}
    </div>
  )
})
