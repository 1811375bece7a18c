import { Button, Callout, toast } from '@seats/sdk'
import type { Season, SeasonProposalResult, SeasonRequestsOverview } from '@seats/contracts'
import { useState } from 'react'
import { SeasonPaper } from '../paper/SeasonPaper'
import { seasonsApi } from '../seasons-api'
import { seasonsTexts as t } from '../seasons-texts'

interface AssignmentPanelProps {
  season: Season
  overview: SeasonRequestsOverview
  canEdit: boolean
  onChanged(): void
}

/** The automatic assignment (onto the season's own map) and telling the households their seats. */
export function AssignmentPanel({ season, overview, canEdit, onChanged }: AssignmentPanelProps) {
  const [busy, setBusy] = useState<'propose' | 'confirm' | null>(null)
  const [result, setResult] = useState<SeasonProposalResult | null>(null)
  const answered = overview.households.some((h) => h.request !== null)

  async function propose() {
    setBusy('propose')
    try {
      const r = await seasonsApi.propose(season.id)
      setResult(r)
      toast.success(t.proposed(r))
    } catch (err) {
      toast.failure(t.failed, err)
    } finally {
      setBusy(null)
      onChanged()
    }
  }
  async function confirm() {
    setBusy('confirm')
    try {
      toast.success(t.confirmed(await seasonsApi.confirm(season.id)))
    } catch (err) {
      toast.failure(t.failed, err)
    } finally {
      setBusy(null)
    }
  }

  return (
    <section className="season-panel" aria-labelledby="season-assign-title">
      <div className="season-panel__head">
        <h2 id="season-assign-title" className="season-panel__title">
          {t.assignTitle}
        </h2>
      </div>
      <p className="season-panel__help">{t.assignHelp}</p>
      {canEdit ? (
        <div className="season-panel__actions">
          <Button
            icon="automatic-updates"
            intent="primary"
            text={t.propose}
            loading={busy === 'propose'}
            disabled={busy !== null || !answered}
            onClick={() => void propose()}
          />
          <Button
            icon="notifications"
            variant="outlined"
            text={t.confirm}
            title={t.confirmHelp}
            loading={busy === 'confirm'}
            disabled={busy !== null}
            onClick={() => void confirm()}
          />
        </div>
      ) : null}
      <SeasonPaper season={season} />
      {result ? (
        <Callout
          intent={result.notes.length > 0 ? 'warning' : 'success'}
          role="status"
          className="season-result"
        >
          <strong>{t.proposed(result)}</strong>
          {result.notes.length > 0 ? (
            <>
              <div className="season-result__notes-title">{t.notesTitle}</div>
              <ul className="season-result__notes">
                {result.notes.map((n) => (
                  <li key={`${n.householdId}-${n.kind}-${n.areaName ?? ''}`}>{t.note(n)}</li>
                ))}
              </ul>
            </>
          ) : null}
        </Callout>
      ) : null}
    </section>
  )
}
