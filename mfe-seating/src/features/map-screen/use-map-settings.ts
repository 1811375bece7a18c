import type { MapSettings } from '@seats/contracts'
import { toast, toastTexts } from '@seats/sdk'
import { useCallback, useState } from 'react'
import { elementIdsOf, stateFromMap, type EditorStore } from '../map-editor'
import { mapsApi } from '../maps'

/**
 * The open map's settings, changed through PUT /api/maps/:id with the editor's version (after its pending
 * steps). The saved map replaces the editor's, so the socket's echo of this version is known and quiet.
 */
export function useMapSettings(store: EditorStore, mapId: number, initial: MapSettings) {
  const [settings, setSettings] = useState(initial)
  const [saving, setSaving] = useState(false)
  const save = useCallback(
    async (patch: Partial<MapSettings>) => {
      setSaving(true)
      try {
        await store.whenIdle()
        const { state, version } = store.getSnapshot()
        const saved = await mapsApi.save(mapId, {
          name: state.name,
          rows: state.rows,
          cols: state.cols,
          version,
          settings: { ...settings, ...patch },
        })
        store.replace({ state: stateFromMap(saved), version: saved.version, elementIds: elementIdsOf(saved) })
        setSettings(saved.settings)
        toast.success(toastTexts.updateSuccess)
      } catch (error) {
        toast.failure(toastTexts.updateFailure, error)
      } finally {
        setSaving(false)
      }
    },
    [store, mapId, settings],
  )
  return { settings, saving, save }
}
