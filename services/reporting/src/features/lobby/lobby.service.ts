import { lobbyPath, type LobbyPage, type LobbyScreen, type LobbyScreenCreated } from '@seats/contracts'
import { AppError, accountOrNull } from '@seats/kit'
import type { ReportingDeps } from '../../deps'
import { createDatesService } from '../dates'
import { guestsRepo } from '../guests'
import { reportsRepo } from '../reports'
import { lobbyCells } from './lobby-cells'
import { lobbyScreensRepo } from './lobby-screens.repo'
import { openLobbyScreen } from './lobby.setup'

const invalid = () => new AppError('lobby_link_invalid')

/**
 * Lobby screens: the warden makes a link per map (a new one replaces the last) and revokes it; the screen's
 * page is that map on the coming date with each seat free or taken, and names no one.
 */
export function createLobbyService(
  deps: Pick<ReportingDeps, 'db' | 'seating' | 'accounts' | 'realtime' | 'now' | 'lobby' | 'reportLinks'>,
) {
  const repo = lobbyScreensRepo(deps.db)
  const dates = createDatesService(deps)
  const reportRows = reportsRepo(deps.db)
  const guestRows = guestsRepo(deps.db)

  function tokens() {
    // Without a secret the screens are off: no link is made and none opens.
    if (!deps.lobby.tokens) throw new AppError('not_found')
    return deps.lobby.tokens
  }

  /** The date a guest arriving now asks about: the nearest one not yet past (today's, on Shabbat). */
  async function comingDate(accountId: number, il: boolean) {
    const options = await dates.list(accountId, il)
    const ahead = options
      .filter((o) => o.kind !== 'past')
      .sort((a, b) => a.date.localeCompare(b.date) || Number(a.eventId !== null) - Number(b.eventId !== null))
    return ahead[0] ?? (options[0] as (typeof options)[number])
  }

  return {
    list: (accountId: number): Promise<LobbyScreen[]> => repo.list(accountId),

    async create(accountId: number, mapId: number, createdBy: number | null): Promise<LobbyScreenCreated> {
      const issuer = tokens()
      if (!(await deps.seating.map(accountId, mapId))) throw new AppError('map_not_found')
      const { token, hash } = issuer.issue()
      const screen = await repo.replace({ accountId, mapId, tokenHash: hash, createdBy, now: deps.now() })
      // Screens still open on the old link lose their connection now, and their next read says why.
      deps.realtime.disconnectLobbyScreen(accountId, mapId)
      return { ...screen, url: `${deps.reportLinks.appUrl}${lobbyPath(token)}` }
    },

    async revoke(accountId: number, mapId: number): Promise<boolean> {
      const had = await repo.remove(accountId, mapId)
      deps.realtime.disconnectLobbyScreen(accountId, mapId)
      return had
    },

    async page(token: string): Promise<LobbyPage> {
      const screen = await openLobbyScreen(deps.db, tokens(), token)
      if (!screen) throw invalid()
      const [account, map] = await Promise.all([
        accountOrNull(deps.accounts, screen.accountId),
        deps.seating.map(screen.accountId, screen.mapId),
      ])
      // A deleted synagogue or map: the link opens nothing, as a revoked one.
      if (!account || !map) throw invalid()
      const date = await comingDate(screen.accountId, map.settings.il)
      const [reports, guests] = await Promise.all([
        reportRows.ofDate(screen.accountId, date.date, date.eventId),
        guestRows.ofDate(screen.accountId, date.date, date.eventId),
      ])
      const drawn = lobbyCells(map, {
        reported: new Set(reports.map((r) => r.personId)),
        reverse: date.reverse,
        guests: guests.filter((g) => g.mapId === map.id),
      })
      await repo.seen(screen.id, deps.now())
      return {
        synagogue: account.synagogueName.trim(),
        mapName: map.name,
        date: { date: date.date, name: date.name, hebrewDate: date.hebrewDate },
        rows: map.rows,
        cols: map.cols,
        ...drawn,
      }
    },
  }
}
export type LobbyService = ReturnType<typeof createLobbyService>
