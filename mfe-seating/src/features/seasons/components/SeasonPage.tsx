import {
  Button,
  LoadFailedState,
  errorMessageOf,
  LoadingState,
  PageFrame,
  ViewOnlyNote,
  formatDate,
  Link,
  useNavigate,
  useParams,
  useTeamRole,
} from '@seats/sdk'
import type { Season, SeasonRequestsOverview, SeasonSuggestion } from '@seats/contracts'
import { useCallback, useEffect, useState } from 'react'
import { seasonsApi } from '../seasons-api'
import { seasonsTexts as t } from '../seasons-texts'
import '../seasons.css'
import { AssignmentPanel } from './AssignmentPanel'
import { EditSeasonDialog } from './EditSeasonDialog'
import { PaymentsPanel } from './PaymentsPanel'
import { RequestsPanel } from './RequestsPanel'

type Loaded =
  | { kind: 'loading' }
  | { kind: 'failed'; error: unknown }
  | { kind: 'ready'; season: Season; overview: SeasonRequestsOverview; suggestion: SeasonSuggestion }

/** /seasons/:id: one season's requests (links, answers, totals per area) and its assignment. */
export function SeasonPage() {
  const { id } = useParams()
  const seasonId = Number(id)
  const { canEdit } = useTeamRole()
  const navigate = useNavigate()
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' })
  const [editing, setEditing] = useState(false)

  const load = useCallback(
    async (signal?: AbortSignal) => {
      try {
        const [season, overview, suggestion] = await Promise.all([
          seasonsApi.get(seasonId, signal),
          seasonsApi.requests(seasonId, signal),
          seasonsApi.suggestion(signal),
        ])
        setLoaded({ kind: 'ready', season, overview, suggestion })
      } catch (error) {
        if (!signal?.aborted) setLoaded({ kind: 'failed', error })
      }
    },
    [seasonId],
  )
  useEffect(() => {
    const controller = new AbortController()
    void load(controller.signal)
    return () => controller.abort()
  }, [load])

  if (loaded.kind === 'loading') return <LoadingState text={t.loading} />
  if (loaded.kind === 'failed')
    return (
      <PageFrame title={t.requestsTitle}>
        <LoadFailedState
          title={t.loadFailed}
          error={errorMessageOf(loaded.error)}
          onRetry={() => void load()}
        />
      </PageFrame>
    )
  const { season, overview, suggestion } = loaded
  return (
    <PageFrame
      title={season.name}
      subtitle={season.dates.map((d) => `${d.name} ${formatDate(d.date)}`).join(' · ')}
      actions={
        <>
          {canEdit ? (
            <Button icon="edit" variant="outlined" text={t.edit} onClick={() => setEditing(true)} />
          ) : null}
          <Button
            icon="grid-view"
            intent="primary"
            text={t.openMap}
            onClick={() => navigate(`/map/${season.mapId}`)}
          />
        </>
      }
    >
      <p className="season-page__back">
        <Link to="/seasons">{t.back}</Link>
      </p>
      {!canEdit ? <ViewOnlyNote /> : null}
      <RequestsPanel season={season} overview={overview} canEdit={canEdit} onChanged={() => void load()} />
      <AssignmentPanel season={season} overview={overview} canEdit={canEdit} onChanged={() => void load()} />
      <PaymentsPanel season={season} canEdit={canEdit} />
      {editing ? (
        <EditSeasonDialog
          season={season}
          suggestion={suggestion}
          onClose={() => setEditing(false)}
          onSaved={() => {
            setEditing(false)
            void load()
          }}
        />
      ) : null}
    </PageFrame>
  )
}
