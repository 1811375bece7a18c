import {
  Button,
  Callout,
  LoadingState,
  errorMessageOf,
  isApiError,
  openLobbySocket,
  useParams,
} from '@seats/sdk'
import { blackOrWhiteOn, type LobbyPage as Page } from '@seats/contracts'
import { useEffect, useLayoutEffect, useState, type CSSProperties } from 'react'
import { freeSeatsByRow } from './free-seats'
import { lobbyApi } from './lobby-api'
import { lobbyTexts as t } from './lobby-texts'
import { useWakeLock } from './use-wake-lock'
import './lobby.css'

type Loaded =
  | { kind: 'loading' }
  | { kind: 'closed'; message: string }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; page: Page }

/** A change often comes in a burst (a family's reports): one read after it settles. */
const SETTLE_MS = 300
/** Read again now and then: the date turns over at night, and a missed change heals by itself. */
const POLL_MS = 60_000

const timeOf = new Intl.DateTimeFormat('he-IL', { hour: '2-digit', minute: '2-digit' })

/** Full screen: the shell's bar and banners are hidden while the lobby is shown. */
function useLobbyRoot() {
  useLayoutEffect(() => {
    document.documentElement.classList.add('seats-lobby-view')
    return () => document.documentElement.classList.remove('seats-lobby-view')
  }, [])
}

/** The page, read now, again on every change the socket hears, and every minute. */
function useLobbyPage(token: string) {
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' })
  const [connected, setConnected] = useState(true)
  const [updatedAt, setUpdatedAt] = useState<Date | null>(null)
  useEffect(() => {
    let live = true
    let inFlight = false
    let again = false
    let settle: ReturnType<typeof setTimeout> | undefined
    const load = () => {
      if (inFlight) {
        again = true
        return
      }
      inFlight = true
      lobbyApi
        .page(token)
        .then((page) => {
          if (!live) return
          setLoaded({ kind: 'ready', page })
          setUpdatedAt(new Date())
        })
        .catch((error: unknown) => {
          if (!live) return
          if (isApiError(error) && error.status === 404) setLoaded({ kind: 'closed', message: t.invalid })
          // A network drop keeps the map already shown; the next read brings it up to date.
          else
            setLoaded((was) =>
              was.kind === 'ready' ? was : { kind: 'failed', message: errorMessageOf(error) },
            )
        })
        .finally(() => {
          inFlight = false
          if (again && live) {
            again = false
            load()
          }
        })
    }
    const changed = () => {
      clearTimeout(settle)
      settle = setTimeout(load, SETTLE_MS)
    }
    load()
    const close = openLobbySocket(token, { changed, connection: setConnected })
    const poll = setInterval(load, POLL_MS)
    return () => {
      live = false
      close()
      clearInterval(poll)
      clearTimeout(settle)
    }
  }, [token])
  return { loaded, connected, updatedAt }
}

function useFullScreen() {
  const [full, setFull] = useState(() => Boolean(document.fullscreenElement))
  useEffect(() => {
    const sync = () => setFull(Boolean(document.fullscreenElement))
    document.addEventListener('fullscreenchange', sync)
    return () => document.removeEventListener('fullscreenchange', sync)
  }, [])
  const canFull = typeof document.documentElement.requestFullscreen === 'function'
  return {
    full,
    canFull,
    enter: () => void document.documentElement.requestFullscreen().catch(() => undefined),
  }
}

/**
 * /lobby/:token (public, no sign-in): one map on the coming date for a screen at the entrance. Free seats are
 * large and green, taken ones grey; no one's name is shown. It follows reports live and keeps the screen on.
 */
export function LobbyPage() {
  const { token = '' } = useParams()
  useLobbyRoot()
  useWakeLock()
  const { loaded, connected, updatedAt } = useLobbyPage(token)
  const screen = useFullScreen()

  useEffect(() => {
    document.title =
      loaded.kind === 'ready' && loaded.page.synagogue ? t.titleOf(loaded.page.synagogue) : t.title
  }, [loaded])

  if (loaded.kind !== 'ready')
    return (
      <div className="lobby lobby--state">
        {loaded.kind === 'loading' ? (
          <LoadingState text={t.loading} />
        ) : (
          <>
            <h1 className="lobby__title">{t.title}</h1>
            <Callout intent="warning" icon="warning-sign" role="alert" data-testid="lobby-closed">
              {loaded.message}
            </Callout>
          </>
        )}
      </div>
    )

  const { page } = loaded
  const byRow = freeSeatsByRow(page)
  const gridStyle = { '--rows': page.rows, '--cols': page.cols } as CSSProperties
  return (
    <div className="lobby" data-testid="lobby">
      <header className="lobby__head">
        <div>
          <h1 className="lobby__title">{page.synagogue || t.title}</h1>
          <p className="lobby__date">
            <span>{page.date.name}</span>
            <span className="lobby__hebrew">{page.date.hebrewDate}</span>
            <span className="lobby__map-name">{page.mapName}</span>
          </p>
        </div>
        <p className="lobby__count" data-testid="lobby-count" aria-live="polite">
          {t.freeCount(page.freeCount)}
        </p>
      </header>
      <p className="lobby__welcome">{t.welcome}</p>
      <div className="lobby__map" style={gridStyle} aria-hidden="true" data-testid="lobby-map">
        {page.rowLabels.map((label, i) => (
          <div key={`r${i}`} className="lobby__row-label" style={{ gridRow: i + 1, gridColumn: 1 }}>
            {label}
          </div>
        ))}
        {page.cells
          .filter((c) => c.kind === 'seat')
          .map((c) => (
            <div
              key={`${c.row}-${c.col}`}
              className={`lobby-seat ${c.free ? 'lobby-seat--free' : 'lobby-seat--taken'}`}
              style={{ gridRow: c.row, gridColumn: c.col + 1 }}
              data-row={c.row}
              data-col={c.col}
            >
              {c.label}
            </div>
          ))}
        {page.elements.map((e, i) => (
          <div
            key={`e${i}`}
            className="lobby-element"
            style={{
              gridRow: `${e.row} / span ${e.rowSpan}`,
              gridColumn: `${e.col + 1} / span ${e.colSpan}`,
              background: e.color,
              color: blackOrWhiteOn(e.color),
            }}
          >
            {e.name}
          </div>
        ))}
      </div>
      <section className="sr-only" aria-labelledby="lobby-free-title">
        <h2 id="lobby-free-title">{t.freeList}</h2>
        <ul>
          {byRow.map((r) => (
            <li key={r.row}>{t.freeInRow(r.row, r.seats)}</li>
          ))}
        </ul>
      </section>
      <footer className="lobby__foot">
        <span className="lobby__legend">
          <span className="lobby__swatch lobby-seat--free" aria-hidden="true" />
          {t.free}
          <span className="lobby__swatch lobby-seat--taken" aria-hidden="true" />
          {t.taken}
        </span>
        <span className="lobby__status" role="status" data-testid="lobby-status">
          {connected ? (updatedAt ? t.updatedAt(timeOf.format(updatedAt)) : null) : t.reconnecting}
        </span>
        {screen.canFull && !screen.full ? (
          <Button variant="minimal" icon="fullscreen" text={t.fullScreen} onClick={screen.enter} />
        ) : null}
      </footer>
    </div>
  )
}
