import { numberSeatsOfMap, type SeatMap } from '@seats/contracts'
import { useMemo } from 'react'
import type { PreviewLayers } from './map-part-kind'
import { MapGridPreview } from './MapGridPreview'

/** The chosen map drawn with what a part's screen or form shows on it. */
export function MapPartPreview({ map, layers }: { map: SeatMap; layers: PreviewLayers }) {
  const numbering = useMemo(() => numberSeatsOfMap(map), [map])
  return (
    <MapGridPreview
      rows={map.rows}
      cols={map.cols}
      cells={map.cells}
      numbering={numbering}
      elements={layers.elements ?? map.elements.map((e) => ({ ...e, key: e.id }))}
      highlight={layers.highlight}
      range={layers.range}
      areas={layers.areas}
    />
  )
}
