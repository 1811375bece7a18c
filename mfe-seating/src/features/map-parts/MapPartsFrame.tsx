import { Button, PageFrame } from '@seats/sdk'
import type { SeatMap } from '@seats/contracts'
import type { ReactNode } from 'react'
import { MapPicker } from './MapPicker'
import { MapPartsState } from './MapPartsStates'
import type { ChosenMap } from './use-chosen-map'

interface MapPartsFrameProps {
  chosen: ChosenMap
  title: string
  subtitle: string
  /** The add button's text; it shows once a map is loaded. */
  addText: string
  onAdd: () => void
  /** The screen for the chosen map. */
  children: (map: SeatMap) => ReactNode
  /** The open add/edit dialog, if any. */
  dialog: ReactNode
}

/** The frame of a map-part screen: map picker, add button, and the states before a map is there. */
export function MapPartsFrame({
  chosen,
  title,
  subtitle,
  addText,
  onAdd,
  children,
  dialog,
}: MapPartsFrameProps) {
  const { map } = chosen
  let body
  if (chosen.loading) body = <MapPartsState kind="loading" />
  else if (chosen.error && !map)
    body = <MapPartsState kind="error" error={chosen.error} onRetry={() => void chosen.reload()} />
  else if (!map) body = <MapPartsState kind="no-maps" />
  else body = children(map)

  return (
    <PageFrame
      title={title}
      subtitle={subtitle}
      actions={
        <>
          <MapPicker maps={chosen.maps} mapId={chosen.mapId} onChoose={chosen.choose} />
          {map ? <Button icon="plus" intent="primary" text={addText} onClick={onAdd} /> : null}
        </>
      }
    >
      {body}
      {dialog}
    </PageFrame>
  )
}
