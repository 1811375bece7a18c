import { Button, Callout, Link, ProgressBar, Tag, confirmDialog, toast } from '@seats/sdk'
import type { Season, SeasonLinksSend, SeasonRequestsOverview } from '@seats/contracts'
import { useState } from 'react'
import { AnswersTable } from './AnswersTable'
import { awaitingAnswer } from '../request-rows'
import { seasonsApi } from '../seasons-api'
import { seasonsTexts as t } from '../seasons-texts'

interface RequestsPanelProps {
  season: Season
  overview: SeasonRequestsOverview
  canEdit: boolean
  onChanged(): void
}

const stateIntent = { draft: 'none', open: 'success', closed: 'warning' } as const

/** The season's requests: its state, the links sent, each household's answer, and seats against requests per area. */
export function RequestsPanel({ season, overview, canEdit, onChanged }: RequestsPanelProps) {
  const [busy, setBusy] = useState<string | null>(null)
  const answered = overview.households.filter((h) => h.request !== null).length
  const awaiting = awaitingAnswer(overview.households)

  async function act(key: string, work: () => Promise<string>) {
    setBusy(key)
    try {
      toast.success(await work())
    } catch (err) {
      toast.failure(t.failed, err)
    } finally {
      setBusy(null)
      onChanged()
    }
  }
  const sendTo = (target: SeasonLinksSend, key: string) =>
    act(key, async () => t.sentResult(await seasonsApi.sendLinks(season.id, target)))
  async function remind() {
    const confirmed = await confirmDialog({
      title: t.remindTitle,
      text: t.remindConfirm(awaiting),
      confirmText: t.remindSend,
      intent: 'primary',
    })
    if (!confirmed) return
    await sendTo({ unanswered: true }, 'remind')
  }
  const setState = (state: 'open' | 'closed') =>
    act(state, async () => {
      await seasonsApi.setRequestsState(season.id, state)
      return t.state[state]
    })

  return (
    <section className="season-panel" aria-labelledby="season-requests-title">
      <div className="season-panel__head">
        <h2 id="season-requests-title" className="season-panel__title">
          {t.requestsTitle}
        </h2>
        <Tag intent={stateIntent[overview.state]} large round>
          {t.state[overview.state]}
        </Tag>
        <span className="season-panel__muted">{t.answered(answered, overview.households.length)}</span>
      </div>
      {canEdit ? (
        <div className="season-panel__actions">
          {overview.state !== 'closed' ? (
            <Button
              icon="send-message"
              intent="primary"
              text={t.sendAll}
              title={t.sendAllHelp}
              loading={busy === 'all'}
              disabled={busy !== null || overview.households.length === 0}
              onClick={() => void sendTo({ all: true }, 'all')}
            />
          ) : null}
          {overview.state === 'open' && awaiting > 0 ? (
            <Button
              icon="notifications"
              variant="outlined"
              text={t.remind}
              title={t.remindHelp}
              loading={busy === 'remind'}
              disabled={busy !== null}
              onClick={() => void remind()}
            />
          ) : null}
          {overview.state === 'open' ? (
            <Button
              icon="lock"
              variant="outlined"
              text={t.close}
              loading={busy === 'closed'}
              disabled={busy !== null}
              onClick={() => void setState('closed')}
            />
          ) : null}
          {overview.state === 'closed' ? (
            <Button
              icon="unlock"
              variant="outlined"
              text={t.reopen}
              loading={busy === 'open'}
              disabled={busy !== null}
              onClick={() => void setState('open')}
            />
          ) : null}
        </div>
      ) : null}

      <ul className="season-areas" aria-label={t.areasLabel}>
        {overview.areas.map((a) => {
          const over = a.requested - a.seats
          const name = a.name || t.noArea
          return (
            <li key={a.areaId ?? 'none'} className="season-areas__item">
              <span className="season-areas__name">{name}</span>
              <span className="season-areas__figures">{t.areaLine(a.requested, a.seats)}</span>
              <ProgressBar
                stripes={false}
                animate={false}
                intent={over > 0 ? 'danger' : 'primary'}
                value={a.seats > 0 ? Math.min(1, a.requested / a.seats) : 0}
                aria-label={`${name}: ${t.areaLine(a.requested, a.seats)}`}
              />
              {over > 0 ? <span className="season-areas__over">{t.over(over)}</span> : null}
            </li>
          )
        })}
      </ul>
      {overview.anywhere > 0 ? <p className="season-panel__muted">{t.anywhere(overview.anywhere)}</p> : null}

      {overview.households.length === 0 ? (
        <Callout intent="primary" icon="info-sign">
          {t.noHouseholds} <Link to="/households">{t.toHouseholds}</Link>
        </Callout>
      ) : (
        <AnswersTable
          overview={overview}
          busy={busy}
          onSend={canEdit ? (householdId) => void sendTo({ householdId }, `h${householdId}`) : undefined}
        />
      )}
    </section>
  )
}
