import {
  Button,
  EmptyState,
  LoadFailedState,
  errorMessageOf,
  LoadingState,
  PageFrame,
  ViewOnlyNote,
  confirmDialog,
  formatDate,
  Link,
  toast,
  toastTexts,
  useNavigate,
  useTeamRole,
} from '@seats/sdk'
import type { MapSummary, SeasonListItem, SeasonSuggestion } from '@seats/contracts'
import { useCallback, useEffect, useState } from 'react'
import { mapsApi } from '../../maps'
import { sections } from '../../sections'
import { seasonsApi } from '../seasons-api'
import { seasonsTexts as t } from '../seasons-texts'
import '../seasons.css'
import { NewSeasonDialog } from './NewSeasonDialog'

type Loaded =
  | { kind: 'loading' }
  | { kind: 'failed'; error: unknown }
  | { kind: 'ready'; seasons: SeasonListItem[]; maps: MapSummary[]; suggestion: SeasonSuggestion | null }

/** /seasons: the High Holidays and other seasons, each with a map of its own, its requests and assignment. */
export function SeasonsPage() {
  const { canEdit } = useTeamRole()
  const navigate = useNavigate()
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' })
  const [creating, setCreating] = useState(false)

  const load = useCallback(async (signal?: AbortSignal) => {
    try {
      const [seasons, maps, suggestion] = await Promise.all([
        seasonsApi.list(signal),
        mapsApi.list(),
        seasonsApi.suggestion(signal).catch(() => null),
      ])
      setLoaded({ kind: 'ready', seasons, maps, suggestion })
    } catch (error) {
      if (!signal?.aborted) setLoaded({ kind: 'failed', error })
    }
  }, [])
  useEffect(() => {
    const controller = new AbortController()
    void load(controller.signal)
    return () => controller.abort()
  }, [load])

  async function remove(season: SeasonListItem) {
    const ok = await confirmDialog({
      title: `מחיקת ${season.name}`,
      text: t.deleteConfirm(season.name),
      confirmText: 'מחיקה',
      intent: 'danger',
    })
    if (!ok) return
    try {
      await seasonsApi.remove(season.id)
      toast.success(t.deleted)
    } catch (err) {
      toast.failure(toastTexts.deleteFailure, err)
    }
    await load()
  }

  const newButton = (
    <Button icon="plus" intent="primary" text={t.newSeason} onClick={() => setCreating(true)} />
  )
  let body
  if (loaded.kind === 'loading') body = <LoadingState text={t.loading} />
  else if (loaded.kind === 'failed')
    body = (
      <LoadFailedState
        title={t.loadFailed}
        error={errorMessageOf(loaded.error)}
        onRetry={() => void load()}
      />
    )
  else if (loaded.seasons.length === 0)
    body = (
      <EmptyState
        icon="calendar"
        title={t.emptyTitle}
        description={t.emptyText}
        action={canEdit ? newButton : undefined}
      />
    )
  else
    body = (
      <ul className="seasons-list" aria-label={t.listLabel}>
        {loaded.seasons.map((s) => (
          <li key={s.id} className="seasons-card" data-season-id={s.id}>
            <div className="seasons-card__head">
              <h2 className="seasons-card__name">
                <Link to={`/seasons/${s.id}`}>{s.name}</Link>
              </h2>
              <span className="seasons-card__seated">{t.seated(s.seated)}</span>
            </div>
            <ul className="seasons-card__dates">
              {s.dates.map((d) => (
                <li key={d.date}>
                  {d.name} <span className="seasons-card__date">{formatDate(d.date)}</span>
                </li>
              ))}
            </ul>
            <div className="seasons-card__actions">
              <Button icon="people" text={t.manage} onClick={() => navigate(`/seasons/${s.id}`)} />
              <Button
                icon="grid-view"
                variant="outlined"
                text={t.openMap}
                onClick={() => navigate(`/map/${s.mapId}`)}
              />
              {canEdit ? (
                <Button
                  icon="trash"
                  variant="minimal"
                  intent="danger"
                  aria-label={`מחיקת ${s.name}`}
                  title="מחיקה"
                  onClick={() => void remove(s)}
                />
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    )

  return (
    <PageFrame
      title={sections.seasons.title}
      subtitle={sections.seasons.subtitle}
      actions={canEdit && loaded.kind === 'ready' && loaded.seasons.length > 0 ? newButton : undefined}
    >
      {!canEdit ? <ViewOnlyNote /> : null}
      {body}
      {creating && loaded.kind === 'ready' ? (
        <NewSeasonDialog
          maps={loaded.maps}
          suggestion={loaded.suggestion}
          onClose={() => setCreating(false)}
          onCreated={(season) => {
            setCreating(false)
            navigate(`/seasons/${season.id}`)
          }}
        />
      ) : null}
    </PageFrame>
  )
}
