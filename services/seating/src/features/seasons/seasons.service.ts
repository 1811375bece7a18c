import {
  changeSubject,
  type ChangeAuthor,
  type Season,
  type SeasonDate,
  type SeasonInput,
  type SeasonListItem,
  type SeasonSuggestion,
  type SeasonUpdate,
} from '@seats/contracts'
import { AppError } from '@seats/kit'
import type { SeatingDeps } from '../../deps'
import { inTransaction } from '../../platform/transactions'
import { recordChange } from '../activity'
import type { MapsService } from '../maps'
import { addAreaDisplays } from './area-displays'
import { highHolidaySeason } from './high-holidays'
import { seasonsRepo } from './seasons.repo'

type Deps = Pick<SeatingDeps, 'db' | 'now' | 'outbox'>

const notFound = () => new AppError('season_not_found')

/** The same days with the same names, in whatever order they were sent. */
function sameDates(a: readonly SeasonDate[], b: readonly SeasonDate[]): boolean {
  const key = (dates: readonly SeasonDate[]) =>
    dates
      .map((d) => `${d.date} ${d.name}`)
      .sort()
      .join('|')
  return key(a) === key(b)
}

/**
 * An account's seasons, each call scoped by the owner's account id. A season's map is made and removed
 * through the maps' own path, so the activity list and open screens hear of it as of any map; the list
 * also tells the season itself, in the map's transaction.
 */
export function createSeasonsService(deps: Deps, maps: MapsService) {
  async function owned(ownerId: number, id: number): Promise<Season> {
    const season = await seasonsRepo(deps.db).find(ownerId, id)
    if (!season) throw notFound()
    return season
  }

  return {
    list: (ownerId: number): Promise<SeasonListItem[]> => seasonsRepo(deps.db).list(ownerId),

    get: owned,

    suggestion: (): SeasonSuggestion => highHolidaySeason(deps.now()),

    /** A new season on a copy of one of the account's maps (404 for another account's map: nothing is made). */
    async create(ownerId: number, author: ChangeAuthor, input: SeasonInput): Promise<Season> {
      let seasonId = 0
      await maps.copyWith(
        ownerId,
        author,
        input.sourceMapId,
        { name: input.name, withSeating: input.withSeating },
        async (trx, mapId) => {
          const repo = seasonsRepo(trx)
          seasonId = await repo.insert(
            ownerId,
            { name: input.name, mapId, sourceMapId: input.sourceMapId },
            deps.now(),
          )
          await repo.setDates(seasonId, input.dates)
          await addAreaDisplays(trx, ownerId, mapId)
          await recordChange(deps.outbox, trx, ownerId, author, {
            action: 'season.create',
            subject: changeSubject.season(seasonId),
            details: { seasonName: input.name },
          })
        },
      )
      return owned(ownerId, seasonId)
    },

    /** Its name and days; the activity list tells what changed, and a save that changes nothing is not told. */
    async update(ownerId: number, author: ChangeAuthor, id: number, input: SeasonUpdate): Promise<Season> {
      await inTransaction(deps.db, async (trx) => {
        const repo = seasonsRepo(trx)
        const before = await repo.find(ownerId, id, { forUpdate: true })
        if (!before) throw notFound()
        const renamed = before.name !== input.name
        const datesChanged = !sameDates(before.dates, input.dates)
        if (!renamed && !datesChanged) return
        await repo.rename(id, input.name, deps.now())
        await repo.setDates(id, input.dates)
        await recordChange(deps.outbox, trx, ownerId, author, {
          action: 'season.update',
          subject: changeSubject.season(id),
          details: {
            seasonName: input.name,
            ...(renamed ? { previousSeasonName: before.name } : {}),
            ...(datesChanged ? { datesChanged: true } : {}),
          },
        })
      })
      // Told before the answer, as every write (the outbox's relay would tell it later anyway).
      await deps.outbox.flush()
      return owned(ownerId, id)
    },

    /** The season goes with its map (the map's own delete; the season's rows cascade). */
    async remove(ownerId: number, author: ChangeAuthor, id: number): Promise<void> {
      const season = await owned(ownerId, id)
      await maps.remove(ownerId, author, season.mapId, (trx) =>
        recordChange(deps.outbox, trx, ownerId, author, {
          action: 'season.delete',
          subject: changeSubject.season(id),
          details: { seasonName: season.name },
        }),
      )
    },
  }
}
export type SeasonsService = ReturnType<typeof createSeasonsService>
