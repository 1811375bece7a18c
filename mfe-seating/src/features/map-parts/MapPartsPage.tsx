import { useMemo, useState } from 'react'
import type { MapPart, MapPartKind } from './map-part-kind'
import { MapPartDialog } from './MapPartDialog'
import { MapPartList } from './MapPartList'
import { MapPartPreview } from './MapPartPreview'
import { MapPartsFrame } from './MapPartsFrame'
import { useChosenMap } from './use-chosen-map'
import { usePartWrites } from './use-part-writes'

/** The part being added (none) or edited, while the dialog is open. */
type OpenDialog<P> = { part?: P } | null

/** A screen of one kind of a map's parts: the list with its actions beside the map drawn with them. */
export function MapPartsPage<P extends MapPart, V extends object, I extends { mapId: number }, U>({
  kind,
}: {
  kind: MapPartKind<P, V, I, U>
}) {
  const chosen = useChosenMap()
  const { map } = chosen
  const [dialog, setDialog] = useState<OpenDialog<P>>(null)
  const [showId, setShowId] = useState<number | null>(null)
  const parts = useMemo(() => (map ? kind.partsOf(map) : []), [kind, map])
  const shown = parts.find((p) => p.id === showId) ?? (kind.shows === 'click' ? parts[0] : undefined)
  const writes = usePartWrites(kind, chosen.reload, (part) => {
    if (showId === part.id) setShowId(null)
  })
  const add = () => setDialog({})

  return (
    <MapPartsFrame
      chosen={chosen}
      title={kind.texts.title}
      subtitle={kind.texts.subtitle}
      addText={kind.texts.add}
      onAdd={add}
      dialog={
        dialog && map ? (
          <MapPartDialog
            kind={kind}
            map={map}
            part={dialog.part}
            onClose={() => setDialog(null)}
            onSaved={() => {
              setDialog(null)
              void chosen.reload()
            }}
            reload={chosen.reload}
          />
        ) : null
      }
    >
      {(map) => (
        <div className="map-screen">
          <MapPartList
            kind={kind}
            map={map}
            parts={parts}
            shown={shown}
            onShow={setShowId}
            onAdd={add}
            onEdit={(part) => setDialog({ part })}
            writes={writes}
          />
          <div className="map-screen__preview">
            <h2 className="map-screen__preview-title">{kind.preview.title(map, shown)}</h2>
            <MapPartPreview map={map} layers={kind.preview.layers(shown, map)} />
            <p className="map-screen__preview-note">{kind.texts.previewNote}</p>
          </div>
        </div>
      )}
    </MapPartsFrame>
  )
}
