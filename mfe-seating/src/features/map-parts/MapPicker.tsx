import { HTMLSelect } from '@seats/sdk'
import type { MapSummary } from '@seats/contracts'

/** Which map the screen manages; with a single map, just its name. */
export function MapPicker({
  maps,
  mapId,
  onChoose,
}: {
  maps: MapSummary[]
  mapId: number | null
  onChoose: (id: number) => void
}) {
  if (maps.length === 0) return null
  if (maps.length === 1) {
    return (
      <span className="map-picker">
        <span className="map-picker__label">מפה</span>
        <strong>{maps[0]?.name}</strong>
      </span>
    )
  }
  return (
    <label className="map-picker">
      <span className="map-picker__label">מפה</span>
      <HTMLSelect
        value={mapId ?? ''}
        onChange={(e) => onChoose(Number(e.currentTarget.value))}
        options={maps.map((m) => ({ value: m.id, label: `${m.name} (${m.rows}×${m.cols})` }))}
        aria-label="בחירת מפה"
      />
    </label>
  )
}
