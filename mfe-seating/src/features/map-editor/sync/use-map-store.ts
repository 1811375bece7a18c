import type { Person, SeatMap } from '@seats/contracts'
import { isApiError, mapPath, navigate, session, teamRoleOf, toast, viewOnlyText } from '@seats/sdk'
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react'
import { editorTexts } from '../editor-texts'
import { elementIdsOf, stateFromMap } from '../model/editor-state'
import { createEditorStore, type EditorSnapshot, type EditorStore } from '../model/editor-store'
import { createPersonDirectory, type PersonDirectory } from '../model/person-directory'
import { editorApi, fetchPersons, mapReads } from './editor-api'
import { useMapRealtime } from './use-map-realtime'
import { toastRemoteChange } from './use-team-change-toasts'

export type ReloadReason = 'conflict' | 'remote' | 'foreign'

export interface MapStore {
  /** The map document as last read (its name, displays and settings). */
  map: SeatMap
  /** The seats as shown (the saved map plus the steps still on their way), undo history, saving. */
  snapshot: EditorSnapshot
  persons: readonly Person[]
  directory: PersonDirectory
  store: EditorStore
  /** A worshipper just added or edited here, shown at once (the socket's reload follows). */
  putPerson(person: Person): void
  /** Reads the map again once the queue is idle; 'conflict' and 'remote' say so to the warden. */
  reload(reason: ReloadReason): Promise<void>
}

export interface MapStoreOptions {
  /** The map was deleted elsewhere: where to go. Default: the maps' default route. */
  onDeleted?(): void
  /** Another of the account's maps changed (its name, its size). */
  onOtherMapChanged?(): void
}

const startOf = (map: SeatMap) => ({
  state: stateFromMap(map),
  version: map.version,
  elementIds: elementIdsOf(map),
})

/**
 * One map's seats kept in step with the service, for every screen that edits them (the map, the seat
 * list): the editor's store (steps applied at once and sent in order with the map's version), a reload on
 * a 409 or another warden's change, the worshippers' names as they change, and the map deleted elsewhere.
 */
export function useMapStore(
  initialMap: SeatMap,
  initialPersons: Person[],
  options: MapStoreOptions = {},
): MapStore {
  const mapId = initialMap.id
  const [map, setMap] = useState(initialMap)
  const [persons, setPersons] = useState<readonly Person[]>(initialPersons)
  const optionsRef = useRef(options)
  optionsRef.current = options
  const reloadRef = useRef<(reason: ReloadReason) => void>(() => undefined)
  const [store] = useState(() =>
    createEditorStore(editorApi, mapId, startOf(initialMap), {
      onRolledBack: (error) => toast.failure(editorTexts.rolledBack, error),
      onReloadNeeded: (reason) => reloadRef.current(reason),
      mayEdit: () => teamRoleOf(session.getState().user).canEdit,
      onViewOnly: () => toast.warning(viewOnlyText),
    }),
  )
  useEffect(() => () => store.dispose(), [store])
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot)

  const onDeleted = useCallback(() => {
    toast.warning(editorTexts.mapDeletedElsewhere)
    if (optionsRef.current.onDeleted) return optionsRef.current.onDeleted()
    if (session.getState().lastMapId === String(mapId)) session.setLastMapId(null)
    navigate(mapPath(null), { replace: true })
  }, [mapId])

  const reload = useCallback(
    async (reason: ReloadReason) => {
      await store.whenIdle()
      try {
        const fresh = await mapReads.get(mapId)
        store.replace(startOf(fresh))
        setMap(fresh)
        if (reason === 'conflict') toast.warning(editorTexts.conflict)
        else if (reason === 'remote') toastRemoteChange(editorTexts.remoteChange)
      } catch (error) {
        if (isApiError(error) && error.status === 404) return onDeleted()
        toast.failure(editorTexts.loadFailed, error)
      }
    },
    [store, mapId, onDeleted],
  )
  reloadRef.current = (reason) => void reload(reason)

  useMapRealtime(mapId, {
    knows: async (version) => {
      await store.whenIdle()
      return store.knows(version)
    },
    onMapChanged: () => void reload('remote'),
    onMapDeleted: onDeleted,
    onPersonsChanged: () => {
      void fetchPersons()
        .then(setPersons)
        .catch(() => undefined)
    },
    onOtherMapChanged: () => optionsRef.current.onOtherMapChanged?.(),
  })

  const putPerson = useCallback(
    (person: Person) =>
      setPersons((list) =>
        list.some((p) => p.id === person.id)
          ? list.map((p) => (p.id === person.id ? person : p))
          : [...list, person],
      ),
    [],
  )
  const directory = useMemo(() => createPersonDirectory(persons), [persons])
  return { map, snapshot, persons, directory, store, putPerson, reload }
}
