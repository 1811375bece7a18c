import { mapPath, navigate, session } from '@seats/sdk'
import type { MapSummary } from '@seats/contracts'
import type { MapEditorProps } from '../map-editor'
import { MapDialog, deleteMapWithConfirmation } from '../maps'

/**
 * What the open map's editor hands back to the screen: its edit dialog, its deletion (the confirmation,
 * the toasts and on to the first map left), and leaving it when another warden deleted it.
 */
export function mapAdmin(
  mapId: number,
  maps: readonly MapSummary[],
  onMapsChanged: () => void,
): Pick<MapEditorProps, 'mapDialog' | 'onDeleteMap' | 'onMapDeleted'> {
  const otherMapIds = () => maps.map((m) => m.id).filter((id) => id !== mapId)
  return {
    mapDialog: ({ isOpen, map, onClose, onSaved }) => (
      <MapDialog
        isOpen={isOpen}
        map={map}
        onClose={onClose}
        onSaved={() => {
          onMapsChanged()
          onSaved()
        }}
      />
    ),
    onDeleteMap: () =>
      void deleteMapWithConfirmation(mapId, otherMapIds(), { isOpenMap: true }).then(
        (deleted) => deleted && onMapsChanged(),
      ),
    onMapDeleted: () => {
      const first = maps.find((m) => m.id !== mapId)?.id ?? null
      session.setLastMapId(first)
      onMapsChanged()
      navigate(mapPath(first), { replace: true })
    },
  }
}
