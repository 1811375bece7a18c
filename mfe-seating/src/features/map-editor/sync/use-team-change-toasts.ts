import { describeChange, type ActivityEntry } from '@seats/contracts'
import { session, showToast, socket } from '@seats/sdk'
import { useEffect } from 'react'

/** Whether a change is about the map `mapId` (one of its seats, or the map itself). */
export const isAboutMap = (entry: ActivityEntry, mapId: number): boolean =>
  entry.subject.startsWith(`seat:${mapId}:`) || entry.subject === `map:${mapId}`

/**
 * Another member's change to the open map is told by name ("ראובן העביר את משה כהן לשורה ג, מושב 5"); the
 * map itself already follows it. One's own changes are not told, and a burst shows as one toast, the last.
 */
export function useTeamChangeToasts(mapId: number): void {
  useEffect(
    () =>
      socket.on('changeRecorded', (entry) => {
        if (!isAboutMap(entry, mapId) || entry.memberId === session.getState().user?.id) return
        showToast({
          intent: 'primary',
          icon: 'people',
          message: describeChange(entry),
          key: 'team-change',
          polite: true,
        })
      }),
    [mapId],
  )
}
