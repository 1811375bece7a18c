import { describeChange, type ActivityEntry } from '@seats/contracts'
import { session, showToast, socket } from '@seats/sdk'
import { useEffect } from 'react'

/** The one toast of another member's change to the open map: a named line replaces the unnamed one. */
const TOAST_KEY = 'map-remote-change'
/** How long a named line stands in for the unnamed "the map was updated" that follows it. */
const NAMED_COVERS_MS = 5_000
let namedAt = 0

/** The map was reloaded for another member's change: say so, unless that change was just told by name. */
export function toastRemoteChange(text: string, now = Date.now()): void {
  if (now - namedAt < NAMED_COVERS_MS) return
  showToast({ intent: 'primary', icon: 'info-sign', message: text, key: TOAST_KEY, polite: true })
}

/** Whether a change is about the map `mapId` (one of its seats, or the map itself). */
export const isAboutMap = (entry: ActivityEntry, mapId: number): boolean =>
  entry.subject.startsWith(`seat:${mapId}:`) || entry.subject === `map:${mapId}`

/**
 * Another member's change to the open map is told by name ("ראובן העביר את משה כהן לשורה ג, מושב 5"); the
 * map itself already follows it. One's own changes are not told, and a burst shows as one toast, the last;
 * it takes the place of the unnamed "the map was updated".
 */
export function useTeamChangeToasts(mapId: number): void {
  useEffect(
    () =>
      socket.on('changeRecorded', (entry) => {
        if (!isAboutMap(entry, mapId) || entry.memberId === session.getState().user?.id) return
        namedAt = Date.now()
        showToast({
          intent: 'primary',
          icon: 'people',
          message: describeChange(entry),
          key: TOAST_KEY,
          polite: true,
        })
      }),
    [mapId],
  )
}
