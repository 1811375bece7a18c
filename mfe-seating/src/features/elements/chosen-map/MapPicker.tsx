import { HTMLSelect } from '@blueprintjs/core'
import type { MapSummary } from '@seats/contracts'

/** Which map the screen manages; hidden while the account has one map only. */
export function MapPicker({ maps, mapId, onChoose }: { maps: MapSummary[]; mapId: number | null; onChoose: (id: number) => void }) {
  if (maps.length === 0) return null
  return (
    <label className="map-picker">
      <span className="map-picker__label">מפה</span>
      <HTMLSelect
        value={mapId ?? ''}
        onChange={(e) => onChoose(Number(e.currentTarget.value))}
        options={maps.map((m) => ({ value: m.id, label: `${m.name} (${m.rows}×${m.cols})` }))}
        disabled={maps.length === 1}
        aria-label="בחירת מפה"
      />
    </label>
  )
}
