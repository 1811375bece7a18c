import { confirmDelete, mapPath, navigate, session, toast, toastTexts } from '@seats/sdk'
import { mapsApi } from './maps-api'

/**
 * Asks with the seed's confirmation, deletes, and says so with the seed's toasts. Deleting the map that is
 * open (the last one shown) goes to the first remaining map, or to /map/ when none is left.
 * Resolves true when the map was deleted.
 */
export async function deleteMapWithConfirmation(
  mapId: number,
  remainingIds: readonly number[],
  options: { isOpenMap: boolean },
): Promise<boolean> {
  if (!(await confirmDelete())) return false
  try {
    await mapsApi.remove(mapId)
  } catch (error) {
    toast.failure(toastTexts.deleteFailure, error)
    return false
  }
  toast.success(toastTexts.deleteSuccess)
  const first = remainingIds.find((id) => id !== mapId)
  if (options.isOpenMap) {
    session.setLastMapId(first ?? null)
    navigate(mapPath(first ?? null))
  }
  return true
}
