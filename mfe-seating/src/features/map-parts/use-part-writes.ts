import { confirmDelete, toast, toastTexts } from '@seats/sdk'
import { useState } from 'react'
import type { MapPart, MapPartKind } from './map-part-kind'
import { mapPartsApi } from './map-parts-api'
import { reportMapWriteError } from './map-write-errors'

export interface PartWrites<P> {
  /** The part being moved, while it is. */
  moving: number | null
  move: (part: P, position: number) => Promise<void>
  remove: (part: P) => Promise<void>
}

/** The list's own writes (delete, move in the order), each followed by reading the map again. */
export function usePartWrites<P extends MapPart, U>(
  kind: Pick<MapPartKind<P, object, { mapId: number }, U>, 'path' | 'moved'>,
  reload: () => Promise<void>,
  onRemoved: (part: P) => void,
): PartWrites<P> {
  const [moving, setMoving] = useState<number | null>(null)

  async function move(part: P, position: number) {
    if (!kind.moved) return
    setMoving(part.id)
    try {
      await mapPartsApi.update(kind.path, part.id, kind.moved(part, position))
      await reload()
    } catch (error) {
      await reportMapWriteError(error, reload, [])
    } finally {
      setMoving(null)
    }
  }

  async function remove(part: P) {
    if (!(await confirmDelete(part.name))) return
    try {
      await mapPartsApi.remove(kind.path, part.id)
      toast.success(toastTexts.deleteSuccess)
      onRemoved(part)
    } catch (error) {
      await reportMapWriteError(error, reload, [])
      return
    }
    await reload()
  }

  return { moving, move, remove }
}
