import type { ElementKind } from '@seats/contracts'
import { editorTexts } from '../editor-texts'
import type { EditorTool } from '../selection/selection'
import { EditorHint } from '../toolbar/EditorHint'
import { ZoomControls } from '../toolbar/ZoomControls'
import { MapLegend } from './MapLegend'
import { ZOOM_IN, ZOOM_OUT, type Viewport } from './use-viewport'

/** What sits over the map beside the grid (never inside it): zoom, the hint or the pick, the legend, the keys. */
export function StageOverlays(props: {
  viewport: Viewport
  keysId: string
  /** The freed seats' summary, told to a reader with the grid and findable by its heading. */
  vacatedId: string
  vacatedSummary: string
  tool: EditorTool
  placing: ElementKind | null
  phone: boolean
  readOnly?: boolean
  pickedName: string | null
  onDropPick(): void
  /** The map has seats marked 'מקום נגיש': the legend explains their mark. */
  anyAccessible: boolean
}) {
  const { viewport } = props
  return (
    <>
      <ZoomControls
        scale={viewport.scale}
        onZoomIn={() => viewport.zoomBy(ZOOM_IN)}
        onZoomOut={() => viewport.zoomBy(ZOOM_OUT)}
        onFit={viewport.fit}
        overview={viewport.overview}
      />
      <EditorHint
        tool={props.tool}
        placing={props.placing}
        phone={props.phone}
        readOnly={props.readOnly}
        pickedName={props.pickedName}
        onDropPick={props.onDropPick}
      />
      <MapLegend accessible={props.anyAccessible} />
      <section className="sr-only" aria-labelledby={`${props.vacatedId}-heading`}>
        <h2 id={`${props.vacatedId}-heading`}>{editorTexts.vacatedHeading}</h2>
        <p id={props.vacatedId}>{props.vacatedSummary}</p>
      </section>
      <p id={props.keysId} className="sr-only">
        {editorTexts.gridKeys}
      </p>
    </>
  )
}
